// The gallery pages' islands, hydrated: what islands.client.ts imports at the visitor's first move (one chunk of its own,
// with React and what the pages share in another).
import type { ComponentType } from 'react';
import { GalleryBrowser } from '../islands/gallery-browser';
import { hydrateIslandsAsync } from '../islands/hydrate';

export function hydrate(): Promise<void> {
  return hydrateIslandsAsync(document, { gallery: GalleryBrowser as ComponentType<never> });
}
