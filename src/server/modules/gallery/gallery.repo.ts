import type { FolderInput } from '../../../shared/schemas/catalog';
import type { GalleryFolder, GalleryImage } from '../../../shared/types';
import { entityRows } from '../../db/entity-rows';
import { newIdSql } from '../../db/migrations';
import type { Db } from '../../db/open-database';
import { mediaUrl } from '../media/media.repo';

/** The ids new rows get: never one a deleted row had (src/decisions/history.md). */
const NEW_FOLDER_ID = newIdSql('gallery_folders');
const NEW_IMAGE_ID = newIdSql('gallery_images');

type FolderRow = { id: number; name: string; description: string; image_count: number; cover: string | null };
type ImageRow = { id: number; folder_id: number; media_id: number; filename: string; original_name: string; alt: string };

const toFolder = (r: FolderRow): GalleryFolder => ({
  id: r.id,
  name: r.name,
  description: r.description,
  imageCount: r.image_count,
  coverPath: r.cover ? mediaUrl(r.cover) : null,
});

const toImage = (r: ImageRow): GalleryImage => ({
  id: r.id,
  folderId: r.folder_id,
  path: mediaUrl(r.filename),
  filename: r.filename,
  originalName: r.original_name,
  alt: r.alt,
});

const FOLDER_SELECT = `SELECT f.*,
  (SELECT COUNT(*) FROM gallery_images i WHERE i.folder_id = f.id) AS image_count,
  (SELECT m.filename FROM gallery_images i JOIN media m ON m.id = i.media_id WHERE i.folder_id = f.id ORDER BY i.position, i.id LIMIT 1) AS cover
  FROM gallery_folders f`;
const IMAGE_SELECT = `SELECT i.id, i.folder_id, i.media_id, m.filename, m.original_name, m.alt
  FROM gallery_images i JOIN media m ON m.id = i.media_id`;

export function createGalleryRepo(db: Db) {
  const listFolders = db.prepare<[], FolderRow>(`${FOLDER_SELECT} ORDER BY f.position, f.id`);
  const getFolder = db.prepare<{ id: number }, FolderRow>(`${FOLDER_SELECT} WHERE f.id = @id`);
  const insertFolder = db.prepare(
    `INSERT INTO gallery_folders (id, name, description, created_at) VALUES (${NEW_FOLDER_ID}, @name, @description, @now)`,
  );
  const updateFolder = db.prepare(`UPDATE gallery_folders SET name = @name, description = @description WHERE id = @id`);
  const deleteFolder = db.prepare(`DELETE FROM gallery_folders WHERE id = @id`);
  const imagesInFolder = db.prepare<{ folderId: number }, ImageRow>(
    `${IMAGE_SELECT} WHERE i.folder_id = @folderId ORDER BY i.position, i.id`,
  );
  const allImages = db.prepare<[], ImageRow>(`${IMAGE_SELECT} ORDER BY i.folder_id, i.position, i.id`);
  const getImage = db.prepare<{ id: number }, ImageRow>(`${IMAGE_SELECT} WHERE i.id = @id`);
  const insertImage = db.prepare(
    `INSERT INTO gallery_images (id, folder_id, media_id, created_at) VALUES (${NEW_IMAGE_ID}, @folderId, @mediaId, @now)`,
  );
  const deleteImage = db.prepare(`DELETE FROM gallery_images WHERE id = @id`);

  const folders = entityRows(
    { getOne: getFolder, insert: insertFolder, update: updateFolder, remove: deleteFolder },
    (input: FolderInput) => input,
    toFolder,
  );

  return {
    listFolders: (): GalleryFolder[] => listFolders.all().map(toFolder),
    getFolder: folders.get,
    createFolder: folders.create,
    updateFolder: folders.update,
    /** Deletes the folder row; its image rows go with it (ON DELETE CASCADE). */
    deleteFolder: folders.delete,
    /** The media ids behind a folder's images, read before the folder is deleted. */
    folderMediaIds: (folderId: number): number[] => imagesInFolder.all({ folderId }).map((r) => r.media_id),
    listImages: (folderId: number): GalleryImage[] => imagesInFolder.all({ folderId }).map(toImage),
    listAllImages: (): GalleryImage[] => allImages.all().map(toImage),
    getImage(id: number): (GalleryImage & { mediaId: number }) | undefined {
      const row = getImage.get({ id });
      return row && { ...toImage(row), mediaId: row.media_id };
    },
    addImage(folderId: number, mediaId: number): GalleryImage {
      const { lastInsertRowid } = insertImage.run({ folderId, mediaId, now: new Date().toISOString() });
      return toImage(getImage.get({ id: Number(lastInsertRowid) })!);
    },
    deleteImage: (id: number): boolean => deleteImage.run({ id }).changes > 0,
  };
}
export type GalleryRepo = ReturnType<typeof createGalleryRepo>;
