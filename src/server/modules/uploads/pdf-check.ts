// What a PDF may carry beside its pages (SECURITY, issue "Security, round two": PDFs are stored as sent): scripts,
// actions that start programs or send forms, and embedded files, which a visitor's desktop reader may run or open.
// A licence or certificate needs none of them, so a PDF that has one is refused, with how to make a clean copy.
// DECISION (src/decisions/licence-documents.md): refuse rather than rewrite; no PDF tool on the server.
import { inflateSync, constants as zlib } from 'node:zlib';

/** Names of the PDF dictionary keys and action types that run or open something (ISO 32000-1, 12.6, 7.11, 12.7.8). */
const ACTIVE_NAMES = new Set([
  'JavaScript', // a script action, or the document's named scripts
  'JS', // the script itself
  'Launch', // starts a program or opens a file
  'EmbeddedFile', // a file carried inside the PDF
  'EmbeddedFiles', // the document's attachments
  'FileAttachment', // an annotation holding a file
  'RichMedia', // Flash and video content
  'SubmitForm', // sends form data to an address
  'ImportData', // reads form data from a file
  'GoToE', // opens an embedded PDF
  'XFA', // XML forms, which carry their own scripts
]);

export const PDF_ACTIVE_CONTENT =
  'This PDF contains scripts, actions or attached files, which visitors’ PDF readers could run. Open it and save it as a new PDF (Print, then “Save as PDF”), and upload that.';
export const PDF_UNCHECKABLE =
  'This PDF is protected or packed in a way that cannot be checked. Open it and save it as a new PDF (Print, then “Save as PDF”), and upload that.';

/** A PDF name token, `/` then regular characters up to a delimiter or white space (ISO 32000-1, 7.3.5). */
const NAME = /\/([^\s/<>[\]()%{}]+)/g;
/** The `stream` keyword after a dictionary, and its end of line (7.3.8.1). */
const STREAM_START = />>\s*stream(?:\r\n|\n|\r)/g;

const decodeName = (raw: string) => raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

function activeName(text: string): string | undefined {
  for (const [, raw] of text.matchAll(NAME)) {
    const name = decodeName(raw!);
    if (ACTIVE_NAMES.has(name)) return name;
  }
  return undefined;
}

/**
 * Why this PDF is refused (PDF_ACTIVE_CONTENT or PDF_UNCHECKABLE), or null when it has pages alone. Every object
 * outside a stream is read as written, and every object stream (where PDF 1.5 and later pack objects, compressed)
 * is decompressed and read too. Other streams hold page content, fonts and images, which cannot hold an action:
 * they are skipped, so their bytes can never look like a name by chance.
 */
export function pdfProblem(bytes: Buffer): string | null {
  const text = bytes.toString('latin1');
  const outside: string[] = [];
  let from = 0;
  for (const match of text.matchAll(STREAM_START)) {
    if (match.index < from) continue;
    const dataStart = match.index + match[0].length;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd < 0) return PDF_UNCHECKABLE;
    // The stream's dictionary: from the object's start to the `stream` keyword.
    const dictionary = text.slice(Math.max(from, text.lastIndexOf(' obj', match.index)), match.index + 2);
    outside.push(text.slice(from, match.index + 2));
    if (/\/Type\s*\/ObjStm\b/.test(dictionary)) {
      const objects = objectStream(dictionary, bytes.subarray(dataStart, dataEnd));
      if (objects === undefined) return PDF_UNCHECKABLE;
      if (activeName(objects)) return PDF_ACTIVE_CONTENT;
    }
    from = dataEnd + 'endstream'.length;
  }
  outside.push(text.slice(from));
  return outside.some((part) => activeName(part)) ? PDF_ACTIVE_CONTENT : null;
}

/** An object stream's objects as text, or undefined when they cannot be read (another filter, a predictor, encryption). */
function objectStream(dictionary: string, data: Buffer): string | undefined {
  const filters = [...(/\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dictionary)?.[1] ?? '').matchAll(/\/(\w+)/g)].map((m) => m[1]);
  if (/\/DecodeParms/.test(dictionary)) return undefined;
  if (filters.length === 0) return data.toString('latin1');
  if (filters.length > 1 || (filters[0] !== 'FlateDecode' && filters[0] !== 'Fl')) return undefined;
  try {
    // The data ends with the end of line before `endstream`: flushed, not an error.
    return inflateSync(data, { finishFlush: zlib.Z_SYNC_FLUSH }).toString('latin1');
  } catch {
    return undefined;
  }
}
