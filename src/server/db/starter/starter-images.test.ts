import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { startTestApp } from '../../../test/start-test-app';
import { ROOT } from '../../../tooling/harness/root';
import { imageJobs } from '../../modules/uploads/job-queue';
import { makeVariants, processImage } from '../../modules/uploads/process-image';
import { STARTER_ART_FILES } from './starter-content';
import { prebuiltImage, readManifest, sha256 } from './starter-images';

const ART = path.join(ROOT, 'src/server/db/starter/art');
const PREBUILT = path.join(ROOT, 'dist/starter-images');
const manifest = readManifest(PREBUILT);

/** A first start on an empty data directory, seeding; returns what went through the image queue and what was stored. */
async function firstStart(t: { mock: { method: typeof import('node:test').mock.method } }, options: { artDir?: string }) {
  const jobs = t.mock.method(imageJobs, 'run');
  const app = await startTestApp({ seedFresh: true, ...(options.artDir ? { starterArtDir: options.artDir } : {}) });
  try {
    const stored = app.deps.media.list().map((item) => ({ item, bytes: readFileSync(path.join(app.dataDir, 'uploads', item.filename)) }));
    return { jobs: jobs.mock.callCount(), stored, products: app.deps.products.listAll().length };
  } finally {
    await app.close();
  }
}

