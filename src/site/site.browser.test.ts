// The public site in real Chromium (Debian's /usr/bin/chromium through playwright-core) against the real,
// seeded server with its real CSP: clean page loads at phone and desktop sizes, no horizontal scroll,
// the drawer, the products filter with Back, the gallery dialog, the contact form with and without
// JavaScript, and axe-core.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { indiaTime } from '../shared/india-time';
import { MONTH_NAMES, MONTH_SHORT_NAMES } from '../shared/months';
import type { Category, GalleryFolder, Product } from '../shared/types';
import { axeViolations, chromiumAvailable, launchBrowser, VIEWPORTS, watchPage } from '../test/browser';
import { startTestApp, type TestApp } from '../test/start-test-app';

const skip = chromiumAvailable() ? false : 'Chromium is not installed (/usr/bin/chromium)';

const PAGES = ['/', '/about', '/products', '/products?category=1', '/availability', '/gallery', '/contact', '/nope'] as const;
/**
 * Every page above and one product's own page (its slug comes from the seeded catalogue); the home page and that
 * product's page in each other language, and the products island right to left.
 */
let pagesToCheck: string[] = [...PAGES];
type Size = keyof typeof VIEWPORTS;
const SIZES = Object.keys(VIEWPORTS) as Size[];

let app: TestApp;
let browser: Browser;
const contexts: Partial<Record<Size, BrowserContext>> = {};

/** A context per size with the server's CSP in force; CSP violations are reported as console errors. */
async function context(size: Size): Promise<BrowserContext> {
  if (contexts[size]) return contexts[size];
  const ctx = await browser.newContext({ viewport: VIEWPORTS[size], reducedMotion: 'reduce' });
  // Injected by the DevTools protocol, so the page's CSP does not apply to it.
  await ctx.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  contexts[size] = ctx;
  return ctx;
}

async function open(size: Size, path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await (await context(size)).newPage();
  const problems = watchPage(page);
  const res = await page.goto(app.url + path, { waitUntil: 'load' });
  assert.ok(res, path);
  assert.match(res.headers()['content-security-policy'] ?? '', /script-src 'self'/, `${path}: served with the CSP`);
  return { page, problems };
}

/** Loads every image now (lazy ones included), so a broken image shows up as a failure. */
async function loadAllImages(page: Page) {
  return page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    return images.filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
  });
}

/** Width the document would scroll to if the body did not clip (body has overflow-x: clip as a safety net). */
async function overflowWidth(page: Page): Promise<number> {
  return page.evaluate(() => {
    document.body.style.overflowX = 'visible';
    const width = document.documentElement.scrollWidth;
    document.body.style.overflowX = '';
    return width;
  });
}

async function json<T>(path: string): Promise<T> {
  const res = await fetch(app.url + path);
  assert.equal(res.status, 200, path);
  return (await res.json()) as T;
}

before(async () => {
  if (skip) return;
  [app, browser] = await Promise.all([startTestApp({ seed: true }), launchBrowser()]);
  const [first] = await json<Product[]>('/api/products');
  const product = `/products/${first!.slug}`;
  pagesToCheck = [...PAGES, product, '/seasons', ...['hi', 'mr', 'ar'].flatMap((l) => [`/${l}`, `/${l}${product}`]), '/ar/products'];
});

after(async () => {
  await browser?.close();
  await app?.close();
});

/**
 * The blocks that wait (content-visibility: auto) whose end is in the first view. A block that waits is first drawn
 * at its placeholder height, then at its own: what follows it moves, and so must be out of view both ways. Measured
 * at rest, where nothing has been scrolled into view yet.
 */
function waitingBlocksInFirstView(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      // Not one inside another block that waits: it has no layout of its own until that one is drawn.
      .filter(
        (element) => getComputedStyle(element).contentVisibility === 'auto' && element.checkVisibility({ contentVisibilityAuto: true }),
      )
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const placeholder = Number.parseFloat(getComputedStyle(element).containIntrinsicHeight.replace('auto', '')) || 0;
        return {
          element: `${element.tagName} ${element.className}`.slice(0, 60),
          top: rect.top,
          end: rect.top + Math.min(rect.height, placeholder),
        };
      })
      .filter((block) => block.end < window.innerHeight),
  );
}

