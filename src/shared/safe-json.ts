// The one serializer for data embedded in HTML (island props, JSON-LD).
// JSON.stringify alone lets a string close the <script> element ('</script>') or open a comment
// ('<!--'); U+2028/U+2029 break older JavaScript parsers. Each is replaced by its \u escape, which
// JSON.parse turns back into the same character.

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text that is inert inside `<script type="application/json">` or `<script type="application/ld+json">`. */
export function toSafeJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(UNSAFE, (ch) => ESCAPES[ch] ?? ch);
}
