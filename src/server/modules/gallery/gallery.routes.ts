import { folderInputSchema } from '../../../shared/schemas/catalog';
import { notFound, orNotFound } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { pathId, validate } from '../../validate';
import { actorOf } from '../history/actor';
import { folderParams } from './folder-params';
import { publicFolders } from './public-folders';

export function registerGalleryRoutes(
  { publicApi, adminApi }: Pick<Routers, 'publicApi' | 'adminApi'>,
  d: Pick<Deps, 'gallery' | 'mediaService' | 'cachedJson' | 'company' | 'siteTexts' | 'now' | 'history'>,
) {
  publicApi.get('/api/gallery/folders', (ctx) => d.cachedJson(ctx, '/api/gallery/folders', () => publicFolders(d)));
  publicApi.get('/api/gallery/images/:folderId', (ctx) => {
    const { folderId } = validate(folderParams, ctx.params, 'Path');
    if (!d.gallery.getFolder(folderId)) throw notFound('Gallery folder not found');
    return d.cachedJson(ctx, `/api/gallery/images/${folderId}`, () => d.gallery.listImages(folderId));
  });

  adminApi.get('/api/admin/gallery/folders', (ctx) => {
    ctx.body = d.gallery.listFolders();
  });
  adminApi.post('/api/admin/gallery/folders', (ctx) => {
    const input = validate(folderInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = d.history.created(actorOf(ctx), 'gallery-folder', () => d.gallery.createFolder(input));
  });
  adminApi.put('/api/admin/gallery/folders/:id', (ctx) => {
    const id = pathId(ctx.params);
    const input = validate(folderInputSchema, ctx.request.body);
    ctx.body = orNotFound(
      d.history.change(actorOf(ctx), [{ kind: 'gallery-folder', id }], () => d.gallery.updateFolder(id, input)),
      'Gallery folder not found',
    );
  });
  // Spec: deleting a folder also deletes all images in it.
  // The folder first, then its images' media items: an Undo puts them back the other way round.
  adminApi.delete('/api/admin/gallery/folders/:id', (ctx) => {
    const id = pathId(ctx.params);
    if (!d.gallery.getFolder(id)) throw notFound('Gallery folder not found');
    const mediaIds = d.gallery.folderMediaIds(id);
    const targets = [{ kind: 'gallery-folder' as const, id }, ...mediaIds.map((m) => ({ kind: 'media' as const, id: m }))];
    d.history.change(actorOf(ctx), targets, () => d.mediaService.deleteWithMedia(mediaIds, () => d.gallery.deleteFolder(id)));
    ctx.status = 204;
  });

  adminApi.get('/api/admin/gallery/images', (ctx) => {
    ctx.body = d.gallery.listAllImages();
  });
  adminApi.delete('/api/admin/gallery/images/:id', (ctx) => {
    const id = pathId(ctx.params);
    const image = d.gallery.getImage(id);
    if (!image) throw notFound('Gallery image not found');
    const targets = [
      { kind: 'gallery-image' as const, id },
      { kind: 'media' as const, id: image.mediaId },
    ];
    d.history.change(actorOf(ctx), targets, () => d.mediaService.deleteWithMedia([image.mediaId], () => d.gallery.deleteImage(id)));
    ctx.status = 204;
  });
}
