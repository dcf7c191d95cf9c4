// schema.org data of a product page: the Product and its breadcrumb trail. Only what the catalogue holds: no
// price, offer or rating is ever invented; an offer only for the owner's own indicative price, while it is shown
// (serialised with the safe serializer).
import { COMPANY } from '../../shared/constants';
import { productsUrl, productUrl } from '../../shared/paths';
import type { Product, ProductWithDetails } from '../../shared/types';
import { countriesNamedIn } from './countries';
import type { SiteShell } from './site-page';

export const breadcrumbMessages = { home: 'Home', products: 'Products' };

/** Home / Products / the category / the product, as the page shows it: names and site paths. */
export function productBreadcrumb(product: Product): Array<{ name: string; path: string }> {
  return [
    { name: breadcrumbMessages.home, path: '/' },
    { name: breadcrumbMessages.products, path: productsUrl() },
    { name: product.categoryName, path: productsUrl(product.categoryId) },
    { name: product.name, path: productUrl(product.slug) },
  ];
}

/**
 * The countries a product comes from: its origins (each in its usual English name when it is one we know: "USA" is
 * the United States), else those its origin text names.
 */
export function originCountries(product: ProductWithDetails): string[] {
  const names =
    product.origins.length > 0 ? product.origins.map((o) => countriesNamedIn(o.country)[0] ?? o.country) : countriesNamedIn(product.origin);
  return [...new Set(names)];
}

/** One value, or the list when there are several (schema.org takes either). */
const oneOrList = <T>(items: T[]): { value: T | T[] } | null =>
  items.length === 0 ? null : { value: items.length === 1 ? items[0]! : items };

export function productJsonLd(shell: SiteShell, product: ProductWithDetails): Record<string, unknown> {
  const countries = oneOrList(originCountries(product).map((name) => ({ '@type': 'Country', name })));
  const images = oneOrList(
    [product.image, ...product.moreImages.map((i) => i.path)].filter((path) => path !== null).map((path) => `${shell.origin}${path}`),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url: `${shell.origin}${productUrl(product.slug)}`,
    ...(images ? { image: images.value } : {}),
    ...(product.description ? { description: product.description } : {}),
    category: product.categoryName,
    ...(countries ? { countryOfOrigin: countries.value } : {}),
    brand: { '@type': 'Organization', name: COMPANY.name, url: `${shell.origin}/` },
    // The page data's price is the shown one (public-pages.routes.ts): none once it is older than its limit.
    ...(product.price
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'INR',
            lowPrice: product.price.min,
            highPrice: product.price.max,
            url: `${shell.origin}${productUrl(product.slug)}`,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(shell: SiteShell, product: Product): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: productBreadcrumb(product).map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${shell.origin}${crumb.path}`,
    })),
  };
}
