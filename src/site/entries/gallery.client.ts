// Browser entry of the gallery pages: hydrates the islands the server rendered (see ../islands/island.tsx).
import type { ComponentType } from 'react';
import { GalleryBrowser } from '../islands/gallery-browser';
import { hydrateIslands } from '../islands/hydrate';

hydrateIslands(document, { gallery: GalleryBrowser as ComponentType<never> });