// One navigation per page and size runs every check of it, with the server's CSP in force.
describe('every page at phone and desktop sizes', { skip }, () => {
  for (const size of SIZES) {
    test(`${size}: each page loads cleanly, nothing that waits is in the first view, and axe finds nothing`, async (t) => {
      for (const path of pagesToCheck) {
        await t.test(`${size} ${path}`, async () => {
          const { page, problems } = await open(size, path);
          assert.deepEqual(await waitingBlocksInFirstView(page), [], `${size} ${path}: blocks that wait, ending in the first view`);
          const broken = await loadAllImages(page);
          await page.waitForLoadState('networkidle');
          assert.deepEqual(broken, [], `${size} ${path}: broken images`);
          // The 404 page's own status is reported by Chromium as a failed resource; nothing else may be.
          const unexpected = path === '/nope' ? problems.filter((p) => !/status of 404 \(Not Found\)/.test(p)) : problems;
          assert.deepEqual(unexpected, [], `${size} ${path}: no console error or warning, page error, failed request or CSP violation`);
          assert.ok((await overflowWidth(page)) <= VIEWPORTS[size].width, `${size} ${path}: no horizontal scroll`);
          assert.equal(await page.locator('h1').count(), 1, `${size} ${path}: one h1`);
          assert.deepEqual(await axeViolations(page), [], `${size} ${path}: axe-core`);
          await page.close();
        });
      }
    });
  }

  test('no horizontal scroll at 320 px and 1920 px', async () => {
    for (const width of [320, 1920]) {
      const ctx = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await ctx.newPage();
      for (const path of pagesToCheck) {
        await page.goto(app.url + path, { waitUntil: 'load' });
        assert.ok((await overflowWidth(page)) <= width, `${width}px ${path}: no horizontal scroll`);
      }
      await ctx.close();
    }
  });
});

describe('what is below the first view waits (content-visibility)', { skip }, () => {
  test('no placeholder in the first view of a 430 px wide, tall phone either (phone and desktop sizes: above)', async () => {
    const ctx = await browser.newContext({ viewport: { width: 430, height: 932 }, reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    for (const path of pagesToCheck) {
      await page.goto(app.url + path, { waitUntil: 'load' });
      assert.deepEqual(await waitingBlocksInFirstView(page), [], `430x932 ${path}: blocks that wait, ending in the first view`);
    }
    await ctx.close();
  });

  /** Whether the footer's first link is drawn (false while its content-visibility skips it). */
  const footerDrawn = (page: Page) =>
    page.evaluate(() => document.querySelector('footer a')!.checkVisibility({ contentVisibilityAuto: true }));
  /** Scrolls to the end (End, or a jump as a fling's end) and returns how far short of the document's end the view stops. */
  async function shortOfEnd(page: Page, how: 'End key' | 'jump'): Promise<number> {
    // Keyboard scrolling is animated: wait for its scrollend (a jump ends at once), then for two frames.
    const settled = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          window.addEventListener(
            'scrollend',
            () =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() => resolve(document.documentElement.scrollHeight - (window.scrollY + window.innerHeight))),
              ),
            { once: true },
          );
        }),
    );
    if (how === 'End key') await page.keyboard.press('End');
    else await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    return settled;
  }

  test("on a phone the footer is drawn only as it comes near, at its usual height; on a wide screen it is drawn at once and End lands on the page's end", async () => {
    const phone = await open('mobile', '/about');
    assert.equal(await footerDrawn(phone.page), false, 'phone: footer skipped at load');
    const short = await shortOfEnd(phone.page, 'jump');
    assert.equal(await footerDrawn(phone.page), true, 'phone: footer drawn once near');
    // The placeholder is the footer's usual height, so one jump to the end falls short by little (a fling goes on).
    assert.ok(short < 64, `phone: a jump to the end stops ${short} px short`);
    await phone.page.close();

    const wide = await open('desktop', '/about');
    assert.equal(await footerDrawn(wide.page), true, 'wide screen: footer drawn at load');
    const wideShort = await shortOfEnd(wide.page, 'End key');
    assert.ok(wideShort <= 1, `wide screen: End stops ${wideShort} px short of the page's end`);
    await wide.page.close();
  });
});

