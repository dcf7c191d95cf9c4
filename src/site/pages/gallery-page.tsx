import type { GalleryFolder } from '../../shared/types';
import { PageIntro } from '../components/page-intro';
import { wordsFor } from '../i18n/catalogue';
import { useLocale, useT } from '../i18n/use-t';
import { GalleryBrowser } from '../islands/gallery-browser';
import { Island } from '../islands/island';

export function GalleryPage({ folders }: { folders: GalleryFolder[] }) {
  const locale = useLocale();
  const t = useT();
  const words = wordsFor(locale, {
    imageCount: 'gallery.imageCount',
    noFolders: 'gallery.noFolders',
    open: 'gallery.open',
    close: 'gallery.close',
    dialogTitle: 'gallery.dialogTitle',
    loading: 'gallery.loading',
    emptyTitle: 'gallery.emptyTitle',
    emptyText: 'gallery.emptyText',
    fetchFailed: 'gallery.fetchFailed',
    retry: 'gallery.retry',
  });
  return (
    <>
      <PageIntro eyebrow={t('gallery.eyebrow')} title={t('gallery.title')} lead={t('gallery.lead')} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <Island name="gallery" component={GalleryBrowser} props={{ folders, words }} />
      </div>
    </>
  );
}
