// The owner's translation editing on a phone, in real Chromium against the real server (starter catalogue): each
// dialog's translations fit 390 px with no sideways scrolling, a save shows on the site in that language, and the
// first screen's coverage counts it. Needs the bundles from `node build.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { startAppInBrowser } from '../test/app-in-browser';
import { chromiumAvailable, VIEWPORTS } from '../test/browser';
import { TEST_ADMIN, type TestApp } from '../test/start-test-app';

describe('translations at 390 px', { skip: chromiumAvailable() ? false : 'no Chromium at CHROMIUM_PATH' }, () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  before(async () => {
    ({ app, browser, page, problems } = await startAppInBrowser(VIEWPORTS.mobile));
    await page.goto(`${app.url}/admin/login`);
    await page.getByLabel('Username').fill(TEST_ADMIN.username);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Site Settings' }).waitFor();
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });

  /** Nothing wider than the phone: the page, and the open dialog's scrolling body. */
  async function fits(dialog?: Locator) {
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling');
    if (!dialog) return;
    const box = await dialog.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= VIEWPORTS.mobile.width, 'the dialog within the screen');
    const overflow = await dialog.evaluate((d) =>
      [...d.querySelectorAll('*')]
        .filter((e) => !e.classList.contains('sr-only') && e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible')
        .map((e) => `${e.tagName} ${e.className} ${e.scrollWidth}>${e.clientWidth}`),
    );
    assert.deepEqual(overflow, [], 'nothing in the dialog scrolls sideways');
  }

  const toast = (title: string) => page.locator('[data-toast-title]', { hasText: title });

  test('a category translated in its dialog shows in Arabic on the site, and the first screen counts it', async () => {
    // The starter content has Grapes translated: take its Arabic name away first, so the count below has to move.
    const categories = (await (await page.request.get(`${app.url}/api/admin/categories`)).json()) as Array<{ id: number; name: string }>;
    const grapes = categories.find((c) => c.name === 'Grapes')!;
    const cleared = await page.request.put(`${app.url}/api/admin/translations/category/${grapes.id}`, {
      data: { ar: { name: null } },
      headers: { origin: app.url },
    });
    assert.equal(cleared.status(), 200);
    await page.goto(`${app.url}/admin`);
    const before = page.getByRole('region', { name: 'Your site in other languages' }).getByRole('listitem').filter({ hasText: 'Arabic:' });
    assert.match((await before.textContent()) ?? '', /\b(\d+) of (?!\1\b)\d+ categories/, 'one category short');
    await page.goto(`${app.url}/admin/categories`);
    await page.getByRole('button', { name: 'Edit Grapes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await dialog.getByRole('heading', { name: 'Translations' }).scrollIntoViewIfNeeded();
    await dialog.getByRole('button', { name: 'Arabic' }).click();
    const name = dialog.getByLabel('Category name (Arabic)');
    await name.fill('عنب المائدة الطازج');
    await dialog.getByLabel('Description (Arabic)').fill('عنب طازج من الهند وتشيلي وجنوب أفريقيا، أسود وأخضر وأحمر.');
    assert.equal(await name.getAttribute('dir'), 'rtl');
    await fits(dialog);
    await dialog.getByRole('button', { name: 'Save Arabic' }).click();
    await toast('Translations saved').waitFor();
    const html = await (await fetch(`${app.url}/ar/products`)).text();
    assert.ok(html.includes('عنب المائدة الطازج'), 'the Arabic name on the Arabic products page');

    await page.goto(`${app.url}/admin`);
    const coverage = page.getByRole('region', { name: 'Your site in other languages' });
    await coverage.waitFor();
    // Every category translated again, this one by the dialog.
    assert.match((await coverage.getByRole('listitem').filter({ hasText: 'Arabic:' }).textContent()) ?? '', /\b(\d+) of \1 categories/);
    const broken = await coverage
      .locator('a')
      .evaluateAll((links) => links.filter((a) => a.getClientRects().length > 1).map((a) => a.textContent));
    assert.deepEqual(broken, [], 'no figure breaks across two lines');
    await fits();
  });

  test('a new shop says to save first; the translations of a city open from its row; each dialog fits', async () => {
    await page.goto(`${app.url}/admin/company`);
    await page.getByRole('button', { name: 'Add Shop' }).click();
    const add = page.getByRole('dialog', { name: 'Add Shop' });
    await add.getByText('Translations into Hindi, Marathi and Arabic come after the first save').waitFor();
    await fits(add);
    await add.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Translate Mumbai' }).click();
    const city = page.getByRole('dialog', { name: 'Mumbai in other languages' });
    assert.equal(await city.getByLabel('City name (Hindi)').inputValue(), 'मुंबई', 'the starter city starts translated');
    await fits(city);
    await city.getByRole('button', { name: 'Close dialog' }).click();
    assert.deepEqual(problems, [], 'no console errors, failed requests or CSP violations');
  });
});
