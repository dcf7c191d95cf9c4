// schema.org data of a product page: the Product and its breadcrumb trail. Only what the catalogue holds: no
// price, offer or rating is ever invented (serialised with the safe serializer).
import { COMPANY } from '../../shared/constants';
import { productsUrl, productUrl } from '../../shared/paths';
import type { Product } from '../../shared/types';
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

export function productJsonLd(shell: SiteShell, product: Product, imageUrl: string | null): Record<string, unknown> {
  const countries = countriesNamedIn(product.origin).map((name) => ({ '@type': 'Country', name }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url: `${shell.origin}${productUrl(product.slug)}`,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(product.description ? { description: product.description } : {}),
    category: product.categoryName,
    ...(countries.length === 1 ? { countryOfOrigin: countries[0] } : countries.length > 1 ? { countryOfOrigin: countries } : {}),
    brand: { '@type': 'Organization', name: COMPANY.name, url: `${shell.origin}/` },
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