describe('mobile drawer', { skip }, () => {
  const isOpen = (page: Page) => page.locator('#mobile-nav-drawer').evaluate((d) => d.matches(':popover-open'));
  const focused = (page: Page) =>
    page.evaluate(() => (document.activeElement === document.body ? 'body' : (document.activeElement?.textContent ?? null)));
  /** The menu button's expanded state as Chromium exposes it to assistive technology (popovertarget sets it). */
  async function expanded(page: Page): Promise<unknown> {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{ role?: { value: string }; name?: { value: string }; properties?: Array<{ name: string; value: { value: unknown } }> }>;
    };
    await cdp.detach();
    const button = nodes.find((n) => n.role?.value === 'button' && n.name?.value === 'Open menu');
    return button?.properties?.find((p) => p.name === 'expanded')?.value.value;
  }

  /** The same checks with JavaScript on and off: the drawer is a popover, so the browser alone does all of it. */
  async function exerciseDrawer(page: Page, path: string) {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.locator('#mobile-nav-drawer');
    assert.equal(await isOpen(page), false, 'closed at load');
    assert.equal(await focused(page), 'body', 'the autofocus inside the closed drawer takes nothing at load');

    await toggle.click();
    await drawer.waitFor({ state: 'visible' });
    assert.equal(await isOpen(page), true);
    assert.equal(await expanded(page), true, 'the menu button says it is expanded');
    assert.equal(await focused(page), 'Close menu', 'focus moves into the drawer');
    const box = await drawer.boundingBox();
    assert.deepEqual(
      box && [box.x + box.width, box.y, box.height],
      [VIEWPORTS.mobile.width, 0, VIEWPORTS.mobile.height],
      'full height, at the right edge',
    );

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    assert.equal(await expanded(page), false);
    assert.equal(await focused(page), 'Open menu', 'Esc returns focus to the menu button');

    await toggle.click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await drawer.waitFor({ state: 'hidden' });
    assert.equal(await focused(page), 'Open menu', 'the close button returns focus to the menu button');

    await toggle.click();
    await drawer.waitFor({ state: 'visible' });
    await page.mouse.click(20, VIEWPORTS.mobile.height / 2);
    await drawer.waitFor({ state: 'hidden' });

    // The current page's own link loads the page again: the drawer is closed on it.
    await toggle.click();
    await drawer.waitFor({ state: 'visible' });
    const current = drawer.locator('a[aria-current="page"]');
    await Promise.all([page.waitForEvent('load'), current.click()]);
    assert.equal(page.url(), app.url + path);
    assert.equal(await isOpen(page), false, 'closed after choosing the current page');

    await toggle.click();
    await drawer.waitFor({ state: 'visible' });
    const target = path === '/products' ? 'Gallery' : 'Products';
    await Promise.all([page.waitForEvent('load'), drawer.getByRole('link', { name: target }).click()]);
    assert.notEqual(page.url(), app.url + path, 'a link navigates');
    assert.equal(await isOpen(page), false, 'closed on the new page');
  }

  test('opens (focus moves in, expanded), Esc / the close button / a tap outside close it and return focus; choosing a link closes it', async () => {
    for (const path of ['/about', '/products']) {
      const { page, problems } = await open('mobile', path);
      assert.equal(
        await page.locator('#mobile-nav-drawer a[aria-current="page"]').textContent(),
        path === '/about' ? 'About Us' : 'Products',
      );
      await exerciseDrawer(page, path);
      assert.deepEqual(problems, [], path);
      await page.close();
    }
  });

  test('works with JavaScript disabled', async () => {
    const ctx = await browser.newContext({ viewport: VIEWPORTS.mobile, javaScriptEnabled: false, reducedMotion: 'reduce' });
    for (const path of ['/', '/products']) {
      const page = await ctx.newPage();
      const problems = watchPage(page);
      await page.goto(app.url + path);
      await exerciseDrawer(page, path);
      // With JavaScript off, Chromium refuses the module preloads (reported as "csp"); nothing else may fail.
      assert.deepEqual(
        problems.filter((p) => !/^requestfailed: \S+\/build\/chunk-\w+\.js csp$/.test(p)),
        [],
        path,
      );
      await page.close();
    }
    await ctx.close();
  });

  test('the desktop header shows the links, not the menu button', async () => {
    const { page } = await open('desktop', '/');
    assert.equal(await page.getByRole('button', { name: 'Open menu' }).isVisible(), false);
    assert.equal(await page.locator('header').getByRole('link', { name: 'Products' }).isVisible(), true);
    await page.close();
  });
});

