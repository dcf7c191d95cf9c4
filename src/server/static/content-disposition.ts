/**
 * `Content-Disposition: attachment` for a download, naming the owner's original file (RFC 6266): a plain ASCII
 * `filename` (quotes, backslashes, separators and control characters replaced) for old clients, and the full name
 * in `filename*` (RFC 5987, UTF-8, percent-encoded) for the rest. The name never reaches a filesystem path.
 */
export function attachmentDisposition(originalName: string, extension: string): string {
  let name = originalName.replace(/[\u0000-\u001f\u007f"\\/]/g, '_').trim();
  if (!name || name === '.' || name === '..') name = 'document';
  if (!name.toLowerCase().endsWith(`.${extension}`)) name = `${name}.${extension}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
