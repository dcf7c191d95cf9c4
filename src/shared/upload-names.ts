// The upload file-name scheme, written once for the server and the browser. An upload is stored as
// <base>.<png|jpg|webp|pdf>, <base> being 32 random hex characters (SECURITY UPL-5), and served at /uploads/<name>.
// A PDF document has no variants. Each image upload is also stored at IMAGE_WIDTHS as <base>-<width>.webp (and .avif where that is smaller); a variant's
// URL, /uploads/<base>-<width>, has no extension: the server answers AVIF or WebP by the browser's Accept header,
// so a page builds srcset from the image path alone.

/** Path prefix under which every uploaded file is served. */
export const UPLOADS_URL_PREFIX = '/uploads/';
/** The widths every upload is also stored at (never enlarged). */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;

const BASE_LENGTH = 32;
const BASE = `[a-f0-9]{${BASE_LENGTH}}`;
const EXT = '(?:png|jpg|webp)';
/** An image's extensions, or a PDF's. */
const ANY_EXT = '(?:png|jpg|webp|pdf)';
const widths = () => `(?:${IMAGE_WIDTHS.join('|')})`;

// Each RegExp is built inside a pure-annotated function call, so a browser bundle that uses none of it drops it
// (the public pages have a JavaScript budget).

/** An upload's own file name: an image or a PDF document. */
export const UPLOAD_FILENAME = /* @__PURE__ */ (() => new RegExp(`^${BASE}\\.${ANY_EXT}$`))();
/** Every path this server issues for an image upload; the first group is its base. */
export const UPLOAD_PATH_PATTERN = /* @__PURE__ */ (() => new RegExp(`^${UPLOADS_URL_PREFIX}(${BASE})\\.${EXT}$`))();
/** Every path this server issues for a document: a PDF or an image upload. */
export const DOCUMENT_PATH_PATTERN = /* @__PURE__ */ (() => new RegExp(`^${UPLOADS_URL_PREFIX}${BASE}\\.${ANY_EXT}$`))();
/** A variant's URL name (no extension). */
export const VARIANT_URL_NAME = /* @__PURE__ */ (() => new RegExp(`^${BASE}-${widths()}$`))();
/** Any file the uploads folder holds and serves: an upload or one of its variants. */
export const SERVED_FILENAME = /* @__PURE__ */ (() => new RegExp(`^${BASE}(?:\\.${ANY_EXT}|-${widths()}\\.(?:webp|avif))$`))();

/** True for a PDF document's file name or path (served as a download, never shown as an image). */
export const isPdfUpload = (nameOrPath: string): boolean => nameOrPath.endsWith('.pdf');

/** The part an upload's name shares with all its variants. */
export const uploadBase = (filename: string): string => filename.slice(0, BASE_LENGTH);

/** The file of one variant of an upload. */
export const variantFilename = (filename: string, width: number, format: 'webp' | 'avif'): string =>
  `${uploadBase(filename)}-${width}.${format}`;

/** Every variant file an upload may have (the AVIF ones exist only where they were smaller). */
export const variantFilenames = (filename: string): string[] =>
  (['webp', 'avif'] as const).flatMap((format) => IMAGE_WIDTHS.map((width) => variantFilename(filename, width, format)));

/** '/uploads/abc.png' + 640 -> '/uploads/abc-640'; undefined for anything that is not an upload. */
export function variantPath(path: string, width: number): string | undefined {
  const match = UPLOAD_PATH_PATTERN.exec(path);
  return match ? `${UPLOADS_URL_PREFIX}${match[1]}-${width}` : undefined;
}
