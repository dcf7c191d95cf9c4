import type { SitePageData } from '../document/site-page';

/**
 * Which scripts each page loads: the pages with islands share one small entry (islands.client.ts), and each names the
 * chunks of its own islands (<name>.islands.ts) for it; React itself sits in one shared, cached chunk, so every page
 * stays within the JavaScript budget. Pages without an island (home, about, seasons, the stock board, 404, maintenance) load no script at all:
 * the menu drawer is a popover.
 */
export const PAGE_SCRIPTS = ['products', 'gallery', 'contact', 'product'] as const;
export type PageScript = (typeof PAGE_SCRIPTS)[number];

export function pageScript(page: SitePageData['page']): PageScript | null {
  switch (page) {
    case 'products':
    case 'gallery':
    case 'contact':
    case 'product':
      return page;
    case 'home':
    case 'about':
    case 'seasons':
    case 'availability':
    case 'not-found':
    case 'maintenance':
      return null;
  }
}
