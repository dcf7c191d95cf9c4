import { DEFAULT_LOCALE, isLocale } from '../../../shared/i18n/locales';
import { IN_STOCK_PARAM } from '../../../shared/paths';
import { type ProductInput, productInputSchema, productUpdateSchema } from '../../../shared/schemas/catalog';
import { optionalQueryId } from '../../../shared/schemas/common';
import { notFound, orNotFound } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { pathId, validate } from '../../validate';
import { actorOf } from '../history/actor';
import { pageTranslator } from '../translations/translate-page';
import { checkProductRefs } from './check-product-refs';

export function registerProductRoutes(
  { publicApi, adminApi }: Pick<Routers, 'publicApi' | 'adminApi'>,
  d: Pick<Deps, 'products' | 'stock' | 'categories' | 'mediaService' | 'cachedJson' | 'history' | 'translations'>,
) {
  // Spec §4: a missing or non-numeric categoryId means all categories; so does one that names no active
  // category, as on the /products page.
  publicApi.get('/api/products', (ctx) => {
    const requested = optionalQueryId(ctx.query.categoryId);
    const selected = requested !== undefined && d.categories.get(requested)?.isActive ? requested : undefined;
    const inStock = ctx.query[IN_STOCK_PARAM] === 'in';
    // The page's language (the products filter of /hi/products asks in Hindi): the owner's words as that page shows
    // them, fallen-back fields named; anything else is English.
    const lang = isLocale(ctx.query.lang) ? ctx.query.lang : DEFAULT_LOCALE;
    return d.cachedJson(ctx, `/api/products?categoryId=${selected ?? ''}&stock=${inStock}&lang=${lang}`, () =>
      pageTranslator(lang, d.translations.forLocale).products(d.stock.publicProducts(selected, inStock)),
    );
  });

  const checkRefs = (input: ProductInput, id?: number) => checkProductRefs(d, input, id);

  adminApi.get('/api/admin/products', (ctx) => {
    ctx.body = d.products.listAll();
  });
  adminApi.get('/api/admin/products/:id', (ctx) => {
    ctx.body = orNotFound(d.products.get(pathId(ctx.params)), 'Product not found');
  });
  adminApi.post('/api/admin/products', (ctx) => {
    const input = validate(productInputSchema, ctx.request.body);
    checkRefs(input);
    ctx.status = 201;
    ctx.body = d.history.created(actorOf(ctx), 'product', () => d.products.create(input));
  });
  adminApi.put('/api/admin/products/:id', (ctx) => {
    const id = pathId(ctx.params);
    const input = validate(productUpdateSchema, ctx.request.body);
    checkRefs(input, id);
    ctx.body = orNotFound(
      d.history.change(actorOf(ctx), [{ kind: 'product', id }], () => d.products.update(id, input)),
      'Product not found',
    );
  });
  adminApi.delete('/api/admin/products/:id', (ctx) => {
    const id = pathId(ctx.params);
    if (!d.history.change(actorOf(ctx), [{ kind: 'product', id }], () => d.products.delete(id))) throw notFound('Product not found');
    ctx.status = 204;
  });
}