describe('starter images made at build time (dist/starter-images)', () => {
  test('the build made one for every starter artwork, from the artwork as it is now', () => {
    assert.ok(existsSync(PREBUILT), `${PREBUILT} is missing: run \`node build.mjs\` first (npm test does)`);
    assert.deepEqual(Object.keys(manifest).sort(), [...STARTER_ART_FILES].sort());
    for (const file of STARTER_ART_FILES) assert.equal(manifest[file]!.source, sha256(readFileSync(path.join(ART, file))), file);
  });

  test('each is byte for byte what the upload pipeline makes of its artwork', async () => {
    // A category's, a product's and a gallery photo's artwork.
    for (const file of [STARTER_ART_FILES[0]!, STARTER_ART_FILES[20]!, STARTER_ART_FILES.at(-1)!]) {
      const bytes = readFileSync(path.join(ART, file));
      const prebuilt = prebuiltImage(PREBUILT, manifest, file, bytes);
      assert.ok(prebuilt, file);
      const processed = await processImage(bytes, 'svg');
      assert.deepEqual(
        { ext: prebuilt.ext, mimeType: prebuilt.mimeType, width: prebuilt.width, height: prebuilt.height },
        { ext: processed.ext, mimeType: processed.mimeType, width: processed.width, height: processed.height },
      );
      assert.ok(prebuilt.data.equals(processed.data), `${file}: the stored image`);
      const variants = await makeVariants(processed.data);
      assert.deepEqual(
        prebuilt.variants.map((v) => [v.width, sha256(v.webp), v.avif && sha256(v.avif)]),
        variants.map((v) => [v.width, sha256(v.webp), v.avif && sha256(v.avif)]),
        `${file}: its variants`,
      );
    }
  });

  test('a first start stores them as they are, with no image work on the server', async (t) => {
    const { jobs, stored, products } = await firstStart(t, {});
    assert.equal(jobs, 0, 'nothing went through the image process');
    assert.ok(products > 0);
    assert.equal(stored.length, STARTER_ART_FILES.length);
    for (const { item, bytes } of stored) {
      const prebuilt = prebuiltImage(PREBUILT, manifest, item.originalName, readFileSync(path.join(ART, item.originalName)));
      assert.ok(prebuilt, item.originalName);
      assert.ok(prebuilt.data.equals(bytes), item.originalName);
      assert.deepEqual([item.width, item.height, item.mimeType], [prebuilt.width, prebuilt.height, prebuilt.mimeType]);
    }
  });

  test('a rebuild keeps what is made, remakes an entry with a file missing, and removes what no entry names', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'fruit-starter-images-'));
    try {
      cpSync(PREBUILT, out, { recursive: true });
      const make = () =>
        new Promise<string>((resolve, reject) =>
          // Without the machine's build cache: this is about what the folder keeps.
          execFile(
            process.execPath,
            [path.join(ROOT, 'dist/make-starter-images.js'), ART, out],
            { env: { ...process.env, STARTER_IMAGES_CACHE: '' } },
            (error, stdout) => (error ? reject(error) : resolve(stdout)),
          ),
        );
      assert.match(await make(), /\(0 made, \d+ kept\)/);
      const entry = manifest[STARTER_ART_FILES[2]!]!;
      rmSync(path.join(out, entry.variants[0]!.webp));
      writeFileSync(path.join(out, 'left-over.webp'), 'x');
      assert.match(await make(), /\(1 made, \d+ kept\)/);
      assert.ok(!existsSync(path.join(out, 'left-over.webp')), 'a file no entry names is removed');
      assert.deepEqual(readManifest(out), manifest, 'the same entries, the remade one included');
      assert.ok(readFileSync(path.join(out, entry.file)).equals(readFileSync(path.join(PREBUILT, entry.file))));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  test("the machine's build cache: an entry one checkout made, another copies instead of making it; a broken one is made again", async () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'fruit-starter-cache-'));
    const cache = path.join(scratch, 'cache');
    const make = (out: string) =>
      new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          [path.join(ROOT, 'dist/make-starter-images.js'), ART, out],
          { env: { ...process.env, STARTER_IMAGES_CACHE: cache } },
          (error, stdout) => (error ? reject(error) : resolve(stdout)),
        ),
      );
    const entry = manifest[STARTER_ART_FILES[3]!]!;
    /** A checkout whose build has every entry but that one's first variant. */
    const checkout = (name: string) => {
      const out = path.join(scratch, name);
      cpSync(PREBUILT, out, { recursive: true });
      rmSync(path.join(out, entry.variants[0]!.webp));
      return out;
    };
    try {
      assert.match(await make(checkout('first')), /\(1 made, \d+ kept\)/);
      assert.ok(existsSync(path.join(cache, entry.key, 'entry.json')), 'the made entry is offered to the cache');
      const second = checkout('second');
      assert.match(await make(second), /\(0 made, \d+ kept, 1 from the build cache\)/);
      assert.deepEqual(readManifest(second), manifest);
      for (const name of [entry.file, entry.variants[0]!.webp])
        assert.ok(readFileSync(path.join(second, name)).equals(readFileSync(path.join(PREBUILT, name))), name);
      rmSync(path.join(cache, entry.key, entry.file));
      assert.match(await make(checkout('third')), /\(1 made, \d+ kept\)/, 'a cached entry with a file missing is made again');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  test('an artwork changed since the build goes through the image pipeline instead; the others are copied', async (t) => {
    const art = mkdtempSync(path.join(os.tmpdir(), 'fruit-art-'));
    try {
      cpSync(ART, art, { recursive: true });
      const changed = STARTER_ART_FILES[1]!;
      const svg = readFileSync(path.join(art, changed), 'utf8');
      writeFileSync(path.join(art, changed), svg.replace('</svg>', '<rect width="40" height="40" fill="#123456"/></svg>'));
      const { jobs, stored } = await firstStart(t, { artDir: art });
      assert.equal(jobs, 1, 'one image through the pipeline');
      const fresh = stored.find(({ item }) => item.originalName === changed)!;
      const old = prebuiltImage(PREBUILT, manifest, changed, readFileSync(path.join(ART, changed)))!;
      assert.ok(!fresh.bytes.equals(old.data), 'the changed artwork, not the prebuilt copy of the old one');
      assert.ok((await processImage(readFileSync(path.join(art, changed)), 'svg')).data.equals(fresh.bytes));
    } finally {
      rmSync(art, { recursive: true, force: true });
    }
  });
});