describe('right to left, and scripts that join their letters', { skip }, () => {
  test('Arabic: the drawer opens from the left edge; no letter spacing in Arabic or Marathi, English keeps it', async () => {
    const { page } = await open('mobile', '/ar/about');
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).direction), 'rtl');
    await page.locator('header button[popovertarget]').first().click();
    const drawer = page.locator('#mobile-nav-drawer');
    await drawer.waitFor({ state: 'visible' });
    const box = await drawer.boundingBox();
    assert.deepEqual(box && [box.x, box.y, box.height], [0, 0, VIEWPORTS.mobile.height], 'full height, at the left edge');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    // An eyebrow (small capitals, tracked in English): untracked in Arabic; a piece marked English keeps its tracking.
    const spacing = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).letterSpacing);
    assert.equal(await spacing('main [class*="tracking-"]'), 'normal');
    await page
      .locator('main [class*="tracking-"]')
      .first()
      .evaluate((el) => el.setAttribute('lang', 'en'));
    assert.notEqual(await spacing('main [class*="tracking-"]'), 'normal', 'English text keeps its tracking');
    await page.close();
    const marathi = await open('desktop', '/mr/about');
    assert.equal(
      await marathi.page
        .locator('main [class*="tracking-"]')
        .first()
        .evaluate((el) => getComputedStyle(el).letterSpacing),
      'normal',
    );
    await marathi.page.close();
  });
});

describe('islands wait for the visitor', { skip }, () => {
  const hydrated = (page: Page) =>
    page.$$eval('[data-island]', (islands) => islands.map((el) => Object.keys(el).some((key) => key.startsWith('__reactContainer'))));

  test('no island is hydrated, and React never runs, until the visitor does something', async () => {
    for (const path of ['/products', '/gallery', '/contact']) {
      const { page, problems } = await open('mobile', path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      assert.deepEqual(await hydrated(page), [false], `${path}: not hydrated at load`);
      await page.mouse.move(10, 300);
      await page.waitForFunction(() => Object.keys(document.querySelector('[data-island]')!).some((k) => k.startsWith('__reactContainer')));
      assert.deepEqual(problems, [], path);
      await page.close();
    }
  });

  test('text typed before the form is hydrated is kept and sent', async () => {
    const page = await (await context('mobile')).newPage();
    const problems = watchPage(page);
    // Holds the scripts back until the fields are filled in (as on a slow connection).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/build/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${app.url}/contact`, { waitUntil: 'commit' });
    await page.getByLabel('Full Name *').fill('Early Typist');
    await page.getByLabel('Email *').fill('early.typist@example.com');
    await page.getByLabel('Subject *').fill('Typed before hydration');
    await page.getByLabel('Message *').fill('Every letter counts.');
    assert.deepEqual(await hydrated(page), [false], 'typed before hydration');
    release();
    await page.waitForLoadState('load');
    assert.deepEqual(await hydrated(page), [false], 'the page script has run, the island waits');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('status').filter({ hasText: 'Message sent successfully!' }).first().waitFor();
    const stored = app.deps.enquiries.list().find((e) => e.email === 'early.typist@example.com');
    assert.equal(stored?.name, 'Early Typist');
    assert.equal(stored?.message, 'Every letter counts.');
    assert.equal(page.url(), `${app.url}/contact`, 'sent by the island, no page load');
    assert.deepEqual(problems, []);
    await page.close();
  });
});

describe('products filter', { skip }, () => {
  test('a category click updates heading, URL and cards in place; Back restores all products', async () => {
    const categories = await json<Category[]>('/api/categories');
    const category = categories.find((c) => c.name === 'Citrus Fruits') ?? categories[1]!;
    const expected = await json<Product[]>(`/api/products?categoryId=${category.id}`);
    const all = await json<Product[]>('/api/products');
    const { page, problems } = await open('desktop', '/products');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const cardNames = () => page.locator('#main article h2').allTextContents();
    const filter = page.getByRole('navigation', { name: /categor/i });

    await filter.getByRole('link', { name: new RegExp(`^${category.name}`) }).click();
    await page.waitForURL(`${app.url}/products?category=${category.id}`);
    await page.locator('h1', { hasText: category.name }).waitFor();
    await page.locator('#main [aria-busy="false"]').waitFor();
    assert.deepEqual((await cardNames()).sort(), expected.map((p) => p.name).sort());
    assert.ok(expected.length > 0 && expected.every((p) => p.categoryId === category.id));
    assert.equal(await page.getByRole('link', { name: '← View All Categories' }).isVisible(), true);
    assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true, 'no full page load');

    await page.goBack();
    await page.locator('h1', { hasText: 'Our Product Range' }).waitFor();
    assert.equal(page.url(), `${app.url}/products`);
    await page.locator('#main [aria-busy="false"]').waitFor();
    assert.equal((await cardNames()).length, all.length);

    await page.goForward();
    await page.locator('h1', { hasText: category.name }).waitFor();
    assert.equal(page.url(), `${app.url}/products?category=${category.id}`);
    assert.deepEqual(problems, []);
    await page.close();
  });
});

