// SIGKILL in the middle of a stream of writes and uploads, five times over, on the built server
// (SECURITY DB-5, UPL-7): after each restart the database is intact, every acknowledged write is there,
// no temp file is left, and media rows and upload files match one to one.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { IMAGE_WIDTHS, uploadBase, variantFilename } from '../shared/upload-names';
import { BUILT_ADMIN, type BuiltServer, startBuiltServer } from '../tooling/harness/built-server';
import { makePng, multipartForm } from '../tooling/harness/images';
import { SiteClient } from '../tooling/harness/site-client';

const ROUNDS = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test(`SIGKILL during writes and uploads, ${ROUNDS} rounds: intact, nothing acknowledged lost, no temp files, rows and files agree`, async (t) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fruit-crash-'));
  const ackedCategories = new Map<number, string>();
  const ackedMedia = new Set<string>();
  const images = await Promise.all([makePng(240, 180), makePng(160, 120, { r: 10, g: 90, b: 200 }), makePng(48, 48)]);
  let server: BuiltServer | undefined;

  const check = (label: string) => {
    const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    try {
      assert.equal(db.pragma('integrity_check', { simple: true }), 'ok', `${label}: integrity_check`);
      assert.deepEqual(db.pragma('foreign_key_check'), [], `${label}: foreign_key_check`);
      const categories = new Map(
        (db.prepare('SELECT id, name FROM categories').all() as Array<{ id: number; name: string }>).map((r) => [r.id, r.name]),
      );
      for (const [id, name] of ackedCategories) assert.equal(categories.get(id), name, `${label}: acknowledged category ${id}`);
      const rows = new Set((db.prepare('SELECT filename FROM media').all() as Array<{ filename: string }>).map((r) => r.filename));
      for (const file of ackedMedia) assert.ok(rows.has(file), `${label}: acknowledged upload ${file}`);
      const files = readdirSync(path.join(dataDir, 'uploads'));
      assert.deepEqual(
        files.filter((f) => f.startsWith('.')),
        [],
        `${label}: no .tmp-* file in uploads`,
      );
      assert.deepEqual(readdirSync(path.join(dataDir, 'tmp')), [], `${label}: DATA_DIR/tmp is empty`);
      // Each media row: its file and its WebP variants (backfilled at start); each file (AVIF ones included): a row.
      const bases = new Set([...rows].map(uploadBase));
      for (const f of rows) {
        for (const needed of [f, ...IMAGE_WIDTHS.map((w) => variantFilename(f, w, 'webp'))])
          assert.ok(files.includes(needed), `${label}: ${needed} present`);
      }
      for (const f of files) assert.ok(bases.has(uploadBase(f)), `${label}: ${f} has its media row`);
      return { categories: categories.size, media: rows.size };
    } finally {
      db.close();
    }
  };

  try {
    for (let round = 1; round <= ROUNDS; round++) {
      server = await startBuiltServer({ dataDir });
      if (round > 1) check(`after kill ${round - 1}`);
      const admin = new SiteClient(server.url);
      assert.equal((await admin.post('/api/auth/login', { json: BUILT_ADMIN })).status, 200);

      let killed = false;
      const failures: string[] = [];
      let acked = 0;
      let uploadsAcked = 0;
      // A reply before the kill must be a success; after it, only connection errors are expected.
      const loop = async (write: (i: number) => Promise<void>) => {
        for (let i = 0; !killed; i++) {
          try {
            await write(i);
            acked++;
          } catch (error) {
            if (!killed) failures.push(String(error));
            return;
          }
        }
      };
      const categoryWriter = (w: number) =>
        loop(async (i) => {
          const name = `r${round}-w${w}-${i}`;
          const res = await admin.post('/api/admin/categories', { json: { name } });
          if (res.status !== 201) throw new Error(`category create: ${res.status}`);
          ackedCategories.set(((await res.json()) as { id: number }).id, name);
        });
      const uploader = (u: number) =>
        loop(async (i) => {
          const files = [0, 1].map((k) => ({ name: `u${u}-${i}-${k}.png`, type: 'image/png', data: images[(i + k + u) % images.length]! }));
          const res = await admin.post('/api/admin/media/upload', { body: multipartForm('files', files) });
          if (res.status !== 201) throw new Error(`upload: ${res.status}`);
          for (const item of (await res.json()) as Array<{ filename: string }>) ackedMedia.add(item.filename);
          uploadsAcked++;
        });
      const workers = [categoryWriter(1), categoryWriter(2), categoryWriter(3), uploader(1), uploader(2)];
      // A different moment in the stream each round, once both kinds of write have been acknowledged (bounded).
      await sleep(250 + round * 130);
      for (let waited = 0; (acked < 5 || uploadsAcked < 1) && waited < 8000; waited += 20) await sleep(20);
      killed = true;
      server.child.kill('SIGKILL');
      const { signal } = await server.exited;
      assert.equal(signal, 'SIGKILL');
      await Promise.all(workers);
      assert.deepEqual(failures, [], `round ${round}: replies before the kill`);
      const leftover =
        readdirSync(path.join(dataDir, 'uploads')).filter((f) => f.startsWith('.tmp-')).length +
        readdirSync(path.join(dataDir, 'tmp')).length;
      t.diagnostic(
        `round ${round}: ${acked} writes (${uploadsAcked} uploads) acknowledged before SIGKILL; ${leftover} temp file(s) left by the kill`,
      );
    }
    server = await startBuiltServer({ dataDir });
    const totals = check(`after kill ${ROUNDS}`);
    t.diagnostic(
      `after ${ROUNDS} kills: ${ackedCategories.size} acknowledged categories and ${ackedMedia.size} uploads all present; ${totals.categories} categories, ${totals.media} media rows and files`,
    );
    // The restarted server answers with the data.
    const listed = (await (await new SiteClient(server.url).get('/api/categories')).json()) as unknown[];
    assert.equal(listed.length, totals.categories);
  } finally {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
