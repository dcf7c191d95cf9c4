import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '../middleware/security-headers';
import type { UploadStore } from '../modules/uploads/upload-store';
import { staticFolder } from './static-files';

const UPLOAD_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
};

/**
 * Makes the response a download under the owner's original file name (Koa's ctx.attachment, RFC 6266): control
 * characters, quotes, backslashes and slashes become '_', an empty or dot-only name is 'document', the extension is
 * added when missing. `filename` is that name in printable ASCII for old clients; where the two differ, `filename*`
 * carries the full name (UTF-8, percent-encoded). The name never reaches a filesystem path.
 */
export function attachAsDownload(ctx: Context, originalName: string, extension: string): void {
  let name = originalName.replace(/[\u0000-\u001f\u007f"\\/]/g, '_').trim();
  if (!name || name === '.' || name === '..') name = 'document';
  if (!name.toLowerCase().endsWith(`.${extension}`)) name = `${name}.${extension}`;
  ctx.attachment(name, { fallback: name.replace(/[^\x20-\x7e]/g, '_') });
}

/** Bundles (/build, hashed, immutable), brand assets (/assets) and uploads (/uploads). */
export function registerStaticRoutes(
  router: Router,
  options: {
    staticDir: string;
    store: UploadStore;
    originalNameOf: (filename: string) => string | undefined;
    /** A licence's document while the site shows none of its licences: for the signed-in owner alone. */
    documentHidden: (filename: string) => boolean;
    /** An upload (or a variant of one) that only the trash holds: for the signed-in owner alone, until it is purged. */
    trashed: (filename: string) => boolean;
    /** Whether the request is the signed-in owner's (reads the session only when asked). */
    isOwner: (ctx: Context) => Promise<boolean>;
  },
) {
  const build = staticFolder(path.join(options.staticDir, 'build'), { immutable: true });
  const assets = staticFolder(path.join(options.staticDir, 'assets'), { immutable: false });

  router.get('/build/:file', async (ctx) => {
    if (!(await build(ctx, ctx.params.file!))) ctx.status = 404;
  });
  router.get('/assets/:file', async (ctx) => {
    if (!(await assets(ctx, ctx.params.file!))) ctx.status = 404;
  });
  router.get('/favicon.ico', async (ctx) => {
    if (!(await assets(ctx, 'favicon.ico'))) ctx.status = 404;
  });

  // Only names this server made; served from DATA/uploads and nowhere else (SECURITY UPL-6).
  router.get('/uploads/:file', async (ctx) => {
    const name = ctx.params.file!;
    // Only a browser that names AVIF gets it (a bare */* would otherwise match it too).
    const variant = await options.store.negotiateVariant(name, /\bimage\/avif\b/.test(ctx.get('Accept')));
    if (variant) ctx.vary('Accept');
    const full = variant ?? options.store.pathOf(name);
    const info = full ? await stat(full).catch(() => undefined) : undefined;
    if (!full || !info?.isFile()) {
      ctx.status = 404;
      return;
    }
    const type = UPLOAD_TYPES[path.extname(full)]!;
    const pdf = type === 'application/pdf';
    // Hidden from visitors: an upload only the trash holds (until it is purged), or a document none of whose
    // licences the site shows (licence-documents.md). Neither is ever kept by a cache.
    const hidden = options.trashed(name) || (pdf && options.documentHidden(name));
    if (hidden && !(await options.isOwner(ctx))) {
      ctx.status = 404;
      return;
    }
    // A document can stop being public at any time: never kept as immutable.
    ctx.set('Cache-Control', hidden ? 'private, no-store' : pdf ? 'no-cache' : 'public, max-age=31536000, immutable');
    // A document is always downloaded, never opened in the site's origin, under the name the owner uploaded.
    if (pdf) attachAsDownload(ctx, options.originalNameOf(name) ?? '', 'pdf');
    ctx.set('Content-Security-Policy', UPLOAD_CONTENT_SECURITY_POLICY);
    ctx.type = type;
    ctx.length = info.size;
    ctx.body = createReadStream(full);
  });
}
