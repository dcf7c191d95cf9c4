// Size budgets for visitors on mid-range phones over mobile data (issue 6). Sizes are deterministic, so
// this is a test; speed is measured by `npm run bench`, never here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../../harness/root';
import { useTestApp } from '../../test/start-test-app';

const KB = 1024;
const BUDGET = { jsPerPage: 75 * KB, css: 20 * KB, homeHtml: 30 * KB };
const gzipSize = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;
const staticFile = (url: string) => readFileSync(path.join(ROOT, 'static', url));

describe('size budgets (gzip)', () => {
  const app = useTestApp({ seed: true });

  for (const page of ['/', '/about', '/products', '/gallery', '/contact', '/nope']) {
    test(`${page}: every script it loads, ≤ 75 KB in total; no admin code`, async () => {
      const html = await (await app.client().get(page, { headers: { 'accept-encoding': 'identity' } })).text();
      const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
      const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
      assert.ok(scripts.length === 1, `${page} loads one entry script`);
      // Everything the entry imports must be preloaded, so the list is the whole download.
      const files = new Set([...scripts, ...preloads]);
      const total = [...files].reduce((sum, url) => sum + gzipSize(staticFile(url)), 0);
      console.log(`  ${page}: ${(total / KB).toFixed(1)} KB gzip of JavaScript in ${files.size} files`);
      assert.ok(total <= BUDGET.jsPerPage, `${page} ships ${total} bytes of JS (budget ${BUDGET.jsPerPage})`);
      const manifest = JSON.parse(staticFile('build/manifest.json').toString()) as { admin: { js: string } };
      assert.ok(!files.has(manifest.admin.js));
      for (const url of files) assert.ok(!staticFile(url).toString().includes('/api/admin/'), `${url} carries admin code`);
    });
  }

  test('the preload list is complete: every static import of an entry is in it', () => {
    const manifest = JSON.parse(staticFile('build/manifest.json').toString()) as {
      site: { pages: Record<string, { js: string; preload: string[] }> };
    };
    for (const [name, entry] of Object.entries(manifest.site.pages)) {
      const seen = new Set<string>();
      const visit = (url: string) => {
        for (const m of staticFile(url)
          .toString()
          .matchAll(/from"\.\/(chunk-[A-Z0-9]+\.js)"/g)) {
          const child = `/build/${m[1]}`;
          if (!seen.has(child)) {
            seen.add(child);
            visit(child);
          }
        }
      };
      visit(entry.js);
      assert.deepEqual([...seen].sort(), [...entry.preload].sort(), name);
    }
  });

  test('site CSS ≤ 20 KB', () => {
    const manifest = JSON.parse(staticFile('build/manifest.json').toString()) as { site: { css: string } };
    const size = gzipSize(staticFile(manifest.site.css));
    console.log(`  site CSS: ${(size / KB).toFixed(1)} KB gzip`);
    assert.ok(size <= BUDGET.css, `${size} bytes`);
  });

  test('home page HTML ≤ 30 KB', async () => {
    const html = await (await app.client().get('/', { headers: { 'accept-encoding': 'identity' } })).text();
    const size = gzipSize(html);
    console.log(`  home HTML: ${(size / KB).toFixed(1)} KB gzip`);
    assert.ok(size <= BUDGET.homeHtml, `${size} bytes`);
  });
});
