import type { SitePageData } from '../document/site-page';

/**
 * Which browser entry each page loads (src/site/entries/<name>.client.ts). A page ships only the islands it
 * has, so every public page stays within the JavaScript budget; React itself sits in one shared, cached chunk.
 */
export const PAGE_SCRIPTS = ['basic', 'products', 'gallery', 'contact'] as const;
export type PageScript = (typeof PAGE_SCRIPTS)[number];

export function pageScript(page: SitePageData['page']): PageScript | null {
  switch (page) {
    case 'products':
      return 'products';
    case 'gallery':
      return 'gallery';
    case 'contact':
      return 'contact';
    case 'maintenance':
      return null;
    default:
      return 'basic';
  }
}
