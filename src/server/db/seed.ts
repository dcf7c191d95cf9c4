import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MediaItem } from '../../shared/types';
import type { Deps } from '../routes-context';
import { asUpdate, seedShopTranslations } from './starter/seed-translations';
import {
  STARTER_ART_FILES,
  STARTER_CATEGORIES,
  STARTER_CONTACT,
  STARTER_FOLDERS,
  STARTER_PRODUCTS,
  STARTER_SITE,
} from './starter/starter-content';
import { prebuiltImage, readManifest } from './starter/starter-images';
import { STARTER_CATEGORY_TRANSLATIONS, STARTER_PRODUCT_TRANSLATIONS } from './starter/starter-translations';

/**
 * Seeds the company's starter catalogue on the first start of an empty database. The artwork goes through
 * the same upload pipeline as the owner's images, so a fresh install looks and behaves like a real site: at build
 * time when `prebuiltDir` holds it (starter-images.ts), else here.
 * Images are stored first; every row is then written in one transaction, so an interrupted seed leaves no
 * half-made catalogue (the next start finishes it, reusing images already stored). The catalogue and the first
 * start's shops are seeded with their Hindi, Marathi and Arabic (starter-translations.ts) in that transaction.
 * Returns what it made, or undefined when the database already had content.
 */
export async function seedStarterContent(
  d: Pick<
    Deps,
    'db' | 'meta' | 'settings' | 'categories' | 'products' | 'gallery' | 'media' | 'mediaService' | 'translations' | 'contentChanged'
  >,
  artDir: string,
  prebuiltDir?: string,
) {
  const seeded = d.meta.get('seeded_at');
  if (seeded || d.categories.count() > 0) return undefined;

  const existing = new Map(d.media.list().map((m) => [m.originalName, m]));
  const media = new Map<string, MediaItem>();
  const manifest = readManifest(prebuiltDir);
  for (const file of STARTER_ART_FILES) {
    const reuse = existing.get(file);
    if (reuse) {
      media.set(file, reuse);
      continue;
    }
    const filepath = path.join(artDir, file);
    const prebuilt = prebuiltDir ? prebuiltImage(prebuiltDir, manifest, file, await readFile(filepath)) : undefined;
    const [item] = prebuilt
      ? await d.mediaService.storePrepared([prebuilt])
      : await d.mediaService.store([{ filepath, originalFilename: file, size: (await stat(filepath)).size }]);
    media.set(file, item!);
  }
  const url = (file: string | null) => (file ? media.get(file)!.url : null);

  d.db.transaction(() => {
    d.settings.updateSiteSettings({ heroTitle: STARTER_SITE.heroTitle, heroSubtitle: STARTER_SITE.heroSubtitle });
    d.settings.updateContactSettings(STARTER_CONTACT);
    const categoryIds = new Map<string, number>();
    for (const c of STARTER_CATEGORIES) {
      const { id } = d.categories.create({ name: c.name, description: c.description, isActive: true, image: url(c.art) });
      categoryIds.set(c.key, id);
      d.translations.save('category', id, asUpdate(STARTER_CATEGORY_TRANSLATIONS[c.key]));
    }
    for (const p of STARTER_PRODUCTS) {
      const { id } = d.products.create({
        name: p.name,
        description: p.inactiveBecause ? `${p.inactiveBecause}\n\n${p.description}` : p.description,
        origin: p.origin,
        categoryId: categoryIds.get(p.categoryKey)!,
        isFeatured: p.isFeatured,
        isActive: !p.inactiveBecause,
        image: url(p.art),
        ...p.details,
      });
      const translated = STARTER_PRODUCT_TRANSLATIONS[p.name];
      if (translated) d.translations.save('product', id, asUpdate(translated));
    }
    seedShopTranslations(d.translations);
    for (const f of STARTER_FOLDERS) {
      const folder = d.gallery.createFolder({ name: f.name, description: f.description });
      for (const file of f.images) d.gallery.addImage(folder.id, media.get(file)!.id);
    }
    d.meta.set('seeded_at', new Date().toISOString());
  })();
  d.contentChanged();
  return { categories: STARTER_CATEGORIES.length, products: STARTER_PRODUCTS.length, folders: STARTER_FOLDERS.length, images: media.size };
}
