// A product page's one island, its quote form, hydrated: what islands.client.ts imports at the visitor's first move (one
// chunk of its own, with React and what the pages share in another).
import type { ComponentType } from 'react';
import { hydrateIslandsAsync } from '../islands/hydrate';
import { QuoteForm } from '../quotes/quote-form';

export function hydrate(): Promise<void> {
  return hydrateIslandsAsync(document, { 'quote-form': QuoteForm as ComponentType<never> });
}
