import * as v from 'valibot';
import { IMAGE_LIMITS, type ImageUse, UPLOAD } from '../../../shared/constants';
import { formatLimit } from '../../../shared/format';
import { notFound, tooLarge } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { validate } from '../../validate';
import { folderParams } from '../gallery/folder-params';
import { filesIn, multipart } from './multipart';

const useQuery = v.object({
  use: v.optional(v.picklist(Object.keys(IMAGE_LIMITS) as ImageUse[], 'Unknown image use'), 'default'),
});

export function registerUploadRoutes({ adminUploads }: Routers, d: Deps) {
  // Spec §7: one field 'file', answers { path }. `?use=logo` applies the logo's 2 MB limit (spec §5).
  adminUploads.post('/api/admin/upload/single', multipart(d.store.tmpDir, 1), async (ctx) => {
    const { use } = validate(useQuery, ctx.query, 'Query');
    const [file] = filesIn(ctx, 'file', { max: 1 });
    if (file!.size > IMAGE_LIMITS[use]) throw tooLarge(`File size must be less than ${formatLimit(IMAGE_LIMITS[use])}`);
    const [media] = await d.mediaService.store([file!]);
    ctx.status = 201;
    ctx.body = { path: media!.url, media };
  });

  adminUploads.post('/api/admin/upload/gallery/:folderId', multipart(d.store.tmpDir, UPLOAD.maxFilesPerRequest), async (ctx) => {
    const { folderId } = validate(folderParams, ctx.params, 'Path');
    if (!d.gallery.getFolder(folderId)) throw notFound('Gallery folder not found');
    const files = filesIn(ctx, 'files', { max: UPLOAD.maxFilesPerRequest });
    ctx.status = 201;
    ctx.body = await d.mediaService.store(files, (items) => items.map((item) => d.gallery.addImage(folderId, item.id)));
  });

  adminUploads.post('/api/admin/media/upload', multipart(d.store.tmpDir, UPLOAD.maxFilesPerRequest), async (ctx) => {
    const files = filesIn(ctx, 'files', { max: UPLOAD.maxFilesPerRequest });
    ctx.status = 201;
    ctx.body = await d.mediaService.store(files);
  });
}
