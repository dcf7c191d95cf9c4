import {
  type AvailabilityBadge,
  type AvailabilityEntry,
  type AvailabilityItem,
  availabilityBadge,
  availabilityView,
  nextChangeAt,
  type OriginAvailability,
  type StockProduct,
} from '../../../shared/availability/availability';
import { priceShownUntil } from '../../../shared/prices/prices';
import type { SeasonalProduct } from '../../../shared/seasons/seasons';
import type { Product } from '../../../shared/types';
import { caseless } from '../../../shared/unicode';
import type { Deps } from '../../routes-context';
import type { StoredAvailability } from './availability.repo';

const keyOf = (productId: number, country: string) => `${productId}\n${caseless(country)}`;

/**
 * What the site and the admin show of the owner's statuses at the app's clock: each origin's view, each product's
 * badge, the stock board, and when the next of them turns by itself (the page caches end there).
 */
export function createStock(d: Pick<Deps, 'products' | 'availability' | 'now'>) {
  function read() {
    const entries = new Map<string, StoredAvailability>();
    for (const stored of d.availability.all()) entries.set(keyOf(stored.productId, stored.country), stored);
    return { entries, now: d.now(), staleAfterDays: d.availability.staleAfterDays() };
  }
  type Read = ReturnType<typeof read>;

  const entryOf = (r: Read, productId: number, country: string): AvailabilityEntry | undefined => {
    const stored = r.entries.get(keyOf(productId, country));
    if (!stored) return undefined;
    const { productId: _, country: __, ...entry } = stored;
    return entry;
  };
  const originsOf = (r: Read, product: Pick<SeasonalProduct, 'id' | 'origins'>): OriginAvailability[] =>
    product.origins.map((o) => ({
      country: o.country,
      months: o.months,
      mode: o.mode ?? null,
      view: availabilityView(entryOf(r, product.id, o.country), o.months, r.now, r.staleAfterDays),
    }));
  const stockOf = (r: Read, product: SeasonalProduct): StockProduct => {
    const origins = originsOf(r, product);
    return { ...product, origins, badge: availabilityBadge(origins.map((o) => o.view)) };
  };

  /** Every public product with its origins' views, by category (the stock board, the home section). */
  const board = (): StockProduct[] => {
    const r = read();
    return d.products.listSeasonal().map((p) => stockOf(r, p));
  };

  /** `products` each with its badge (cards: /products, /api/products, a product page's related ones). */
  const withBadges = <T extends { id: number }>(products: T[]): (T & { availability: AvailabilityBadge | null })[] => {
    const badges = new Map(board().map((p) => [p.id, p.badge]));
    return products.map((p) => ({ ...p, availability: badges.get(p.id) ?? null }));
  };

  return {
    board,
    /** One product's origins as its page shows them. */
    originsOf: (product: Pick<SeasonalProduct, 'id' | 'origins'>): OriginAvailability[] => originsOf(read(), product),
    withBadges,
    /** The public products (of a category) with their badges; with `inStock`, only those in stock now. */
    publicProducts(categoryId: number | undefined, inStock: boolean): (Product & { availability: AvailabilityBadge | null })[] {
      const products = withBadges(d.products.listActive(categoryId));
      return inStock ? products.filter((p) => p.availability?.kind === 'in_stock') : products;
    },
    /** Every active product's origins, for the admin's list; with `productId`, that product's only (a save's answer). */
    items: (productId?: number): AvailabilityItem[] => {
      const r = read();
      const products = d.products.listActiveWithOrigins().filter((p) => productId === undefined || p.id === productId);
      return products.flatMap((p) =>
        p.origins.map((o) => {
          const entry = entryOf(r, p.id, o.country) ?? null;
          const view = availabilityView(entry ?? undefined, o.months, r.now, r.staleAfterDays);
          return {
            productId: p.id,
            productName: p.name,
            productSlug: p.slug,
            categoryId: p.categoryId,
            categoryName: p.categoryName,
            isPublic: p.isPublic,
            country: o.country,
            months: o.months,
            usualMode: o.mode ?? null,
            entry,
            view,
            stale: entry !== null && view.kind === 'ask',
          };
        }),
      );
    },
    /**
     * The next moment after `t` that what the site shows turns by itself: a status going stale or its arrival day
     * passing, a price growing too old; else Infinity.
     */
    nextChangeAt(t: number): number {
      const { staleAfterDays, priceMaxAgeDays } = d.availability.tradeSettings();
      let next = Number.POSITIVE_INFINITY;
      for (const entry of d.availability.all()) next = Math.min(next, nextChangeAt(entry, t, staleAfterDays) ?? next);
      for (const day of d.products.priceDays()) {
        const until = priceShownUntil(day, priceMaxAgeDays);
        if (until > t) next = Math.min(next, until);
      }
      return next;
    },
  };
}
export type Stock = ReturnType<typeof createStock>;
