import { QuoteForm } from '../quotes/quote-form';
import { ContactForm } from './contact-form';
import { GalleryBrowser } from './gallery-browser';
import type { IslandRegistry } from './hydrate';
import { ProductsBrowser } from './products-browser';

/** Every island, for tests. Pages ship only their own through src/site/entries/. */
export const ALL_ISLANDS: IslandRegistry = {
  products: ProductsBrowser as IslandRegistry['products'],
  gallery: GalleryBrowser as IslandRegistry['gallery'],
  'contact-form': ContactForm as IslandRegistry['contact-form'],
  'quote-form': QuoteForm as IslandRegistry['quote-form'],
};
