import type { SitePageData } from '../document/site-page';

/**
 * Which browser entry each page loads (src/site/entries/<name>.client.ts). A page ships only the islands it
 * has, so every public page stays within the JavaScript budget; React itself sits in one shared, cached chunk.
 * Pages without an island (home, about, 404, maintenance) load no script at all: the menu drawer is a popover.
 */
export const PAGE_SCRIPTS = ['products', 'gallery', 'contact'] as const;
export type PageScript = (typeof PAGE_SCRIPTS)[number];

export function pageScript(page: SitePageData['page']): PageScript | null {
  switch (page) {
    case 'products':
    case 'gallery':
    case 'contact':
      return page;
    case 'home':
    case 'about':
    case 'not-found':
    case 'maintenance':
      return null;
  }
}
