// The products pages' islands, hydrated: what islands.client.ts imports at the visitor's first move (one chunk of its own,
// with React and what the pages share in another).
import type { ComponentType } from 'react';
import { hydrateIslandsAsync } from '../islands/hydrate';
import { ProductsBrowser } from '../islands/products-browser';

export function hydrate(): Promise<void> {
  return hydrateIslandsAsync(document, { products: ProductsBrowser as ComponentType<never> });
}
