import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../../tooling/harness/root';
import { loadPageAssets } from './page-assets';

test('without a build the app refuses to start, saying what to do (a CSP with no style hashes would blank every page)', () => {
  const empty = mkdtempSync(path.join(os.tmpdir(), 'fruit-static-'));
  assert.throws(() => loadPageAssets(empty), /manifest\.json is missing: run the build first/);
});

test("the build's assets: each page's stylesheet text, and one CSP source per distinct stylesheet, its sha256", () => {
  const { manifest, inlineStyleSources } = loadPageAssets(path.join(ROOT, 'static'));
  const texts = new Set(Object.values(manifest.site.css).map((css) => css.text));
  assert.ok(texts.size >= 5);
  const hashes = [...texts].map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`).sort();
  assert.deepEqual(inlineStyleSources, hashes);
});
