import { useEffect, useRef, useState } from 'react';
import { SKELETON_COUNTS } from '../../shared/constants';
import { api } from '../../shared/http-client';
import { PUBLIC_API } from '../../shared/paths';
import type { GalleryFolder, GalleryImage } from '../../shared/types';
import { buttonClasses } from '../../ui/button';
import { ModalDialog } from '../../ui/dialog';
import { CloseIcon, ImageIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import { CardTop } from '../components/card-image';
import { responsiveImage } from '../components/responsive-image';
import { fill } from '../i18n/fill';

/** The island's words in the page's language, from the page (gallery-page.tsx): placeholders still to fill in. */
export type GalleryWords = Record<
  'imageCount' | 'noFolders' | 'open' | 'close' | 'dialogTitle' | 'loading' | 'emptyTitle' | 'emptyText' | 'fetchFailed' | 'retry',
  string
>;

export type GalleryBrowserProps = { folders: GalleryFolder[]; words: GalleryWords };

type ImagesState = { status: 'loading' } | { status: 'ready'; images: GalleryImage[] } | { status: 'error' };

/** Island: the gallery's folder cards; choosing one opens a dialog that loads that folder's images. */
export function GalleryBrowser({ folders, words }: GalleryBrowserProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const [images, setImages] = useState<ImagesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const cache = useRef(new Map<number, GalleryImage[]>());
  const folder = folders.find((f) => f.id === openId) ?? null;

  const openFolder = (id: number) => {
    const cached = cache.current.get(id);
    setImages(cached ? { status: 'ready', images: cached } : { status: 'loading' });
    setOpenId(id);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry button's trigger
  useEffect(() => {
    if (openId === null) return;
    const cached = cache.current.get(openId);
    if (cached) {
      setImages({ status: 'ready', images: cached });
      return;
    }
    const controller = new AbortController();
    setImages({ status: 'loading' });
    api
      .get<GalleryImage[]>(PUBLIC_API.galleryImages(openId), controller.signal)
      .then((list) => {
        cache.current.set(openId, list);
        setImages({ status: 'ready', images: list });
      })
      .catch(() => {
        if (!controller.signal.aborted) setImages({ status: 'error' });
      });
    return () => controller.abort();
  }, [openId, attempt]);

  if (folders.length === 0) {
    return (
      <p className="mx-auto max-w-md rounded-3xl bg-white p-10 text-center text-stone-700 shadow-sm ring-1 ring-leaf-900/5">
        {words.noFolders}
      </p>
    );
  }

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {folders.map((f) => (
          <li key={f.id}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-leaf-900/5 transition-[box-shadow,translate] duration-300 focus-within:ring-3 focus-within:ring-mango-500 hover:shadow-xl hover:shadow-leaf-900/10 motion-safe:hover:-translate-y-1">
              <CardTop
                path={f.coverPath}
                sizes={'(min-width: 1280px) 400px, (min-width: 1024px) 32vw, (min-width: 640px) 48vw, 100vw'}
                alt=""
                fallback={
                  <div aria-hidden="true" className="flex h-full items-center justify-center text-leaf-700">
                    <ImageIcon className="size-14" />
                  </div>
                }
                className="bg-gradient-to-br from-leaf-100 to-mango-100"
              >
                <span className="absolute end-3 bottom-3 rounded-full bg-leaf-950/80 px-3 py-1 text-xs font-semibold text-white backdrop-blur-sm">
                  {fill(words.imageCount, { count: f.imageCount })}
                </span>
              </CardTop>
              <div className="flex flex-1 flex-col p-6">
                <h2 className="font-display text-2xl font-semibold text-leaf-950">
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => openFolder(f.id)}
                    className="text-start after:absolute after:inset-0 after:content-[''] focus:outline-none"
                  >
                    {f.name}
                  </button>
                </h2>
                {f.description ? <p className="mt-2 line-clamp-3 text-stone-700">{f.description}</p> : null}
                <p className="mt-auto pt-4 text-sm font-semibold text-leaf-700">{words.open}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>

      <ModalDialog
        open={folder !== null}
        onClose={() => setOpenId(null)}
        labelledBy="gallery-dialog-title"
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-5xl overflow-hidden rounded-3xl shadow-2xl backdrop:bg-leaf-950/70 motion-safe:open:animate-fade-up"
        panelClassName="flex max-h-[calc(100dvh-2rem)] flex-col bg-cream-50"
      >
        <div className="flex items-start justify-between gap-4 border-b border-leaf-900/10 px-6 py-5">
          <div className="min-w-0">
            <h2 id="gallery-dialog-title" className="font-display text-2xl font-semibold text-leaf-950 sm:text-3xl">
              {folder?.name ?? words.dialogTitle}
            </h2>
            {folder?.description ? <p className="mt-1 text-stone-700">{folder.description}</p> : null}
          </div>
          <button type="button" onClick={() => setOpenId(null)} className={buttonClasses('ghost', 'icon', 'shrink-0')}>
            <CloseIcon className="size-6" />
            <span className="sr-only">{words.close}</span>
          </button>
        </div>
        <div className="overflow-y-auto p-6">
          {folder === null ? null : images.status === 'loading' ? (
            <>
              <p role="status" className="sr-only">
                {words.loading}
              </p>
              <ul aria-hidden="true" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
                {Array.from({ length: SKELETON_COUNTS.galleryImages }, (_, i) => (
                  <li key={i} data-skeleton="image">
                    <Skeleton className="aspect-square" />
                  </li>
                ))}
              </ul>
            </>
          ) : images.status === 'error' ? (
            <div role="alert" className="py-12 text-center">
              <p className="font-display text-xl font-semibold text-red-800">{words.fetchFailed}</p>
              <button type="button" onClick={() => setAttempt((n) => n + 1)} className={buttonClasses('outline', 'sm', 'mt-4')}>
                {words.retry}
              </button>
            </div>
          ) : images.images.length === 0 ? (
            <div className="py-12 text-center">
              <ImageIcon className="mx-auto size-12 text-leaf-600" />
              <h3 className="mt-4 font-display text-xl font-semibold text-leaf-950">{words.emptyTitle}</h3>
              <p className="mt-2 text-stone-700">{words.emptyText}</p>
            </div>
          ) : (
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
              {images.images.map((image) => (
                <li key={image.id} className="overflow-hidden rounded-2xl bg-cream-100 ring-1 ring-leaf-900/5">
                  <img
                    {...responsiveImage(image.path, '(min-width: 1024px) 240px, (min-width: 768px) 32vw, 50vw')}
                    alt={image.alt || image.originalName}
                    loading="lazy"
                    decoding="async"
                    width="600"
                    height="600"
                    className="aspect-square h-full w-full object-cover"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </ModalDialog>
    </>
  );
}
