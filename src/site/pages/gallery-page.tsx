import type { GalleryFolder } from '../../shared/types';
import { PageIntro } from '../components/page-intro';
import { GalleryBrowser } from '../islands/gallery-browser';
import { Island } from '../islands/island';

export const galleryPageMessages = {
  eyebrow: 'Moments from the market',
  title: 'Our Gallery',
  lead: 'A look inside our shops, warehouses and the fresh fruit we bring in from around the world.',
};

const messages = galleryPageMessages;

export function GalleryPage({ folders }: { folders: GalleryFolder[] }) {
  return (
    <>
      <PageIntro eyebrow={messages.eyebrow} title={messages.title} lead={messages.lead} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <Island name="gallery" component={GalleryBrowser} props={{ folders }} />
      </div>
    </>
  );
}