describe('product cards', { skip }, () => {
  test("a card's picture or name opens the product's page; its Enquire button still opens the contact form", async () => {
    const [product] = await json<Product[]>('/api/products');
    const { page, problems } = await open('mobile', '/products');
    const card = page.locator('#main article').filter({ has: page.getByRole('link', { name: product!.name, exact: true }) });
    // A tap on the picture: the name's link covers the whole card, so the tap lands on it.
    await card.scrollIntoViewIfNeeded();
    const picture = await card.locator(':scope > div').first().boundingBox();
    assert.ok(picture);
    await Promise.all([
      page.waitForURL(`${app.url}/products/${product!.slug}`),
      page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2),
    ]);
    assert.equal(await page.locator('h1').textContent(), product!.name);
    assert.equal(await page.title(), `${product!.name} | Mumbai Fruit Trading Co.`);

    await page.goBack();
    await Promise.all([
      page.waitForURL(`${app.url}/products/${product!.slug}`),
      card.getByRole('link', { name: product!.name, exact: true }).click(),
    ]);
    await page.goBack();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/contact'),
      card.getByRole('link', { name: `Enquire about ${product!.name}` }).click(),
    ]);
    assert.equal(await page.getByLabel('Subject *').inputValue(), `Enquiry: ${product!.name}`);
    assert.deepEqual(problems, []);
    await page.close();
  });
});

