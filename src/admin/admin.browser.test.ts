// The admin in real Chromium against the real server (temporary data directory, starter catalogue), logged in
// through the real login page. One app and one browser for the whole file; the tests run in order and share the
// logged-in page, as the owner would in one sitting. Needs the bundles from `node build.mjs`.
// SCREENSHOT_DIR=<dir> also saves a screenshot of every screen at 1440 and 390 px while the axe pass runs.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { startAppInBrowser, watchedPage } from '../test/app-in-browser';
import { axeViolations, chromiumAvailable, VIEWPORTS } from '../test/browser';
import { TEST_ADMIN, type TestApp } from '../test/start-test-app';
import { makePdf } from '../tooling/harness/pdf';

const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const NEW_PASSWORD = 'ripe alphonso mangoes from ratnagiri';

/** Real PNG bytes (sharp), so the server's type sniffing and re-encoding run as for a real photo. */
async function png(name: string, colour: string, size = 64) {
  const buffer = await sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

describe('admin in Chromium', { skip: chromiumAvailable() ? false : 'no Chromium at CHROMIUM_PATH' }, () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  before(async () => {
    ({ app, browser, context, page, problems } = await startAppInBrowser(VIEWPORTS.desktop));
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });

  /** No console errors or warnings, CSP violations, page errors, failed requests or 5xx since the last check. */
  function assertClean(expected: RegExp[] = []) {
    const unexpected = problems.filter((p) => !expected.some((e) => e.test(p)));
    problems.length = 0;
    assert.deepEqual(unexpected, []);
  }

  /**
   * Waits for the toast with this title (and description), checks its variant, then dismisses it.
   * `clear`: controls the toast must not sit over.
   */
  async function expectToast(
    title: string,
    description?: string | RegExp,
    variant: 'default' | 'destructive' = 'default',
    clear: Locator[] = [],
  ) {
    const card = page.locator('[data-toast]').filter({ has: page.locator('[data-toast-title]', { hasText: exact(title) }) });
    await card.waitFor();
    const box = await card.boundingBox();
    for (const control of clear) {
      const other = await control.boundingBox();
      assert.ok(box && other, 'both on screen');
      const overlaps =
        box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
      assert.equal(overlaps, false, `the toast covers ${String(control)}`);
    }
    assert.equal(await card.getAttribute('data-toast'), variant);
    if (description !== undefined) {
      const text = (await card.locator('[data-toast-description]').textContent()) ?? '';
      if (typeof description === 'string') assert.equal(text, description);
      else assert.match(text, description);
    }
    await card.getByRole('button', { name: 'Dismiss notification' }).click();
    await card.waitFor({ state: 'detached' });
  }

  const nav = () => page.getByRole('navigation', { name: 'Admin sections' });
  async function openSection(label: string, heading: string) {
    await nav().getByRole('link', { name: label }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }
  const confirmDialog = () => page.getByRole('alertdialog', { name: 'Please confirm' });
  /** Answers the open delete confirmation: waits until it asks `question`, then presses its Delete. */
  const confirmDelete = async (question: string) => {
    await confirmDialog().getByText(question).waitFor();
    await confirmDialog().getByRole('button', { name: 'Delete' }).click();
  };
  const publicPage = (pathname: string) => fetch(app.url + pathname);

  test('an unauthenticated visit to /admin is redirected to the login page', async () => {
    const response = await page.goto(`${app.url}/admin/products`);
    assert.equal(new URL(page.url()).pathname, '/admin/login');
    assert.equal(response?.status(), 200);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByRole('link', { name: 'Back to Site' }).waitFor();
    assertClean();
  });

  test('login: an empty field does nothing; a wrong password shows Login failed', async () => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/auth/login') && calls.push(r.method()));
    await page.getByLabel('Username').fill(TEST_ADMIN.username);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForTimeout(150);
    assert.deepEqual(calls, [], 'no request with an empty password');
    assert.equal(await page.locator('[data-toast]').count(), 0);

    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast('Login failed', 'Invalid username or password', 'destructive');
    assert.equal(new URL(page.url()).pathname, '/admin/login');
    assertClean([/status of 401/]);
  });

  test('login by keyboard only: Tab, type, Enter; then Login successful and the Site Settings screen', async () => {
    await page.goto(`${app.url}/admin/login`);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'username');
    await page.keyboard.type(TEST_ADMIN.username);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'password');
    await page.keyboard.type(TEST_ADMIN.password);
    await page.keyboard.press('Enter');
    await expectToast('Login successful', 'Welcome to the admin dashboard');
    await page.getByRole('heading', { level: 1, name: 'Site Settings' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin');
    assert.equal(await nav().getByRole('link', { name: 'Site Settings' }).getAttribute('aria-current'), 'page');
    // The server now sends a logged-in visit to the login page on to the admin.
    await page.goto(`${app.url}/admin/login`);
    await page.waitForURL(`${app.url}/admin`);
    await page.getByText('Visitors can access all pages').waitFor();
    assertClean();
  });

  test('site settings: maintenance on (the public site answers 503 with the maintenance page) and off', async () => {
    await page.getByRole('button', { name: 'Enable Maintenance Mode' }).click();
    await expectToast('Settings updated successfully');
    await page.getByText('Showing maintenance page to visitors').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Enable Maintenance Mode' }).isDisabled(), true);

    const visitor = await browser.newContext({ viewport: VIEWPORTS.mobile });
    const visitorPage = await visitor.newPage();
    const offline = await visitorPage.goto(`${app.url}/products`);
    assert.equal(offline?.status(), 503);
    assert.match((await visitorPage.locator('body').textContent()) ?? '', /maintenance/i);

    await page.getByRole('switch', { name: 'Website online' }).click();
    await expectToast('Settings updated successfully');
    await page.getByText('Visitors can access all pages').waitFor();
    const online = await visitorPage.goto(`${app.url}/products`);
    assert.equal(online?.status(), 200);
    await visitor.close();
    assertClean();
  });

  test('site settings: hero title saves on blur and shows on the home page', async () => {
    const title = page.getByRole('textbox', { name: 'Hero Title', exact: true });
    await title.fill('Fresh Fruit, Every Morning');
    await title.press('Tab');
    const hero = page.getByRole('group', { name: 'Hero Background Image' });
    await hero.getByRole('button', { name: 'Remove' }).scrollIntoViewIfNeeded();
    await expectToast('Settings updated successfully', undefined, 'default', [
      hero.getByRole('button', { name: 'Choose from Library' }),
      hero.getByRole('button', { name: 'Remove' }),
      page.getByRole('textbox', { name: 'Hero Subtitle', exact: true }),
    ]);
    assert.match(await (await publicPage('/')).text(), /Fresh Fruit, Every Morning/);
    assertClean();
  });

  test('site settings: logo uploaded through the picker (Upload Files tab), then removed', async () => {
    const logo = page.getByRole('group', { name: 'Logo' });
    const preview = logo.getByRole('img', { name: 'Logo preview' });
    assert.equal(await preview.getAttribute('src'), '/assets/logo.svg');
    await logo.getByRole('button', { name: 'Choose from Library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose logo' });
    await picker.getByRole('tab', { name: 'Upload Files' }).click();
    await picker.getByText('Supports: JPG, PNG, WebP, SVG (Max: 2MB each)').waitFor();
    await picker.getByLabel('Images to upload').setInputFiles(await png('brand-mark.png', '#2c5d22', 200));
    await expectToast('Settings updated successfully');
    await picker.waitFor({ state: 'detached' });
    const uploaded = await preview.getAttribute('src');
    assert.match(uploaded ?? '', /^\/uploads\/[\w-]+\.(png|webp)$/);
    assert.match(await (await publicPage('/')).text(), new RegExp(uploaded!.replace(/\./g, '\\.')));

    await logo.getByRole('button', { name: 'Remove' }).click();
    await expectToast('Settings updated successfully');
    assert.equal(await preview.getAttribute('src'), '/assets/logo.svg');

    // 'Upload Image' sends the file straight to /api/admin/upload/single?use=logo.
    const direct = page.waitForResponse((r) => r.url().endsWith('/api/admin/upload/single?use=logo'));
    await logo.getByLabel('Logo file').setInputFiles(await png('logo-square.png', '#f98508', 200));
    assert.equal((await direct).status(), 201);
    await expectToast('Settings updated successfully');
    assert.match((await preview.getAttribute('src')) ?? '', /^\/uploads\//);
    await logo.getByRole('button', { name: 'Remove' }).click();
    await expectToast('Settings updated successfully');
    assert.equal(await preview.getAttribute('src'), '/assets/logo.svg');
    assertClean();
  });

  test('categories: create with an image, edit, delete; a category with products is refused with the reason', async () => {
    await openSection('Categories', 'Categories');
    await page.getByRole('row', { name: /Apples/ }).waitFor();
    await page.getByRole('button', { name: 'Add Category' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Category name is required').waitFor();
    await dialog.getByRole('textbox', { name: 'Category Name', exact: true }).fill('Melons');
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Musk and water melons from Spain.');
    await dialog.getByLabel('Category Image file').setInputFiles(await png('melons.png', '#98ca80'));
    await dialog.getByRole('img', { name: 'Category Image preview' }).waitFor();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectToast('Category created successfully');
    await dialog.waitFor({ state: 'detached' });
    let row = page.getByRole('row', { name: /Melons/ });
    assert.match((await row.locator('img').getAttribute('src')) ?? '', /^\/uploads\//);
    await row.getByText('Active', { exact: true }).filter({ visible: true }).waitFor();
    assert.match(await (await publicPage('/products')).text(), /Melons/);

    await page.getByRole('button', { name: 'Edit Melons' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await dialog.getByRole('textbox', { name: 'Category Name', exact: true }).fill('Sweet Melons');
    await dialog.getByRole('switch', { name: 'Active' }).click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectToast('Category updated successfully');
    row = page.getByRole('row', { name: /Sweet Melons/ });
    await row.getByText('Inactive', { exact: true }).filter({ visible: true }).waitFor();

    await page.getByRole('button', { name: 'Delete Sweet Melons' }).click();
    await confirmDelete('Are you sure you want to delete this category?');
    await expectToast('Category deleted successfully');
    await row.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Delete Apples' }).click();
    await confirmDialog().getByRole('button', { name: 'Delete' }).click();
    await expectToast('Failed to delete category', /^This category still has \d+ products\. Move or delete them first\.$/, 'destructive');
    await page.getByRole('row', { name: /Apples/ }).waitFor();
    assertClean([/status of 409/]);
  });

  test('products: Category is required; create with an image, edit, delete', async () => {
    await openSection('Products', 'Products');
    await page.getByRole('heading', { name: 'Fuji Apples' }).waitFor();
    await page.getByRole('button', { name: 'Add Product' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Product' });
    assert.equal(await dialog.getByLabel('Origin').getAttribute('placeholder'), 'e.g. USA, Chile, Turkey');
    await dialog.getByLabel('Product Name').fill('Galia Melon');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectToast('Category is required', 'Please select a category for the product.', 'destructive', [
      dialog.getByRole('button', { name: 'Create' }),
      dialog.getByRole('button', { name: 'Cancel' }),
      dialog.getByRole('button', { name: 'Close dialog' }),
    ]);
    await dialog.getByLabel('Category').selectOption({ label: 'Exotic Fruits' });
    await dialog.getByLabel('Origin').fill('Spain');
    await dialog.getByLabel('Description').fill('Netted skin, pale green flesh, honey-sweet.');
    await dialog.getByLabel('Product Image file').setInputFiles(await png('galia.png', '#c3e1b2'));
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectToast('Product created successfully');
    await dialog.waitFor({ state: 'detached' });
    let card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Galia Melon' }) });
    assert.match((await card.locator('img').getAttribute('src')) ?? '', /^\/uploads\//);
    await card.getByText('Origin: Spain').waitFor();
    await card.getByText('Exotic Fruits').waitFor();

    await page.getByRole('button', { name: 'Edit Galia Melon' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Product' });
    assert.equal(
      await dialog.getByLabel('Category').inputValue(),
      await dialog.getByLabel('Category').locator('option', { hasText: 'Exotic Fruits' }).getAttribute('value'),
    );
    await dialog.getByRole('switch', { name: 'Featured Product' }).click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectToast('Product updated successfully');
    card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Galia Melon' }) });
    await card.getByText('Featured', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete Galia Melon' }).click();
    await confirmDelete('Are you sure you want to delete this product?');
    await expectToast('Product deleted successfully');
    await card.waitFor({ state: 'detached' });
    assertClean();
  });

  test('product editor: a month toggled by keyboard and saved shows on the public product page; leaving with unsaved changes asks first', async () => {
    await openSection('Products', 'Products');
    await page.getByRole('link', { name: 'Edit details of Fuji Apples' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fuji Apples' }).waitFor();
    assert.equal(await page.title(), 'Fuji Apples · Admin · Mumbai Fruit Trading Co.');
    const months = page.getByRole('group', { name: /^Months available from / }).first();
    const country = ((await months.getAttribute('aria-label')) ?? '').replace('Months available from ', '');
    const toggles = months.getByRole('button');
    const before = await toggles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-pressed') === 'true'));
    const index = Math.max(0, before.indexOf(false));
    await toggles.nth(index).focus();
    await page.keyboard.press('Space');
    const after = before.map((on, i) => (i === index ? !on : on));
    assert.equal(await toggles.nth(index).getAttribute('aria-pressed'), String(after[index]));

    await nav().getByRole('link', { name: 'Categories' }).click();
    await confirmDialog().getByText('You have unsaved changes. Leave this page without saving them?').waitFor();
    await confirmDialog().getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast('Product updated successfully');

    // Stored: the editor, loaded afresh from the server, shows it.
    await page.reload();
    const reloaded = page.getByRole('group', { name: `Months available from ${country}` }).getByRole('button');
    await reloaded.first().waitFor();
    assert.deepEqual(await reloaded.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-pressed') === 'true')), after);
    // And the public product page's season grid shows it in that origin's row.
    const site = await context.newPage();
    await site.goto(`${app.url}/products/${await page.getByLabel('Slug').inputValue()}`);
    const row = site.locator('tr').filter({ has: site.locator('th[scope="row"]', { hasText: new RegExp(`^${country}\\b`) }) });
    assert.deepEqual(await row.locator('td').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-available') === 'true')), after);
    await site.close();
    await openSection('Categories', 'Categories'); // saved: nothing asks
    assertClean();
  });

  test('availability at 390 px, one thumb: In stock saves at once and shows on the site; Undo puts it back; an arrival by its date', async () => {
    const phone = await browser.newContext({ viewport: VIEWPORTS.mobile, storageState: await context.storageState() });
    const { page: p, problems: phoneProblems } = await watchedPage(phone);
    await p.goto(`${app.url}/admin/availability`);
    const row = p.locator('li[data-availability-row]').filter({ has: p.getByRole('heading', { name: 'Hass Avocado from Tanzania' }) });
    await row.waitFor();
    const { slug } = ((await (await publicPage('/api/products')).json()) as { name: string; slug: string }[]).find(
      (x) => x.name === 'Hass Avocado',
    )!;
    const availabilityOnSite = async () => {
      const html = await (await publicPage(`/products/${slug}`)).text();
      return /Tanzania<\/span><span data-stock="(\w+)"/.exec(html)?.[1];
    };
    const before = await availabilityOnSite();
    assert.ok(before === 'in_season' || before === 'out_of_season', `no status yet: ${before}`);
    // One thumb: every control at least 44 px tall, and nothing wider than the phone.
    for (const button of await row.getByRole('button').all()) assert.ok(((await button.boundingBox())?.height ?? 0) >= 44);
    assert.ok(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling');

    const toast = (title: string) => p.locator('[data-toast]').filter({ has: p.locator('[data-toast-title]', { hasText: exact(title) }) });
    await row.getByRole('button', { name: 'In stock: Hass Avocado from Tanzania' }).click();
    await toast('Hass Avocado from Tanzania').waitFor();
    assert.equal(await row.getByRole('button', { name: 'In stock: Hass Avocado from Tanzania' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await availabilityOnSite(), 'in_stock', 'on the site at once');

    await toast('Hass Avocado from Tanzania').getByRole('button', { name: 'Undo' }).click();
    await toast('Change undone').waitFor();
    assert.equal(await availabilityOnSite(), before, 'back as it was');
    assert.equal(await row.getByRole('button', { name: 'In stock: Hass Avocado from Tanzania' }).getAttribute('aria-pressed'), 'false');

    // Arriving: the date picker's day saves it, by the origin's usual mode.
    await row.getByRole('button', { name: 'Arriving: Hass Avocado from Tanzania' }).click();
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await row.getByLabel('Expected on').fill(day);
    await toast('Hass Avocado from Tanzania').waitFor();
    await row.getByText(/Site shows: Arriving/).waitFor();
    assert.equal(await availabilityOnSite(), 'arriving');
    const board = await (await publicPage('/availability')).text();
    assert.match(board, /Tanzania[\s\S]*?Arriving[\s\S]*?by sea/);

    // The filters: by status and by category.
    await p.getByLabel('Show').selectOption('arriving');
    assert.equal(await p.locator('li[data-availability-row]').count(), 1);
    await p.getByLabel('Show').selectOption('all');
    await p.getByLabel('Category').selectOption({ label: 'Exotic Fruits' });
    assert.ok((await p.locator('li[data-availability-row]').count()) >= 1);
    assert.equal(await p.locator('li[data-availability-row]').filter({ hasText: 'Apples' }).count(), 0);
    if (SCREENSHOT_DIR) await p.screenshot({ path: path.join(SCREENSHOT_DIR, 'availability-phone-full.png'), fullPage: true });
    assert.deepEqual(phoneProblems, []);
    await phone.close();
  });

  test('gallery: create a folder, upload several images, delete one, delete the folder', async () => {
    await openSection('Gallery Settings', 'Gallery Settings');
    await page.getByRole('button', { name: 'Create Folder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Folder' });
    await dialog.getByLabel('Folder Name').fill('Packing House');
    await dialog.getByLabel('Description').fill('Sorting and packing before dispatch.');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectToast('Folder created successfully');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Packing House' }) });
    await card.getByText('No images yet').waitFor();

    await card.getByRole('button', { name: 'Upload images to Packing House' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Images to Packing House' });
    await upload.getByText('max 10 files, 5MB each').waitFor();
    await upload
      .getByLabel('Gallery images')
      .setInputFiles([
        await png('crates.png', '#ffa823', 400),
        await png('sorting.png', '#4a9237', 300),
        await png('dispatch.png', '#b34106', 200),
      ]);
    await upload.getByText('Selected files (3)').waitFor();
    assert.equal(await upload.getByText(/^\d+\.\d\d MB$/).count(), 3);
    await upload.getByRole('button', { name: 'Upload 3 images' }).click();
    await expectToast('Images uploaded successfully', '3 images added to the folder');
    await upload.waitFor({ state: 'detached' });
    await card.getByText('3 images').waitFor();
    assert.equal(await card.getByRole('img').count(), 3);

    await card.getByRole('button', { name: 'Delete image sorting.png' }).click();
    await confirmDelete('Are you sure you want to delete this image?');
    await expectToast('Image deleted successfully');
    await card.getByText('2 images').waitFor();

    await card.getByRole('button', { name: 'Delete folder Packing House' }).click();
    await confirmDelete('Are you sure you want to delete the "Packing House" folder? This will also delete all images in this folder.');
    await expectToast('Folder deleted successfully');
    await card.waitFor({ state: 'detached' });
    assertClean();
  });

  test('contact settings: the phone saves on blur and shows in the public footer', async () => {
    await openSection('Contact Settings', 'Contact Settings');
    const phone = page.getByLabel('Phone');
    await phone.fill('+91 22 4000 1234');
    await phone.press('Tab');
    await expectToast('Contact settings updated successfully');
    const home = await (await publicPage('/')).text();
    assert.match(home, /href="tel:\+912240001234"/);

    // The starter has no social link and no WhatsApp number (nothing that could reach a stranger): the owner adds them.
    await page.getByRole('switch', { name: 'Show LinkedIn link' }).click();
    await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/company/example-fruit');
    await page.getByLabel('LinkedIn URL').press('Tab');
    await expectToast('Contact settings updated successfully');
    assert.match(await (await publicPage('/')).text(), /linkedin\.com\/company\/example-fruit/);
    await page.getByRole('switch', { name: 'Show LinkedIn link' }).click();
    await expectToast('Contact settings updated successfully');
    assert.equal(await page.getByLabel('LinkedIn URL').inputValue(), '');
    assert.doesNotMatch(await (await publicPage('/')).text(), /linkedin\.com/);
    const whatsapp = page.getByLabel('WhatsApp Number');
    await whatsapp.fill('919820012345');
    await whatsapp.press('Tab');
    await expectToast('Contact settings updated successfully');
    assert.match(await (await publicPage('/')).text(), /href="https:\/\/wa\.me\/919820012345"/);
    assertClean();
  });

  test('licences: an FSSAI licence with its certificate PDF; the footer line and the about page with the download, at 1440 and 390 px', async () => {
    await openSection('Licences & certificates', 'Licences & certificates');
    await page.getByText('No Licences Yet').waitFor();
    await page.getByRole('button', { name: 'Add Licence' }).click();
    const form = page.getByRole('dialog', { name: 'Add Licence' });
    await form.getByLabel(/^Number/).fill('11521999000123');
    await form.getByRole('textbox', { name: 'Issued by', exact: true }).fill('FSSAI, Maharashtra');
    await form.getByLabel('Valid from').fill('2024-04-01');
    await form.getByLabel('Valid until').fill('2099-03-31');
    await form.getByLabel('Document file').setInputFiles({ name: 'fssai-licence.pdf', mimeType: 'application/pdf', buffer: makePdf() });
    await form.getByRole('link', { name: 'Open the PDF' }).waitFor();
    await form.getByRole('button', { name: 'Create' }).click();
    await expectToast('Licence created successfully');
    await page.getByRole('row', { name: /11521999000123/ }).waitFor();

    const site = await context.newPage();
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      await site.setViewportSize(viewport);
      await site.goto(`${app.url}/about`);
      await site.locator('footer').getByText('FSSAI Lic. No. 11521999000123').waitFor();
      const block = site.getByRole('region', { name: 'Licences & Certificates' });
      await block.getByText('Valid 1 Apr 2024 to 31 Mar 2099').waitFor();
      assert.ok(await block.getByRole('link', { name: /Download \(PDF\)/ }).isVisible());
      // At the foot of the page the floating WhatsApp button must not cover the line.
      await site.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const line = await site.locator('footer').getByText('FSSAI Lic. No. 11521999000123').boundingBox();
      const button = await site.locator('a.fixed[href^="https://wa.me/"]').boundingBox();
      assert.ok(line && button);
      assert.ok(
        line.x + line.width <= button.x || button.y + button.height <= line.y || line.y + line.height <= button.y,
        'not under WhatsApp',
      );
    }
    const [download] = await Promise.all([site.waitForEvent('download'), site.getByRole('link', { name: /Download \(PDF\)/ }).click()]);
    assert.equal(download.suggestedFilename(), 'fssai-licence.pdf');
    await site.close();
    assertClean();
  });

  test('company: add a country, move it up, switch one off, add a shop with a map position; the public pages at 1440 and 390 px', async () => {
    await openSection('Company', 'Company');
    const countries = page.getByRole('region', { name: 'Supplier Countries' });
    await countries.getByText('16 active countries on the site').waitFor();
    await countries.getByLabel('New country').fill('Japan');
    await countries.getByRole('button', { name: 'Add Country' }).click();
    await expectToast('Country Japan added successfully');
    await countries.getByRole('button', { name: 'Move Japan up' }).focus();
    await page.keyboard.press('Enter');
    await expectToast('Order updated successfully');
    await countries.getByRole('switch', { name: 'Show Turkey on the site' }).click();
    await expectToast('Country Turkey updated successfully');
    await countries.getByText('16 active countries on the site').waitFor();

    await page.getByRole('button', { name: 'Add Shop' }).click();
    const form = page.getByRole('dialog', { name: 'Add Shop' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Turbhe Cold Store');
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('Plot 5, Turbhe MIDC, Navi Mumbai 400705');
    await form.getByLabel('Latitude').fill('19.0765');
    await form.getByLabel('Longitude').fill('73.0181');
    await form.getByRole('button', { name: 'Create' }).click();
    await expectToast('Shop created successfully');
    await page.getByText('4 shops on the site').waitFor();

    const site = await context.newPage();
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      await site.setViewportSize(viewport);
      await site.goto(`${app.url}/`);
      // textContent: the section renders when near (content-visibility), so off screen it has no innerText.
      await site.getByRole('heading', { name: 'Sourced From 16 Countries' }).waitFor();
      const names = (await site.locator('section[aria-labelledby="countries-title"] li').allTextContents()).map((n) => n.trim());
      assert.equal(names.length, 16, names.join());
      assert.equal(names.includes('Turkey'), false, 'switched off');
      assert.equal(names.indexOf('Japan'), 14, `moved above Tanzania: ${names.join()}`);
      await site.getByText('4 APMC Shops', { exact: false }).first().waitFor();
      await site.goto(`${app.url}/contact`);
      const shop = site.getByRole('article', { name: 'Turbhe Cold Store' });
      const directions = shop.getByRole('link', { name: 'Get directions to Turbhe Cold Store' });
      assert.ok(await directions.isVisible(), `${viewport.width}px: directions visible`);
      assert.equal(await directions.getAttribute('href'), 'https://www.google.com/maps/dir/?api=1&destination=19.0765%2C73.0181');
    }
    await site.close();
    assertClean();
  });

  test('arrange: categories by mouse drag, by keyboard on the handle and by the arrows; a phone drags by touch; the site follows', async () => {
    await openSection('Categories', 'Categories');
    await page.getByRole('button', { name: 'Arrange', exact: true }).click();
    const arrange = page.getByRole('dialog', { name: 'Arrange categories' });
    const names = () => arrange.locator('li[data-entry]').evaluateAll((items) => items.map((li) => li.getAttribute('data-entry') ?? ''));
    const said = (text: string) => arrange.getByText(text, { exact: true }).waitFor({ state: 'attached' });
    const start = await names();
    assert.ok(start.length >= 4, start.join());

    // The mouse: the third category's handle dragged onto the first row.
    const center = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2, height: box.height };
    };
    const from = await center(arrange.getByRole('button', { name: `Drag ${start[2]} to another place` }));
    const onto = await center(arrange.locator(`li[data-entry="${start[0]}"]`));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y - 8, { steps: 4 });
    await page.mouse.move(from.x, onto.y - onto.height / 4, { steps: 12 });
    await page.mouse.up();
    await expectToast('Order updated successfully');
    const dragged = [start[2]!, start[0]!, start[1]!, ...start.slice(3)];
    assert.deepEqual(await names(), dragged);
    await said(`${start[2]} moved to position 1 of ${start.length}.`);

    // The keyboard on the handle: Space picks it up, an arrow moves it, Space drops it; each step is said.
    await arrange.getByRole('button', { name: `Drag ${dragged[0]} to another place` }).focus();
    await page.keyboard.press('Space');
    await said(`Picked up ${dragged[0]}, at position 1 of ${start.length}.`);
    // dnd-kit's keyboard sensor starts listening for the arrows in a timer of its own once the drag starts: one
    // timer queued after it has run once it has.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowDown');
    await said(`${dragged[0]} is over position 2 of ${start.length}.`);
    await page.keyboard.press('Space');
    await expectToast('Order updated successfully');
    const keyed = [dragged[1]!, dragged[0]!, ...dragged.slice(2)];
    // Escape while a row is picked up puts it back, and leaves the dialog open.
    await arrange.getByRole('button', { name: `Drag ${keyed[2]} to another place` }).focus();
    await page.keyboard.press('Space');
    await said(`Picked up ${keyed[2]}, at position 3 of ${start.length}.`);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('Escape');
    await said(`${keyed[2]} was not moved.`);
    assert.equal(await arrange.isVisible(), true, 'the dialog stays open');
    assert.deepEqual(await names(), keyed);

    // The arrows, by keyboard: Enter on Move down; focus stays on the moved row's button.
    await arrange.getByRole('button', { name: `Move ${keyed[0]} down` }).focus();
    await page.keyboard.press('Enter');
    await said(`${keyed[0]} moved to position 2 of ${start.length}.`);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), `Move ${keyed[0]} down`);
    await expectToast('Order updated successfully');
    const final = [keyed[1]!, keyed[0]!, ...keyed.slice(2)];
    assert.deepEqual(await names(), final);
    if (SCREENSHOT_DIR) await arrange.screenshot({ path: path.join(SCREENSHOT_DIR, 'arrange-categories-desktop.png') });
    await arrange.getByRole('button', { name: 'Done' }).click();
    // The table and the public home page (its first six cards) follow.
    const rows = await page.locator('table tbody tr td:nth-child(2) p:first-child').allTextContents();
    assert.deepEqual(rows, final);
    const home = await (await publicPage('/')).text();
    const active = (await (await publicPage('/api/categories')).json()) as Array<{ id: number; name: string }>;
    const cards = [...home.matchAll(/href="\/products\?category=(\d+)"/g)].map((m) => Number(m[1]));
    assert.deepEqual(
      cards.slice(0, 3),
      active.slice(0, 3).map((c) => c.id),
    );
    assert.deepEqual(
      active.map((c) => c.name),
      final.filter((n) => active.some((c) => c.name === n)),
    );

    // A phone: a finger drags the handle (touch events through the DevTools protocol), the page does not scroll.
    const phone = await browser.newContext({
      viewport: VIEWPORTS.mobile,
      hasTouch: true,
      isMobile: true,
      storageState: await context.storageState(),
    });
    const { page: p, problems: phoneProblems } = await watchedPage(phone);
    await p.goto(`${app.url}/admin/categories`);
    await p.getByRole('button', { name: 'Arrange', exact: true }).click();
    const sheet = p.getByRole('dialog', { name: 'Arrange categories' });
    await sheet.locator('li[data-entry]').first().waitFor();
    const finger = (await sheet.getByRole('button', { name: `Drag ${final[0]} to another place` }).boundingBox())!;
    const third = (await sheet.locator(`li[data-entry="${final[2]}"]`).boundingBox())!;
    const cdp = await phone.newCDPSession(p);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const x = finger.x + finger.width / 2;
    await touch('touchStart', x, finger.y + finger.height / 2);
    for (let y = finger.y + finger.height / 2; y <= third.y + third.height * 0.75; y += 8) await touch('touchMove', x, y);
    await touch('touchEnd', x, third.y + third.height * 0.75);
    await p.locator('[data-toast-title]', { hasText: 'Order updated successfully' }).waitFor();
    const phoneOrder = await sheet.locator('li[data-entry]').evaluateAll((items) => items.map((li) => li.getAttribute('data-entry')));
    assert.deepEqual(phoneOrder, [final[1], final[2], final[0], ...final.slice(3)]);
    if (SCREENSHOT_DIR) await p.screenshot({ path: path.join(SCREENSHOT_DIR, 'arrange-categories-mobile.png') });
    assert.deepEqual(phoneProblems, []);
    await phone.close();

    // Put the starter order back for the tests after this one (Undo would do it too; the API is quicker).
    const ids = ((await (await page.request.get(`${app.url}/api/admin/categories`)).json()) as Array<{ id: number; name: string }>).map(
      (c) => [c.name, c.id] as const,
    );
    const byName = new Map(ids);
    const back = await page.request.put(`${app.url}/api/admin/order/categories`, {
      data: { ids: start.map((n) => byName.get(n)) },
      headers: { origin: app.url },
    });
    assert.equal(back.status(), 204);
    assertClean();
  });

  test('media: upload, search, edit the alt text, delete; a file in use is refused with the server message', async () => {
    await openSection('Upload Images', 'Upload Images');
    await page.getByText('Supports: JPG, PNG, WebP, SVG (Max: 5MB each)').waitFor();
    await page
      .getByLabel('Images to upload')
      .setInputFiles([await png('dock-morning.png', '#f98508'), await png('dock-evening.png', '#254b1f')]);
    await expectToast('Upload successful', '2 files uploaded');
    const search = page.getByRole('searchbox', { name: 'Search media' });
    await search.fill('dock-');
    await page.getByText('(2 items)').waitFor();
    await search.fill('dock-morning');
    await page.getByText('(1 item)').waitFor();

    await page.getByRole('button', { name: 'Edit alt: dock-morning.png' }).click();
    const alt = page.getByRole('dialog', { name: 'Edit Name and Alt Text' });
    await alt.getByLabel('Alt text').fill('Mango crates on the dock at sunrise');
    await alt.getByRole('button', { name: 'Save' }).click();
    await expectToast('Name and alt text updated successfully');
    await page.getByRole('img', { name: 'Mango crates on the dock at sunrise' }).waitFor();

    await page.getByRole('button', { name: 'Delete: dock-morning.png' }).click();
    await confirmDelete('Are you sure you want to delete this file?');
    await expectToast('File deleted successfully');
    await page.getByText('No files match your search').waitFor();

    await search.fill('cat-apples');
    await page.getByText('(1 item)').waitFor();
    await page.getByRole('button', { name: 'Delete: cat-apples.svg' }).click();
    await confirmDialog().getByRole('button', { name: 'Delete' }).click();
    await expectToast('Delete failed', /^This file is in use by .*Apples.*\. Remove it there first\.$/, 'destructive');
    await page.getByRole('button', { name: 'Delete: cat-apples.svg' }).waitFor();
    assertClean([/status of 409/]);
  });

  test('enquiries: a message sent from the public contact page is read, marked unread and deleted in the inbox', async () => {
    const visitor = await browser.newContext({ viewport: VIEWPORTS.mobile });
    const { page: visitorPage, problems: visitorProblems } = await watchedPage(visitor);
    await visitorPage.goto(`${app.url}/contact`);
    const form = visitorPage.locator('form').filter({ has: visitorPage.getByLabel(/Subject/) });
    await form.getByLabel(/Full Name/).fill('Priya Nair');
    await form.getByLabel(/Email/).fill('priya@example.com');
    await form.getByLabel(/Phone/).fill('+91 98200 11111');
    await form.getByLabel(/Subject/).fill('Weekly kiwi supply');
    await form.getByLabel(/Message/).fill('We need 40 cartons of Zespri kiwi every Monday for our stores in Pune.');
    await form.getByRole('button', { name: /Send/ }).click();
    await visitorPage.getByText('Message sent successfully!').waitFor();
    assert.deepEqual(visitorProblems, []);
    await visitor.close();

    // The sidebar count was cached before the message arrived; a fresh page load shows it.
    await page.goto(`${app.url}/admin/enquiries`);
    await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
    await nav().locator('[data-unread-count="1"]').waitFor();
    await page.getByRole('button', { name: /^Open message from Priya Nair\s*:\s*Weekly kiwi supply$/ }).click();
    const message = page.getByRole('dialog', { name: 'Weekly kiwi supply' });
    await message.getByText('We need 40 cartons of Zespri kiwi every Monday for our stores in Pune.').waitFor();
    assert.equal(
      await message.getByRole('link', { name: 'Reply by Email' }).getAttribute('href'),
      'mailto:priya@example.com?subject=Re%3A%20Weekly%20kiwi%20supply',
    );
    await nav().locator('[data-unread-count]').waitFor({ state: 'detached' });

    await message.getByRole('button', { name: 'Mark as Unread' }).click();
    await expectToast('Marked as unread');
    await nav().locator('[data-unread-count="1"]').waitFor();

    await page.getByRole('button', { name: /^Open message from Priya Nair\s*:\s*Weekly kiwi supply$/ }).click();
    await message.getByRole('button', { name: 'Delete' }).click();
    await confirmDelete('Are you sure you want to delete this enquiry?');
    await expectToast('Enquiry deleted successfully');
    await page.getByText('No Enquiries Yet').waitFor();
    assertClean();
  });

  test('keyboard only through a dialog: Tab to Add Category, Enter opens, Tab stays inside, Esc closes and returns focus', async () => {
    await openSection('Categories', 'Categories');
    await page.getByRole('row', { name: /Apples/ }).waitFor();
    await page.locator('body').focus();
    let reached = false;
    for (let i = 0; i < 30 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = (await page.evaluate(() => document.activeElement?.textContent?.trim())) === '+ Add Category';
    }
    assert.ok(reached, 'Add Category is reachable by Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.waitFor();
    assert.equal(
      await page.evaluate(() => document.activeElement?.id),
      await dialog.getByRole('textbox', { name: 'Category Name', exact: true }).getAttribute('id'),
    );
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      assert.ok(await dialog.evaluate((el) => el.contains(document.activeElement)), 'focus stays in the dialog');
    }
    await page.keyboard.press('Shift+Tab');
    assert.ok(await dialog.evaluate((el) => el.contains(document.activeElement)));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), '+ Add Category');
    assertClean();
  });

  test('axe: no violations on the login page, every section and the main dialogs, at 1440 and 390 px', async () => {
    // Checked as served, CSP included (axe is evaluated through the DevTools protocol, see axeViolations).
    const state = await context.storageState();
    const sent = await app.client().post('/api/contact', {
      json: {
        name: 'Farhan Shaikh',
        email: 'farhan@example.com',
        phone: '',
        subject: 'Alphonso prices for May',
        message: 'Please send your price list for 200 boxes of Ratnagiri Alphonso, delivered to Andheri.',
      },
    });
    assert.equal(sent.status, 201);
    const failures: string[] = [];
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const loggedOut = await browser.newContext({ viewport });
      const loginPage = await loggedOut.newPage();
      await loginPage.goto(`${app.url}/admin/login`);
      await loginPage.getByRole('heading', { name: 'Admin Login' }).waitFor();
      await check(loginPage, `login-${name}`);
      await loggedOut.close();

      const axeContext = await browser.newContext({ viewport, storageState: state });
      const p = await axeContext.newPage();
      const open = async (section: string, ready: (q: Page) => Locator) => {
        await p.goto(`${app.url}/admin/${section}`);
        await ready(p).first().waitFor();
      };
      await open('site-settings', (q) => q.getByText('Visitors can access all pages'));
      await p.getByRole('heading', { name: 'Finish setting up your site' }).waitFor();
      await check(p, `site-settings-${name}`);
      await p.getByRole('group', { name: 'Logo' }).getByRole('button', { name: 'Choose from Library' }).click();
      await p.getByRole('dialog', { name: 'Choose logo' }).getByRole('img').first().waitFor();
      await check(p, `site-settings-picker-${name}`);
      await p.getByRole('dialog', { name: 'Choose logo' }).getByRole('tab', { name: 'Upload Files' }).click();
      await check(p, `site-settings-picker-upload-${name}`);

      await open('company', (q) => q.getByRole('button', { name: 'Move Chile up' }));
      await check(p, `company-${name}`);
      await p.getByRole('button', { name: 'Add Shop' }).click();
      await p.getByRole('dialog', { name: 'Add Shop' }).waitFor();
      await check(p, `company-shop-dialog-${name}`);

      await open('categories', (q) => q.getByRole('row', { name: /Apples/ }));
      await check(p, `categories-${name}`);
      await p.getByRole('button', { name: 'Edit Apples' }).click();
      await p.getByRole('dialog', { name: 'Edit Category' }).waitFor();
      await check(p, `categories-dialog-${name}`);
      await open('categories', (q) => q.getByRole('row', { name: /Apples/ }));
      await p.getByRole('button', { name: 'Arrange', exact: true }).click();
      await p.getByRole('dialog', { name: 'Arrange categories' }).getByRole('button', { name: 'Move Apples down' }).waitFor();
      await check(p, `categories-arrange-${name}`);

      await open('products', (q) => q.getByRole('heading', { name: 'Fuji Apples' }));
      await check(p, `products-${name}`);
      await p.getByRole('button', { name: 'Edit Fuji Apples' }).click();
      await p.getByRole('dialog', { name: 'Edit Product' }).waitFor();
      await check(p, `products-dialog-${name}`);
      await p.goto(`${app.url}${await p.getByRole('link', { name: 'Edit details of Fuji Apples' }).getAttribute('href')}`);
      await p
        .getByRole('group', { name: /^Months available from / })
        .first()
        .waitFor();
      await check(p, `product-editor-${name}`);

      await open('gallery', (q) => q.getByRole('heading', { name: 'APMC Market Shops' }));
      await check(p, `gallery-${name}`);
      await p.getByRole('button', { name: 'Arrange the images in APMC Market Shops' }).click();
      await p
        .getByRole('dialog', { name: 'Arrange the images in APMC Market Shops' })
        .getByRole('button', { name: /^Drag / })
        .first()
        .waitFor();
      await p.waitForFunction(() => [...document.querySelectorAll('dialog img')].every((img) => (img as HTMLImageElement).complete));
      await check(p, `gallery-arrange-images-${name}`);
      await open('gallery', (q) => q.getByRole('heading', { name: 'APMC Market Shops' }));
      await p.getByRole('button', { name: 'Upload images to APMC Market Shops' }).click();
      const upload = p.getByRole('dialog', { name: 'Upload Images to APMC Market Shops' });
      await upload
        .getByLabel('Gallery images')
        .setInputFiles([await png('crates-at-dawn.png', '#ffa823'), await png('loading-bay.png', '#387529')]);
      await upload.getByText('Selected files (2)').waitFor();
      await check(p, `gallery-upload-dialog-${name}`);

      await open('availability', (q) => q.getByRole('heading', { name: 'Hass Avocado from Tanzania' }));
      await check(p, `availability-${name}`);

      await open('texts', (q) => q.getByLabel('Welcome text'));
      await check(p, `texts-${name}`);

      await open('contact', (q) => q.getByLabel('Address'));
      await check(p, `contact-${name}`);
      await open('licences', (q) => q.getByRole('row', { name: /11521999000123/ }));
      await check(p, `licences-${name}`);
      await p.getByRole('button', { name: 'Edit FSSAI licence 11521999000123' }).click();
      await p.getByRole('dialog', { name: 'Edit Licence' }).waitFor();
      await check(p, `licences-dialog-${name}`);
      await open('media', (q) => q.getByText(/\(\d+ items\)/));
      await check(p, `media-${name}`);
      await open('enquiries', (q) => q.getByRole('button', { name: /^Open message from Farhan Shaikh/ }));
      await check(p, `enquiries-${name}`);
      await p.getByRole('button', { name: /^Open message from Farhan Shaikh/ }).click();
      await p.getByRole('dialog', { name: 'Alphonso prices for May' }).waitFor();
      await check(p, `enquiries-dialog-${name}`);
      // Two recorded writes (a change and its reverse), so the activity has entries to show and open.
      const contact = await (await p.request.get(`${app.url}/api/contact-settings`)).json();
      for (const address of [`${contact.address} (axe)`, contact.address]) {
        const res = await p.request.put(`${app.url}/api/admin/contact-settings`, { data: { address }, headers: { origin: app.url } });
        assert.equal(res.status(), 200);
      }
      await open('activity', (q) => q.getByRole('button', { name: /^Show changes:/ }));
      await check(p, `activity-${name}`);
      await p
        .getByRole('button', { name: /^Show changes:/ })
        .first()
        .click();
      await p.getByRole('dialog').getByRole('button', { name: 'Undo this change' }).waitFor();
      await check(p, `activity-change-${name}`);
      await open('trash', (q) => q.getByRole('heading', { name: 'Trash' }));
      await check(p, `trash-${name}`);
      await open('account', (q) => q.getByRole('heading', { name: 'Server settings' }));
      await check(p, `account-${name}`);
      if (name === 'mobile') {
        await p.getByRole('button', { name: 'Open menu' }).click();
        await p.getByRole('dialog', { name: 'Menu' }).waitFor();
        await check(p, `menu-${name}`);
      }
      await axeContext.close();
    }
    assert.deepEqual(failures, []);

    async function check(target: Page, label: string) {
      if (SCREENSHOT_DIR) {
        await target.waitForLoadState('networkidle'); // every image drawn
        mkdirSync(SCREENSHOT_DIR, { recursive: true });
        await target.screenshot({ path: path.join(SCREENSHOT_DIR, `${label}.png`) });
        await target.screenshot({ path: path.join(SCREENSHOT_DIR, `${label}-full.png`), fullPage: true });
      }
      for (const v of await axeViolations(target)) failures.push(`${label}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 3).join(' | ')}`);
    }
  });

  test('account: change the password (wrong current refused), log in with the new one, change it back', async () => {
    await openSection('Account', 'Account');
    await page.getByText(`Signed in as ${TEST_ADMIN.username}.`).waitFor();
    const fill = async (current: string, next: string) => {
      await page.getByLabel('Current Password').fill(current);
      await page.getByLabel(/^New Password/).fill(next);
      await page.getByLabel('Confirm New Password').fill(next);
      await page.getByRole('button', { name: 'Change Password' }).click();
    };
    // A second browser (the owner's phone) logged in through the login page too.
    const phone = await browser.newContext({ viewport: VIEWPORTS.mobile });
    const { page: phonePage, problems: phoneProblems } = await watchedPage(phone);
    await phonePage.goto(`${app.url}/admin/login`);
    await phonePage.getByLabel('Username').fill(TEST_ADMIN.username);
    await phonePage.getByLabel('Password').fill(TEST_ADMIN.password);
    await phonePage.getByRole('button', { name: 'Login' }).click();
    await phonePage.getByText('Visitors can access all pages').waitFor();

    await fill('wrong current password', NEW_PASSWORD);
    await expectToast('Failed to change password', 'The current password is not correct', 'destructive');
    await fill(TEST_ADMIN.password, NEW_PASSWORD);
    await expectToast('Password changed successfully', 'Other sessions have been signed out.');
    assert.equal(await page.getByLabel('Current Password').inputValue(), '');

    // The phone's session has ended: its next call answers 401 and the admin goes back to the login page.
    await phonePage.getByRole('button', { name: 'Open menu' }).click();
    await phonePage.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Categories' }).click();
    await phonePage.getByRole('heading', { name: 'Admin Login' }).waitFor();
    assert.equal(new URL(phonePage.url()).pathname, '/admin/login');
    assert.deepEqual(
      phoneProblems.filter((p) => !/status of 401/.test(p)),
      [],
    );
    await phone.close();

    const fresh = await app.client().post('/api/auth/login', { json: { username: TEST_ADMIN.username, password: NEW_PASSWORD } });
    assert.equal(fresh.status, 200);
    await fill(NEW_PASSWORD, TEST_ADMIN.password);
    await expectToast('Password changed successfully');
    assertClean([/status of 401/]);
  });

  test('logout: Logged out successfully, then the home page; the admin is closed again', async () => {
    await nav().getByRole('button', { name: 'Logout' }).click();
    await expectToast('Logged out successfully');
    await page.waitForURL(`${app.url}/`);
    await page.goto(`${app.url}/admin`);
    assert.equal(new URL(page.url()).pathname, '/admin/login');
    assertClean();
  });
});
