import type { DraftsOverview, ProductDraftAnswer, TextsDraftAnswer } from '../../../shared/drafts';
import { ADMIN_API } from '../../../shared/paths';
import { type ProductInput, productUpdateSchema } from '../../../shared/schemas/catalog';
import { siteTextsInputSchema } from '../../../shared/site-texts/site-texts-schema';
import { notFound, orNotFound } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { pathId, validate } from '../../validate';
import { actorOf } from '../history/actor';
import { SINGLE_RECORD_ID } from '../history/record-kinds';
import { checkProductRefs } from '../products/check-product-refs';
import { changedFields, draftedInput, liveInputOf } from './draft-fields';

const TEXTS = [{ kind: 'site-texts' as const, id: SINGLE_RECORD_ID }];

/**
 * Drafts of a product and of the page texts (DECISION src/decisions/drafts.md): read, save, discard on
 * adminPrivateApi (the public pages do not change, so their caches stay); publish on adminApi (it changes them).
 * A draft belongs to its record's history: saving, discarding and publishing are each a change Undo takes back.
 */
export function registerDraftRoutes(
  { adminApi, adminPrivateApi }: Pick<Routers, 'adminApi' | 'adminPrivateApi'>,
  d: Pick<Deps, 'drafts' | 'products' | 'categories' | 'mediaService' | 'siteTexts' | 'history' | 'now'>,
) {
  const productOf = (ctx: { params: unknown }) => {
    const id = pathId(ctx.params);
    orNotFound(d.products.get(id), 'Product not found');
    return id;
  };
  const productAnswer = (id: number): ProductDraftAnswer => {
    const draft = d.drafts.product(id);
    return {
      draft: draft?.input ?? null,
      changed: draft?.changed ?? [],
      savedAt: draft?.savedAt ?? null,
      version: d.history.versionOf('product', id),
    };
  };

  adminPrivateApi.get(ADMIN_API.drafts, (ctx) => {
    const overview: DraftsOverview = { products: d.drafts.draftedProducts(), texts: Object.keys(d.drafts.texts()).length > 0 };
    ctx.body = overview;
  });

  adminPrivateApi.get('/api/admin/products/:id/draft', (ctx) => {
    ctx.body = productAnswer(productOf(ctx));
  });
  // The whole editor input, checked as a save is: publishing it later cannot fail on what it names today.
  adminPrivateApi.put('/api/admin/products/:id/draft', (ctx) => {
    const id = productOf(ctx);
    const input = validate(productUpdateSchema, ctx.request.body);
    checkProductRefs(d, input, id);
    const changed = changedFields(liveInputOf(d.products.get(id)!), input);
    d.history.change(actorOf(ctx), [{ kind: 'product', id }], () => d.drafts.saveProduct(id, input, changed, d.now()));
    ctx.body = productAnswer(id);
  });
  adminPrivateApi.delete('/api/admin/products/:id/draft', (ctx) => {
    const id = productOf(ctx);
    if (!d.history.change(actorOf(ctx), [{ kind: 'product', id }], () => d.drafts.dropProduct(id)))
      throw notFound('This product has no draft');
    ctx.status = 204;
  });
  // The draft's changes go onto the product as it is now, in one change (the version check of If-Match applies).
  adminApi.post('/api/admin/products/:id/draft/publish', (ctx) => {
    const id = productOf(ctx);
    const input = productAsDrafted(d, id);
    if (!input) throw notFound('This product has no draft');
    checkProductRefs(d, input, id);
    ctx.body = d.history.change(actorOf(ctx), [{ kind: 'product', id }], () => {
      const product = d.products.update(id, input);
      d.drafts.dropProduct(id);
      return product;
    });
  });

  const textsAnswer = (): TextsDraftAnswer => ({ draft: d.drafts.texts() });
  adminPrivateApi.get(ADMIN_API.siteTextsDraft, (ctx) => {
    ctx.body = textsAnswer();
  });
  adminPrivateApi.put(ADMIN_API.siteTextsDraft, (ctx) => {
    const input = validate(siteTextsInputSchema, ctx.request.body);
    d.history.change(actorOf(ctx), TEXTS, () => d.drafts.saveTexts(input));
    ctx.body = textsAnswer();
  });
  adminPrivateApi.delete(ADMIN_API.siteTextsDraft, (ctx) => {
    if (!d.history.change(actorOf(ctx), TEXTS, () => d.drafts.dropTexts())) throw notFound('The page texts have no draft');
    ctx.status = 204;
  });
  adminApi.post(ADMIN_API.siteTextsDraftPublish, (ctx) => {
    const draft = d.drafts.texts();
    if (Object.keys(draft).length === 0) throw notFound('The page texts have no draft');
    d.history.change(actorOf(ctx), TEXTS, () => {
      d.siteTexts.save(draft);
      d.drafts.dropTexts();
    });
    ctx.body = textsAnswer();
  });
}

/** The product as its draft would make it now (its changed fields over the live ones); undefined without a draft. */
export function productAsDrafted(d: Pick<Deps, 'drafts' | 'products'>, id: number): ProductInput | undefined {
  const draft = d.drafts.product(id);
  const product = d.products.get(id);
  if (!draft || !product) return undefined;
  return draftedInput(liveInputOf(product), draft.input, draft.changed);
}
