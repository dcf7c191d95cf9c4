import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import { UPLOAD } from '../../../shared/constants';
import { badRequest, tooLarge, unsupportedMediaType } from '../../errors';
import type { IncomingFile } from '../media/media.service';

type FormidableFile = { filepath: string; originalFilename: string | null; size: number };

/**
 * Parses a multipart upload into DATA/tmp. Mounted per upload route, after requireAdmin and the
 * same-origin check, so an anonymous request never writes a byte (SECURITY F7, UPL-1). Every temp file
 * the parser opened is removed when the request ends, whatever happened, including parse errors (UPL-2): its
 * stream is ours (fileWriteStreamHandler), so a refused request waits for each stream to close before removing
 * the file (a stream still opening when the parser gave up would otherwise create its file after the removal).
 */
export function multipart(tmpDir: string, maxFiles: number, maxFileBytes: number = UPLOAD.maxFileBytes) {
  return async function multipartMiddleware(ctx: Context, next: Next) {
    if (!ctx.is('multipart/form-data')) throw unsupportedMediaType('Send the images as multipart/form-data');
    // Temp paths in the order the parts arrived: the parser lists files in the order they finished writing,
    // which can differ, and the owner expects the order they chose (filesIn sorts by this).
    const opened: string[] = [];
    const streams: Array<{ stream: WriteStream; closed: Promise<void> }> = [];
    ctx.state.uploadOrder = opened;
    const parse = koaBody({
      multipart: true,
      json: false,
      urlencoded: false,
      text: false,
      formidable: {
        uploadDir: tmpDir,
        maxFileSize: maxFileBytes,
        maxFiles,
        // The batch's total stays at 10 images' worth whatever one file may weigh (the proxies allow 60 MB).
        maxTotalFileSize: Math.max(maxFileBytes, UPLOAD.maxFileBytes * maxFiles),
        maxFields: 10,
        maxFieldsSize: 64 * 1024,
        allowEmptyFiles: false,
        minFileSize: 1,
        keepExtensions: false,
        fileWriteStreamHandler: (file) => {
          // The parser's own file object (its types leave out the path it sets).
          if (!file || !('filepath' in file) || typeof file.filepath !== 'string') throw new Error('the upload parser gave no file path');
          const { filepath } = file;
          const stream = createWriteStream(filepath);
          const closed = new Promise<void>((resolve) => stream.on('close', resolve));
          opened.push(filepath);
          streams.push({ stream, closed });
          return stream;
        },
      },
    });
    try {
      try {
        await parse(ctx, async () => {});
      } catch (error) {
        const e = error as { httpCode?: number; status?: number };
        const status = e.httpCode ?? e.status;
        if (status === 413) {
          const noun = maxFileBytes > UPLOAD.maxFileBytes ? 'file' : 'image';
          throw tooLarge(`Each ${noun} must be at most ${maxFileBytes / 1024 / 1024} MB, and at most ${maxFiles} at once`);
        }
        throw badRequest('The upload could not be read. Please try again.');
      }
      await next();
    } finally {
      for (const { stream } of streams) stream.destroy();
      await Promise.all(streams.map(({ closed }) => closed));
      await Promise.all(opened.map((file) => rm(file, { force: true })));
    }
  };
}

/** The files sent in `field`, refusing any other file field. */
export function filesIn(ctx: Context, field: string, { min = 1, max }: { min?: number; max: number }): IncomingFile[] {
  const all = (ctx.request.files ?? {}) as Record<string, FormidableFile | FormidableFile[]>;
  const other = Object.keys(all).find((name) => name !== field);
  if (other) throw badRequest(`Unexpected file field "${other}"; send images in the field "${field}"`);
  const order = (ctx.state.uploadOrder ?? []) as string[];
  const files = ([] as FormidableFile[]).concat(all[field] ?? []).sort((a, b) => order.indexOf(a.filepath) - order.indexOf(b.filepath));
  if (files.length < min) throw badRequest(`Choose an image to upload (field "${field}")`);
  if (files.length > max) throw tooLarge(`At most ${max} file${max === 1 ? '' : 's'} at once`);
  return files.map((f) => ({ filepath: f.filepath, originalFilename: f.originalFilename, size: f.size }));
}
