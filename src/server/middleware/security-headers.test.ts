// The inline stylesheets and the CSP that allows them: every public page's <style> is allowed by a build-time hash,
// and style-src allows nothing else inline (the browser tests load every page under this CSP, with no violation).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { useTestApp } from '../../test/start-test-app';

const styleSrc = (csp: string) => /(?:^|; )style-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];

describe("CSP style-src: 'self' and the hash of each page's inline stylesheet", () => {
  const app = useTestApp({ seed: true });

  test('every public page inlines one stylesheet, and the CSP it is served with allows it by its hash', async () => {
    const seen = new Set<string>();
    for (const page of ['/', '/about', '/products', '/products?category=1', '/gallery', '/contact', '/nope']) {
      const res = await app.client().get(page, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
      const html = await res.text();
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      assert.equal(styles.length, 1, `${page}: one inline stylesheet`);
      assert.ok(styles[0]!.length > 10_000, `${page}: the page's CSS, not a stub`);
      assert.doesNotMatch(html, /<link[^>]*rel="stylesheet"/, `${page}: no stylesheet request`);
      const hash = `'sha256-${createHash('sha256').update(styles[0]!).digest('base64')}'`;
      const sources = styleSrc(res.headers.get('content-security-policy') ?? '');
      assert.ok(sources.includes(hash), `${page}: style-src allows its stylesheet`);
      seen.add(hash);
    }
    assert.ok(seen.size >= 5, 'each kind of page has its own stylesheet');
  });

  test("style-src is 'self' and sha256 hashes only, the same on every response: nothing inline is allowed by anything else", async () => {
    const policies = new Set<string>();
    for (const path of ['/', '/healthz', '/api/categories', '/api/nope', '/admin/login', '/nope']) {
      policies.add((await app.client().get(path)).headers.get('content-security-policy') ?? '');
    }
    assert.equal(policies.size, 1, [...policies].join('\n'));
    const [csp] = policies;
    const [self, ...hashes] = styleSrc(csp!);
    assert.equal(self, "'self'");
    assert.ok(hashes.length >= 5);
    for (const source of hashes) assert.match(source, /^'sha256-[A-Za-z0-9+/]{43}='$/);
    assert.doesNotMatch(csp!, /unsafe-inline|unsafe-hashes|nonce-/);
  });
});