describe('season calendar', { skip }, () => {
  test('its month links work with JavaScript disabled', async () => {
    const ctx = await browser.newContext({ viewport: VIEWPORTS.mobile, javaScriptEnabled: false, reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    // A month other than this one (whose link also says "Now").
    const month = indiaTime(Date.now()).month === 3 ? 4 : 3;
    const [name, short] = [MONTH_NAMES[month - 1]!, MONTH_SHORT_NAMES[month - 1]!];
    await page.goto(`${app.url}/seasons`);
    await page.getByRole('navigation', { name: 'Months' }).getByRole('link', { name: short, exact: true }).click();
    await page.waitForURL(`${app.url}/seasons/${name.toLowerCase()}`);
    assert.equal(await page.locator('#main h2').first().textContent(), `In Season in ${name}`);
    assert.equal(await page.locator('nav[aria-label="Months"] a[aria-current="page"]').textContent(), short);
    await ctx.close();
  });
});

describe('gallery dialog', { skip }, () => {
  test('opens titled with the folder name, images load with alt text, Esc closes, focus returns', async () => {
    const folders = await json<GalleryFolder[]>('/api/gallery/folders');
    const folder = folders.find((f) => f.imageCount > 0)!;
    const { page, problems } = await open('desktop', '/gallery');
    const trigger = page.getByRole('button', { name: folder.name, exact: true });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: folder.name });
    await dialog.waitFor({ state: 'visible' });
    const images = dialog.locator('img');
    await images.nth(folder.imageCount - 1).waitFor();
    assert.equal(await images.count(), folder.imageCount);
    const loaded = await images.evaluateAll(async (imgs) => {
      const list = imgs as HTMLImageElement[];
      await Promise.all(list.map((img) => img.decode().catch(() => undefined)));
      return list.map((img) => ({ alt: img.alt, ok: img.naturalWidth > 0 }));
    });
    for (const img of loaded) {
      assert.ok(img.ok, 'image loaded');
      assert.ok(img.alt.trim().length > 0, 'image has alt text');
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.ok(await trigger.evaluate((b) => b === document.activeElement), 'focus returns to the folder');
    assert.deepEqual(problems, []);
    await page.close();
  });
});

describe('contact form', { skip }, () => {
  test('with JavaScript: empty submit shows the required-fields toast; a valid one is sent, stored and cleared', async () => {
    const { page, problems } = await open('mobile', '/contact');
    await page.waitForLoadState('networkidle');
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).waitFor();

    const fields = {
      name: 'Browser Buyer',
      email: 'browser.buyer@example.com',
      phone: '+91 98200 00000',
      subject: 'Kiwi for Pune',
      message: '30 trays a week, please.',
    };
    await page.getByLabel('Full Name *').fill(fields.name);
    await page.getByLabel('Email *').fill(fields.email);
    await page.getByLabel('Phone').fill(fields.phone);
    await page.getByLabel('Subject *').fill(fields.subject);
    await page.getByLabel('Message *').fill(fields.message);
    await send.click();
    await page.getByRole('status').filter({ hasText: 'Message sent successfully!' }).first().waitFor();
    for (const label of ['Full Name *', 'Email *', 'Phone', 'Subject *', 'Message *']) {
      assert.equal(await page.getByLabel(label).inputValue(), '', `${label} cleared`);
    }
    const stored = app.deps.enquiries.list().find((e) => e.email === fields.email);
    assert.ok(stored, 'the enquiry is stored');
    assert.equal(stored.subject, fields.subject);
    assert.equal(stored.message, fields.message);
    assert.equal(page.url(), `${app.url}/contact`, 'no page load');
    // The destructive toast's request was never sent, so only a clean log is acceptable.
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('without JavaScript: the form posts, redirects and shows the success message', async () => {
    const ctx = await browser.newContext({ viewport: VIEWPORTS.mobile, javaScriptEnabled: false });
    const page = await ctx.newPage();
    const problems = watchPage(page);
    await page.goto(`${app.url}/contact?subject=${encodeURIComponent('Enquiry: Fuji Apples')}`);
    assert.equal(await page.getByLabel('Subject *').inputValue(), 'Enquiry: Fuji Apples');
    await page.getByLabel('Full Name *').fill('No Script Buyer');
    await page.getByLabel('Email *').fill('noscript@example.com');
    await page.getByLabel('Message *').fill('Ten cartons of Fuji, please.');
    await Promise.all([page.waitForURL(`${app.url}/contact?sent=1`), page.getByRole('button', { name: 'Send Message' }).click()]);
    assert.ok((await page.locator('#main').textContent())?.includes('Message sent successfully!'));
    const stored = app.deps.enquiries.list().find((e) => e.email === 'noscript@example.com');
    assert.equal(stored?.subject, 'Enquiry: Fuji Apples');
    // With JavaScript off, Chromium refuses the module preloads (reported as "csp"); nothing else may fail.
    assert.deepEqual(
      problems.filter((p) => !/^requestfailed: \S+\/build\/chunk-\w+\.js csp$/.test(p)),
      [],
    );
    await ctx.close();
  });

  test('in Arabic with JavaScript: the toasts in Arabic, the call names the language, the message is stored as Arabic', async () => {
    const { page, problems } = await open('mobile', '/ar/contact');
    await page.waitForLoadState('networkidle');
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    const send = page.getByRole('button', { name: 'أرسل الرسالة' });
    await send.click();
    await page.getByRole('alert').filter({ hasText: 'يرجى تعبئة جميع الحقول المطلوبة' }).waitFor();
    const email = page.getByLabel('البريد الإلكتروني *');
    // An address reads left to right on the Arabic page: its box starts where the page's text ends.
    assert.equal(await email.evaluate((input) => getComputedStyle(input).direction), 'ltr');
    assert.equal(await page.getByLabel('الاسم الكامل *').evaluate((input) => getComputedStyle(input).direction), 'rtl');
    await page.getByLabel('الاسم الكامل *').fill('خالد المنصوري');
    await email.fill('khalid.browser@example.com');
    await page.getByLabel('الموضوع *').fill('مانجو ألفونسو إلى دبي');
    await page.getByLabel('الرسالة *').fill('نحتاج 200 كرتون أسبوعيًا.');
    await send.click();
    await page.getByRole('status').filter({ hasText: 'تم إرسال رسالتك بنجاح!' }).first().waitFor();
    const stored = app.deps.enquiries.list().find((e) => e.email === 'khalid.browser@example.com');
    assert.equal(stored?.language, 'ar');
    assert.equal(stored?.subject, 'مانجو ألفونسو إلى دبي');
    assert.equal(page.url(), `${app.url}/ar/contact`, 'sent by the island, no page load');
    assert.deepEqual(problems, []);
    await page.close();
  });
});

/** A quote form's required fields, filled as a buyer would: a retail buyer's 10 cartons for Pune unless `given` says otherwise. */
async function fillQuoteForm(
  form: Locator,
  given: { name: string; email: string } & Partial<{ phone: string; buyerType: string; quantity: string; unit: string; city: string }>,
) {
  const f = { phone: '+91 98200 33333', buyerType: 'retail', quantity: '10', unit: 'cartons', city: 'Pune', ...given };
  await form.getByLabel('Full Name *').fill(f.name);
  await form.getByLabel('Email *').fill(f.email);
  await form.getByLabel('Phone *').fill(f.phone);
  await form.getByLabel('You are *').selectOption(f.buyerType);
  await form.getByLabel('Quantity *').fill(f.quantity);
  await form.getByLabel('Unit *').selectOption(f.unit);
  await form.getByLabel('Delivery City *').fill(f.city);
}

describe('quote form', { skip }, () => {
  test("with JavaScript: a product page's quote request is sent with the toast, the form cleared, and stored for the inbox", async () => {
    // The contact form's tests above share this address's enquiry throttle with quote requests.
    app.deps.rateLimits.clearAll();
    const [product] = await json<Product[]>('/api/products');
    const { page, problems } = await open('desktop', `/products/${product!.slug}`);
    const form = page.locator('#quote form');
    await fillQuoteForm(form, {
      name: 'Browser Quote',
      email: 'browser.quote@example.com',
      phone: '+91 98200 22222',
      buyerType: 'wholesale',
      quantity: '2',
      unit: 'containers',
      city: 'Nagpur',
    });
    await form.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    await page.getByRole('status').filter({ hasText: 'Quote request sent successfully!' }).first().waitFor();
    assert.equal(await form.getByLabel('Full Name *').inputValue(), '', 'cleared');
    assert.equal(page.url(), `${app.url}/products/${product!.slug}`, 'no page load');
    const stored = app.deps.enquiries.list().find((e) => e.email === 'browser.quote@example.com');
    assert.equal(stored?.subject, `Quote request: ${product!.name}`);
    assert.deepEqual(stored?.quote && { ...stored.quote, productId: 0 }, {
      productId: 0,
      productName: product!.name,
      company: '',
      buyerType: 'wholesale',
      quantity: 2,
      quantityUnit: 'containers',
      deliveryCity: 'Nagpur',
      gstin: '27AAPFU0939F1ZV',
      preferredMonth: null,
    });
    assert.equal(stored?.quote?.productId, product!.id);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('without JavaScript: the quote posts, and the jump back to #quote lands with its success message on screen', async () => {
    app.deps.rateLimits.clearAll();
    const [product] = await json<Product[]>('/api/products');
    // Motion allowed, as most visitors have it: the jump is a smooth scroll, during which what it passes gets laid out.
    const ctx = await browser.newContext({ viewport: VIEWPORTS.mobile, javaScriptEnabled: false, reducedMotion: 'no-preference' });
    const page = await ctx.newPage();
    await page.goto(`${app.url}/products/${product!.slug}`);
    const form = page.locator('#quote form');
    await fillQuoteForm(form, { name: 'No Script Quote', email: 'noscript.quote@example.com' });
    await Promise.all([page.waitForURL(/\?quote=sent#quote$/), form.getByRole('button', { name: 'Request a Quote' }).click()]);
    // Everything above the form is laid out before the jump: a placeholder's height there would move the form after it.
    const message = page.getByText('Quote request sent successfully!');
    // Where the scroll comes to rest: the same position in four readings over 300 ms, within 10 s.
    let box = await message.boundingBox();
    let still = 0;
    for (const deadline = Date.now() + 10_000; still < 3; ) {
      assert.ok(Date.now() < deadline, `the page never came to rest (${JSON.stringify(box)})`);
      await page.waitForTimeout(100);
      const next = await message.boundingBox();
      still = next?.y === box?.y ? still + 1 : 0;
      box = next;
    }
    assert.ok(
      box && box.y >= 0 && box.y + box.height <= VIEWPORTS.mobile.height,
      `the success message is on screen (${JSON.stringify(box)})`,
    );
    assert.ok(
      app.deps.enquiries.list().some((e) => e.email === 'noscript.quote@example.com'),
      'stored',
    );
    await ctx.close();
  });
});
