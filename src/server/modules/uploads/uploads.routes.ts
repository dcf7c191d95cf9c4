import * as v from 'valibot';
import { IMAGE_LIMITS, type ImageUse, UPLOAD } from '../../../shared/constants';
import { formatLimit } from '../../../shared/format';
import type { MediaItem } from '../../../shared/types';
import { notFound, tooLarge } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { validate } from '../../validate';
import { folderParams } from '../gallery/folder-params';
import { galleryImageName } from '../gallery/gallery-image-name';
import { actorOf } from '../history/actor';
import type { Actor } from '../history/history';
import { filesIn, multipart } from './multipart';

const DOCUMENT = 'document';
const useQuery = v.object({
  use: v.optional(v.picklist([...(Object.keys(IMAGE_LIMITS) as ImageUse[]), DOCUMENT], 'Unknown image use'), 'default'),
});

export function registerUploadRoutes(
  { adminUploads }: Pick<Routers, 'adminUploads'>,
  d: Pick<Deps, 'store' | 'gallery' | 'mediaService' | 'history'>,
) {
  /** Media items just stored, recorded in the history in the same transaction. */
  const recorded = (actor: Actor, items: MediaItem[]): MediaItem[] => {
    d.history.recordCreated(
      actor,
      items.map((item) => ({ kind: 'media', id: item.id })),
    );
    return items;
  };

  // Spec §7: one field 'file', answers { path }. `?use=logo` applies the logo's 2 MB limit (spec §5); `?use=document`
  // (a licence's or certificate's document) takes a PDF up to 10 MB, or an image. The parser allows the largest of
  // these; each use's own limit is checked once the file is in.
  adminUploads.post('/api/admin/upload/single', multipart(d.store.tmpDir, 1, UPLOAD.maxDocumentBytes), async (ctx) => {
    const { use } = validate(useQuery, ctx.query, 'Query');
    const [file] = filesIn(ctx, 'file', { max: 1 });
    const documents = use === DOCUMENT;
    const limit = documents ? UPLOAD.maxDocumentBytes : IMAGE_LIMITS[use];
    if (file!.size > limit) throw tooLarge(`File size must be less than ${formatLimit(limit)}`);
    const actor = actorOf(ctx);
    const [media] = await d.mediaService.store([file!], (items) => recorded(actor, items), { documents });
    ctx.status = 201;
    ctx.body = { path: media!.url, media };
  });

  adminUploads.post('/api/admin/upload/gallery/:folderId', multipart(d.store.tmpDir, UPLOAD.maxFilesPerRequest), async (ctx) => {
    const { folderId } = validate(folderParams, ctx.params, 'Path');
    const folder = d.gallery.getFolder(folderId);
    if (!folder) throw notFound('Gallery folder not found');
    const files = filesIn(ctx, 'files', { max: UPLOAD.maxFilesPerRequest });
    for (const file of files) file.originalFilename = galleryImageName(file.originalFilename, folder.name) ?? null;
    ctx.status = 201;
    const actor = actorOf(ctx);
    ctx.body = await d.mediaService.store(files, (items) => {
      const images = items.map((item) => d.gallery.addImage(folderId, item.id));
      recorded(actor, items);
      d.history.recordCreated(
        actor,
        images.map((image) => ({ kind: 'gallery-image', id: image.id })),
      );
      return images;
    });
  });

  // The library also takes PDF documents (up to 10 MB each; images stay at 5 MB), so a certificate can be picked there.
  adminUploads.post(
    '/api/admin/media/upload',
    multipart(d.store.tmpDir, UPLOAD.maxFilesPerRequest, UPLOAD.maxDocumentBytes),
    async (ctx) => {
      const files = filesIn(ctx, 'files', { max: UPLOAD.maxFilesPerRequest });
      ctx.status = 201;
      const actor = actorOf(ctx);
      ctx.body = await d.mediaService.store(files, (items) => recorded(actor, items), { documents: true });
    },
  );
}
