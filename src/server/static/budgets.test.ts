// Size budgets for visitors on mid-range phones over mobile data (issue 6). Sizes are deterministic, so
// this is a test; speed is measured by `npm run bench`, never here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { useTestApp } from '../../test/start-test-app';
import { ROOT } from '../../tooling/harness/root';

const KB = 1024;
const BUDGET = { css: 20 * KB, pageCss: 10 * KB, homeHtml: 30 * KB, phoneHero: 24 * KB };
/** JavaScript per page, gzip: none where the page has no island (the menu drawer is a popover), 75 KB at most elsewhere. */
const JS_BUDGET: Record<string, number> = {
  '/': 0,
  '/about': 0,
  '/products': 75 * KB,
  '/products?category=1': 75 * KB,
  // A product's page (the first public product's slug): its one island, the quote form.
  '/products/<slug>': 75 * KB,
  '/gallery': 75 * KB,
  '/contact': 75 * KB,
  '/nope': 0,
};
const gzipSize = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;
const staticFile = (url: string) => readFileSync(path.join(ROOT, 'static', url));

describe('size budgets (gzip)', () => {
  const app = useTestApp({ seed: true });

  for (const [page, budget] of Object.entries(JS_BUDGET)) {
    test(`${page}: every script it loads, ≤ ${budget / KB} KB in total; no admin code`, async () => {
      const slug = page.includes('<slug>')
        ? ((await (await app.client().get('/api/products')).json()) as Array<{ slug: string }>)[0]!.slug
        : '';
      const res = await app.client().get(page.replace('<slug>', slug), { headers: { 'accept-encoding': 'identity' } });
      assert.equal(res.status, page === '/nope' ? 404 : 200, page);
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag))
        .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1] ?? 'an inline script');
      // What the page fetches later: the islands' files its entry script names (fetched once the page has loaded).
      const preloads = [...html.matchAll(/<script[^>]*\bdata-chunks="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ').filter(Boolean));
      if (budget === 0) {
        assert.deepEqual([...scripts, ...preloads], [], `${page} loads no script`);
        return;
      }
      assert.ok(scripts.length === 1, `${page} loads one entry script`);
      assert.ok(!scripts.includes('an inline script'), `${page} has no inline script`);
      // Everything the entry imports, now or when it hydrates, must be named, so the list is the whole download.
      const files = new Set([...scripts, ...preloads]);
      const total = [...files].reduce((sum, url) => sum + gzipSize(staticFile(url)), 0);
      console.log(`  ${page}: ${(total / KB).toFixed(1)} KB gzip of JavaScript in ${files.size} files (${total} bytes)`);
      assert.ok(total <= budget, `${page} ships ${total} bytes of JS (budget ${budget})`);
      const manifest = JSON.parse(staticFile('build/manifest.json').toString()) as { admin: { js: string } };
      assert.ok(!files.has(manifest.admin.js));
      for (const url of files) assert.ok(!staticFile(url).toString().includes('/api/admin/'), `${url} carries admin code`);
    });
  }

  test("each page names all its islands' files: its islands module first, then every chunk that imports", () => {
    const manifest = JSON.parse(staticFile('build/manifest.json').toString()) as {
      site: { pages: Record<string, { js: string; preload: string[] }> };
    };
    for (const [name, page] of Object.entries(manifest.site.pages)) {
      // The entry imports nothing before it runs (it imports the islands module by the URL the page gives it).
      assert.doesNotMatch(staticFile(page.js).toString(), /\bimport\s*["'{*]|\bfrom\s*["']/, `${name}: ${page.js} imports nothing`);
      const [islands, ...chunks] = page.preload;
      assert.match(islands ?? '', new RegExp(`^/build/${name}\\.islands-[A-Z0-9]+\\.js$`), `${name}: its islands module first`);
      const seen = new Set<string>();
      const visit = (url: string) => {
        for (const m of staticFile(url)
          .toString()
          .matchAll(/(?:from|import\()"\.\/(chunk-[A-Z0-9]+\.js)"/g)) {
          const child = `/build/${m[1]}`;
          if (!seen.has(child)) {
            seen.add(child);
            visit(child);
          }
        }
      };
      visit(islands!);
      assert.deepEqual([...seen].sort(), [...chunks].sort(), name);
    }
  });

  test('site CSS ≤ 20 KB', () => {
    const manifest = JSON.parse(staticFile('build/manifest.json').toString()) as { site: { css: string } };
    const size = gzipSize(staticFile(manifest.site.css));
    console.log(`  site CSS: ${(size / KB).toFixed(1)} KB gzip`);
    assert.ok(size <= BUDGET.css, `${size} bytes`);
  });

  test("each page's inline CSS ≤ 10 KB", () => {
    const manifest = JSON.parse(staticFile('build/manifest.json').toString()) as { site: { pageCss: Record<string, { href: string }> } };
    for (const [page, { href }] of Object.entries(manifest.site.pageCss)) {
      const size = gzipSize(staticFile(href));
      console.log(`  ${page} CSS (inline): ${(size / KB).toFixed(1)} KB gzip`);
      assert.ok(size <= BUDGET.pageCss, `${page}: ${size} bytes`);
    }
  });

  test('the default hero: every file its <picture> names is there at its width; a phone downloads ≤ 24 KB', async () => {
    const html = await (await app.client().get('/', { headers: { 'accept-encoding': 'identity' } })).text();
    const sources = [...html.matchAll(/<source media="([^"]+)" type="([^"]+)" srcSet="([^"]+)"/g)];
    assert.equal(sources.length, 4);
    for (const [, media, type, srcSet] of sources) {
      for (const candidate of srcSet!.split(', ')) {
        const [url, width] = candidate.split(' ');
        const file = staticFile(url!);
        const info = await sharp(file).metadata();
        assert.equal(`${info.width}w`, width, url);
        assert.equal(`image/${info.format === 'heif' ? 'avif' : info.format}`, type, url);
        if (media!.includes('max-width')) assert.ok(file.length <= BUDGET.phoneHero, `${url}: ${file.length} bytes`);
      }
    }
  });

  test('the logos every page shows are sent compressed (≤ 4 KB each)', async () => {
    for (const logo of ['/assets/logo.svg', '/assets/logo-light.svg']) {
      const res = await app.client().get(logo, { headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(res.headers.get('content-encoding'), 'br', logo);
      const size = Number(res.headers.get('content-length'));
      assert.ok(size > 0 && size <= 4 * KB, `${logo}: ${size} bytes`);
    }
  });

  test('home page HTML ≤ 30 KB (its CSS inline)', async () => {
    const html = await (await app.client().get('/', { headers: { 'accept-encoding': 'identity' } })).text();
    const size = gzipSize(html);
    console.log(`  home HTML: ${(size / KB).toFixed(1)} KB gzip`);
    assert.ok(size <= BUDGET.homeHtml, `${size} bytes`);
  });
});
