import '../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act } from 'react';
import type { Product } from '../../shared/types';
import { click, settle, stubFetch } from '../../test/dom';
import { hydratePage } from '../../test/dom/islands';
import { categories, products, shell } from '../../test/dom/site';
import { categoryFromSearch } from './products-browser';

const $ = (selector: string) => document.querySelector(selector);
const $$ = (selector: string) => Array.from(document.querySelectorAll(selector));
const heading = () => $('h1')?.textContent;
const showProducts = () =>
  hydratePage(shell({ pathname: '/products' }), { page: 'products', categories, products, selectedCategoryId: null });

/** A fetch stub whose answers wait until `release()` so the loading state can be observed. */
function deferredProducts() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const calls = stubFetch(async ({ url }) => {
    await gate;
    const id = new URL(url, 'https://fruit.example').searchParams.get('categoryId');
    const list: Product[] = id ? products.filter((p) => p.categoryId === Number(id)) : products;
    return { status: 200, body: list };
  });
  return { calls, release };
}

test('categoryFromSearch reads ?category=, anything else means all', () => {
  assert.equal(categoryFromSearch('?category=12'), 12);
  assert.equal(categoryFromSearch('?category=abc'), null);
  assert.equal(categoryFromSearch('?category=0'), null);
  assert.equal(categoryFromSearch(''), null);
});

test('a filter click fetches, shows 8 skeletons, updates heading, back link and query string, scrolls up', async (t) => {
  const page = await showProducts();
  assert.deepEqual(page.errors, []);
  assert.equal(heading(), 'Our Product Range');
  assert.equal(
    $$('a').some((a) => a.textContent === '← View All Categories'),
    false,
  );

  const { calls, release } = deferredProducts();
  const pushState = t.mock.method(window.history, 'pushState');
  const scrollTo = t.mock.method(window, 'scrollTo', () => {});

  await click($('nav[aria-label="Filter by category"] a[href="/products?category=1"]'));
  assert.equal(calls.length, 1);
  assert.equal(calls[0]!.url, '/api/products?categoryId=1');
  assert.equal($$('[data-skeleton="product"]').length, 8);
  assert.equal(heading(), 'Apples');
  assert.deepEqual(
    pushState.mock.calls.map((call) => call.arguments[2]),
    ['/products?category=1'],
  );
  assert.equal(window.location.search, '?category=1');
  assert.equal(scrollTo.mock.callCount(), 1);
  assert.equal($('nav[aria-label="Filter by category"] a[aria-current="page"]')?.getAttribute('href'), '/products?category=1');

  release();
  await settle();
  assert.equal($$('[data-skeleton="product"]').length, 0);
  const names = $$('article h2').map((h) => h.textContent);
  assert.deepEqual(names, ['Washington Red Apple', 'Gala Apple']);
  const back = $$('a').find((a) => a.textContent === '← View All Categories');
  assert.equal(back?.getAttribute('href'), '/products');
  assert.ok($$('button').some((b) => b.textContent === 'All Products Loaded' && (b as HTMLButtonElement).disabled));
  assert.deepEqual(page.errors, []);
});

test('Back restores the previous category (popstate), and the back link shows all categories', async (t) => {
  const page = await showProducts();
  const { calls, release } = deferredProducts();
  release();
  t.mock.method(window, 'scrollTo', () => {});

  await click($('nav[aria-label="Filter by category"] a[href="/products?category=2"]'));
  await settle();
  assert.equal(heading(), 'Citrus');

  window.history.replaceState(null, '', '/products');
  await settle();
  await act(async () => {
    window.dispatchEvent(new window.PopStateEvent('popstate', { state: null }));
  });
  await settle();
  assert.equal(calls.at(-1)!.url, '/api/products');
  assert.equal(heading(), 'Our Product Range');
  assert.equal($$('article').length, products.length);

  await click($('nav[aria-label="Filter by category"] a[href="/products?category=3"]'));
  await settle();
  assert.equal(heading(), 'Berries');
  assert.ok($$('h2').some((h) => h.textContent === 'No Products Found'));
  assert.ok($$('p').some((p) => p.textContent === 'No products available in this category.'));

  await click($$('a').find((a) => a.textContent === '← View All Categories'));
  await settle();
  assert.equal(calls.at(-1)!.url, '/api/products');
  assert.equal(window.location.search, '');
  assert.equal(heading(), 'Our Product Range');
  assert.deepEqual(page.errors, []);
});

test('a failed fetch shows the error state', async (t) => {
  await showProducts();
  stubFetch(() => ({ status: 500, body: { message: 'boom', code: 'internal' } }));
  t.mock.method(window, 'scrollTo', () => {});
  await click($('nav[aria-label="Filter by category"] a[href="/products?category=1"]'));
  await settle();
  assert.equal($('[role="alert"] h2')?.textContent, 'Failed to fetch products');
});

test('in Arabic the island speaks the words the page gave it, for products it fetches too, with no mismatch', async (t) => {
  const page = await hydratePage(shell({ pathname: '/ar/products', locale: 'ar' }), {
    page: 'products',
    categories,
    products,
    selectedCategoryId: null,
  });
  assert.deepEqual(page.errors, [], 'hydrates with the Arabic words the server rendered');
  assert.equal(heading(), 'تشكيلة منتجاتنا');
  const fetched: Product[] = [
    {
      ...products[0]!,
      origin: 'Chile',
      availability: { kind: 'arriving', label: 'Arriving', expectedOn: '2026-05-20', mode: 'air' },
      // The server's translation had none for its name and description: shown in English, marked so.
      inEnglish: { name: 'en', description: 'en' },
    },
    { ...products[1]!, availability: { kind: 'out_of_season', label: 'Next from August', nextMonth: 8 } },
  ];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const calls = stubFetch(async () => {
    await gate;
    return { status: 200, body: fetched };
  });
  t.mock.method(window, 'scrollTo', () => {});
  // Its links, the address it moves to and the list it asks for stay in Arabic.
  await click($('nav[aria-label="تصفية حسب الفئة"] a[href="/ar/products?category=1"]'));
  assert.equal(location.pathname + location.search, '/ar/products?category=1');
  assert.equal(calls[0]?.url, '/api/products?categoryId=1&lang=ar');
  assert.equal($('p[role="status"]')?.textContent, 'جارٍ تحميل المنتجات…');
  assert.equal(document.title, 'Apples | Mumbai Fruit Trading Co.');
  release();
  await settle();
  const cards = $$('article').map((card) => card.textContent ?? '');
  assert.ok(cards[0]!.includes('يصل 20 مايو جوًا'), cards[0]);
  assert.ok(cards[0]!.includes('المنشأ: تشيلي'), 'a country the first page did not name');
  assert.ok(cards[1]!.includes('يتوفر من أغسطس'), cards[1]);
  assert.equal($('p[role="status"]')?.textContent, 'عدد المنتجات: 2');
  assert.ok($$('a').some((a) => a.textContent === '→ عرض جميع الفئات'));
  assert.ok(
    $$('article a').every((a) => a.getAttribute('href')!.startsWith('/ar/')),
    'the cards link to Arabic pages',
  );
  assert.deepEqual(page.errors, []);
});
