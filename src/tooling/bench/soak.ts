// npm run soak [-- --seconds N --connections C]
// Soak test on loopback: the built server (node dist/main.js) with a temporary, seeded data directory, and
// C concurrent clients (default 100) for N seconds (default 120) mixing public pages, API reads, admin writes
// (create / update / delete categories) and small uploads. Prints requests, errors, p50/p99 per kind and RSS
// over time, then stops the server with SIGTERM and checks every acknowledged write is in the database.
// Half-way through, the backup command (dist/cli/backup.js, as the nightly timer runs it) snapshots the data while
// the load goes on; at the end that backup is checked and restored (dist/cli/restore.js) into a new data directory,
// the built server is started on it, every write acknowledged before the backup began must be there, and the site
// walkthrough (every page and API, writes included) must pass on it.
// Exit code 1 on any error, lost write, unclean stop, or a restored site that fails.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { BUILT_ADMIN, startBuiltServer } from '../harness/built-server';
import { makePng, multipartForm } from '../harness/images';
import { ROOT } from '../harness/root';
import { SiteClient } from '../harness/site-client';
import { walkThroughSite } from '../harness/site-walkthrough';
import { percentile, procMemory, scriptOptions, treeMemory } from './script-kit';

const run = promisify(execFile);

type CategoryValue = { name: string; description: string };
/** What had been acknowledged when the backup began, and when it ended. */
type BackupRun = {
  acked: { categories: Map<number, CategoryValue>; deleted: Set<number>; uploads: Set<string> };
  during: { categories: Map<number, CategoryValue> };
  seconds: number;
};

const { values: options } = scriptOptions('npm run soak -- [--seconds N] [--connections C]', {
  seconds: { type: 'number', default: 120 },
  connections: { type: 'number', default: 100, integer: true },
});
const SECONDS = options.seconds;
const CONNECTIONS = options.connections;
const WARMUP_SECONDS = Math.min(20, SECONDS / 5);
const KINDS = ['page', 'api', 'write', 'upload'] as const;
type Kind = (typeof KINDS)[number];
// Out of 100 requests: what a small catalogue site sees, with the admin far busier than in real life.
// Each write makes the next page view render afresh (the page cache is invalidated), so writes dominate the cost.
const WEIGHTS: Record<Kind, number> = { page: 55, api: 37, write: 6, upload: 2 };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The server's resident memory with its image process's (the child that does the image work while there is some),
 * or 0 once it has gone (the report then shows the drop).
 */
const rssOf = (pid: number) => treeMemory(pid, 'VmRSS');

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fruit-soak-'));
  console.log(`soak: ${CONNECTIONS} connections for ${SECONDS} s on loopback (warm-up ${WARMUP_SECONDS} s), data in a temp folder`);
  // Its whole life, from the spawn on (a first start: the starter images go through the image process first).
  let lifePeak = 0;
  let lifeSampler: NodeJS.Timeout | undefined;
  const server = await startBuiltServer({
    dataDir,
    env: { SEED_DEMO: 'true' },
    // A first start on a busy machine: the starter images take a minute or more.
    timeoutMs: 300_000,
    onSpawn: (spawned) => {
      lifeSampler = setInterval(() => (lifePeak = Math.max(lifePeak, rssOf(spawned))), 100);
    },
  });
  // Whatever way this script ends, the server and the temp folders do not outlive it.
  process.once('exit', () => {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const pid = server.child.pid!;
  const admin = new SiteClient(server.url);
  const login = await admin.post('/api/auth/login', { json: BUILT_ADMIN });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const cookie = admin.cookieHeader();
  const categoryIds = ((await (await fetch(`${server.url}/api/categories`)).json()) as Array<{ id: number }>).map((c) => c.id);
  const pages = ['/', '/products', '/about', '/gallery', '/contact', ...categoryIds.map((id) => `/products?category=${id}`)];
  const apis = ['/api/categories', '/api/products', '/api/site-settings', '/api/contact-settings', '/api/gallery/folders'];
  const pngs = await Promise.all([
    makePng(64, 48),
    makePng(120, 90, { r: 30, g: 160, b: 60 }),
    makePng(200, 150, { r: 250, g: 200, b: 40 }),
  ]);

  const latencies: Record<Kind, number[]> = { page: [], api: [], write: [], upload: [] };
  const errors: Record<Kind, number> = { page: 0, api: 0, write: 0, upload: 0 };
  const errorSamples: string[] = [];
  // Acknowledged writes: what the database must hold at the end.
  const liveCategories = new Map<number, CategoryValue>();
  const deletedCategories = new Set<number>();
  const uploaded = new Set<string>();
  const rss: Array<{ t: number; bytes: number }> = [];
  let seq = 0;

  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const backupDest = mkdtempSync(path.join(os.tmpdir(), 'fruit-soak-backup-'));
  process.once('exit', () => rmSync(backupDest, { recursive: true, force: true }));
  const backupRun = takeBackupUnderLoad(SECONDS / 2);
  backupRun.catch(() => {}); // awaited (and its failure reported) after the load
  const elapsed = () => (performance.now() - started) / 1000;
  const sampler = setInterval(() => rss.push({ t: elapsed(), bytes: rssOf(pid) }), 5000);
  rss.push({ t: 0, bytes: rssOf(pid) });
  // The peak, sampled often: an upload's image work lifts memory for a moment between the 5 s samples.
  let peakRss = rss[0]!.bytes;
  const peakSampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(pid))), 250);

  async function timed(kind: Kind, expected: number, run: () => Promise<Response>): Promise<Response | undefined> {
    const t0 = performance.now();
    try {
      const res = await run();
      const body = await res.arrayBuffer();
      latencies[kind].push(performance.now() - t0);
      if (res.status !== expected) {
        errors[kind]++;
        if (errorSamples.length < 10) errorSamples.push(`${kind}: ${res.status} ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
        return undefined;
      }
      return new Response(body.byteLength ? body : null, { status: res.status, headers: res.headers });
    } catch (error) {
      errors[kind]++;
      if (errorSamples.length < 10) errorSamples.push(`${kind}: ${String(error)}`);
      return undefined;
    }
  }

  /** The nightly backup command, in its own process, while the workers keep going; what was acknowledged when it began. */
  async function takeBackupUnderLoad(atSeconds: number): Promise<BackupRun> {
    await new Promise((resolve) => setTimeout(resolve, atSeconds * 1000));
    const acked = { categories: new Map(liveCategories), deleted: new Set(deletedCategories), uploads: new Set(uploaded) };
    const t0 = performance.now();
    const { stdout } = await run(process.execPath, [path.join(ROOT, 'dist/cli/backup.js'), backupDest], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    const seconds = (performance.now() - t0) / 1000;
    console.log(`  ${elapsed().toFixed(0).padStart(4)} s  backup taken under load in ${seconds.toFixed(1)} s: ${stdout.split('\n')[0]}`);
    return { acked, during: { categories: new Map(liveCategories) }, seconds };
  }

  const json = (method: string, url: string, body?: unknown) =>
    fetch(server.url + url, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function write(mine: number[]) {
    const id = mine[mine.length - 1];
    const roll = Math.random();
    if (id !== undefined && roll < 0.4) {
      const next = { name: `Soak ${id} v${++seq}`, description: `updated ${seq}`, isActive: true, image: null };
      if (await timed('write', 200, () => json('PUT', `/api/admin/categories/${id}`, next))) liveCategories.set(id, next);
    } else if (id !== undefined && roll < 0.7) {
      if (await timed('write', 204, () => json('DELETE', `/api/admin/categories/${id}`))) {
        mine.pop();
        liveCategories.delete(id);
        deletedCategories.add(id);
      }
    } else {
      const next = { name: `Soak ${++seq}`, description: `created ${seq}` };
      const res = await timed('write', 201, () => json('POST', '/api/admin/categories', next));
      if (res) {
        const created = (await res.json()) as { id: number };
        liveCategories.set(created.id, next);
        mine.push(created.id);
      }
    }
  }

  async function worker(w: number) {
    const mine: number[] = [];
    let i = w;
    while (performance.now() < deadline) {
      const roll = (i++ * 37) % 100;
      if (roll < WEIGHTS.page) {
        await timed('page', 200, () => fetch(server.url + pages[i % pages.length]!));
      } else if (roll < WEIGHTS.page + WEIGHTS.api) {
        await timed('api', 200, () => fetch(server.url + apis[i % apis.length]!));
      } else if (roll < WEIGHTS.page + WEIGHTS.api + WEIGHTS.write) {
        await write(mine);
      } else {
        const form = multipartForm('files', [{ name: `soak-${w}-${i}.png`, type: 'image/png', data: pngs[i % pngs.length]! }]);
        const res = await timed('upload', 201, () =>
          fetch(`${server.url}/api/admin/media/upload`, { method: 'POST', headers: { cookie }, body: form }),
        );
        if (res) for (const item of (await res.json()) as Array<{ filename: string }>) uploaded.add(item.filename);
      }
    }
  }

  const progress = setInterval(() => {
    const total = KINDS.reduce((n, k) => n + latencies[k].length, 0);
    console.log(`  ${elapsed().toFixed(0).padStart(4)} s  ${total} requests  rss ${mb(rss[rss.length - 1]!.bytes)}`);
  }, 15_000);
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w)));
  const backup = await backupRun;
  clearInterval(progress);
  clearInterval(sampler);
  clearInterval(peakSampler);
  rss.push({ t: elapsed(), bytes: rssOf(pid) });
  const duration = elapsed();
  clearInterval(lifeSampler);
  const serverHighWater = procMemory(pid, 'VmHWM');

  server.child.kill('SIGTERM');
  const exit = await server.exited;

  // Every acknowledged write is in the database, and no deleted row came back.
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  const rows = new Map(
    (db.prepare('SELECT id, name, description FROM categories').all() as Array<{ id: number; name: string; description: string }>).map(
      (r) => [r.id, r],
    ),
  );
  const media = new Set((db.prepare('SELECT filename FROM media').all() as Array<{ filename: string }>).map((r) => r.filename));
  const integrity = db.pragma('integrity_check', { simple: true });
  // What the history (issue "Undo anything") adds: its revisions' count and bytes, beside the whole database's size.
  const history = db
    .prepare('SELECT count(*) AS n, coalesce(sum(length(before)), 0) + coalesce(sum(length(after)), 0) AS bytes FROM revisions')
    .get() as { n: number; bytes: number };
  const { dbBytes } = db.prepare('SELECT page_count * page_size AS dbBytes FROM pragma_page_count(), pragma_page_size()').get() as {
    dbBytes: number;
  };
  db.close();
  const lost: string[] = [];
  for (const [id, expected] of liveCategories) {
    const row = rows.get(id);
    if (!row || row.name !== expected.name || row.description !== expected.description) lost.push(`category ${id}`);
  }
  for (const id of deletedCategories) if (rows.has(id)) lost.push(`deleted category ${id} is back`);
  for (const file of uploaded) if (!media.has(file) || !existsSync(path.join(dataDir, 'uploads', file))) lost.push(`upload ${file}`);

  const total = KINDS.reduce((n, k) => n + latencies[k].length, 0);
  const totalErrors = KINDS.reduce((n, k) => n + errors[k], 0);
  console.log(`\nrequests: ${total} in ${duration.toFixed(1)} s (${Math.round(total / duration)}/s), errors: ${totalErrors}`);
  console.log('kind     requests  errors     p50 ms     p99 ms     max ms');
  for (const kind of KINDS) {
    const sorted = [...latencies[kind]].sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(8)} ${String(sorted.length).padStart(8)} ${String(errors[kind]).padStart(7)} ${percentile(sorted, 50).toFixed(1).padStart(10)} ` +
        `${percentile(sorted, 99).toFixed(1).padStart(10)} ${(sorted[sorted.length - 1] ?? 0).toFixed(1).padStart(10)}`,
    );
  }
  console.log(`\nRSS of the server (every 5 s): ${rss.map((s) => `${s.t.toFixed(0)}s ${mb(s.bytes)}`).join(', ')}`);
  console.log(`peak RSS of the server with its image process (sampled every 250 ms): ${mb(peakRss)} (target ≤ 256 MiB)`);
  console.log(
    `over its whole life (the first start's starter images included, every 100 ms): ${mb(Math.max(lifePeak, serverHighWater))}; ` +
      `the server process alone (its high-water mark): ${mb(serverHighWater)}`,
  );
  const steady = rss.filter((s) => s.t >= WARMUP_SECONDS);
  if (steady.length >= 2) {
    const values = steady.map((s) => s.bytes);
    const first = values[0]!;
    const last = values[values.length - 1]!;
    console.log(
      `RSS after warm-up: min ${mb(Math.min(...values))}, max ${mb(Math.max(...values))}, first ${mb(first)} -> last ${mb(last)} ` +
        `(${last >= first ? '+' : ''}${(((last - first) / first) * 100).toFixed(1)}%)`,
    );
  }
  console.log(
    `writes acknowledged: ${liveCategories.size} categories kept, ${deletedCategories.size} deleted, ${uploaded.size} uploads; ` +
      `lost: ${lost.length}; integrity_check: ${integrity}; SIGTERM exit code ${exit.code}`,
  );
  console.log(
    `history: ${history.n} revisions, ${mb(history.bytes)} of content before and after ` +
      `(${history.n ? Math.round(history.bytes / history.n) : 0} bytes a revision); the database is ${mb(dbBytes)} in all`,
  );
  for (const sample of errorSamples) console.log(`  error: ${sample}`);
  for (const item of lost.slice(0, 10)) console.log(`  lost: ${item}`);
  rmSync(dataDir, { recursive: true, force: true });

  const restoreProblems = await restoreAndWalk(backupDest, backup);
  rmSync(backupDest, { recursive: true, force: true });
  if (totalErrors || lost.length || integrity !== 'ok' || exit.code !== 0 || restoreProblems.length) process.exit(1);
}

/**
 * The backup taken under load: checked and restored with the real commands into a new data directory, served by the
 * built server; every write acknowledged before the backup began is there, and the site walkthrough passes on it.
 */
async function restoreAndWalk(backupDest: string, backup: BackupRun): Promise<string[]> {
  const problems: string[] = [];
  const [folder] = readdirSync(backupDest);
  const backupDir = path.join(backupDest, folder!);
  const restoredDir = mkdtempSync(path.join(os.tmpdir(), 'fruit-soak-restored-'));
  const cli = (name: string, args: string[]) =>
    run(process.execPath, [path.join(ROOT, `dist/cli/${name}.js`), ...args], { env: { ...process.env, DATA_DIR: restoredDir } });
  try {
    console.log(`\nrestore: ${(await cli('restore', [backupDir, '--check'])).stdout.trim()}`);
    await cli('restore', [backupDir]);
    const server = await startBuiltServer({ dataDir: restoredDir, timeoutMs: 60_000 });
    process.once('exit', () => server.child.kill('SIGKILL'));
    try {
      const categories = new Map(
        ((await (await fetch(`${server.url}/api/categories`)).json()) as Array<{ id: number; name: string; description: string }>).map(
          (c) => [c.id, c],
        ),
      );
      // Acknowledged before the backup began and not touched while it ran: exactly as it was.
      let checked = 0;
      for (const [id, value] of backup.acked.categories) {
        const during = backup.during.categories.get(id);
        if (!during || during.name !== value.name) continue;
        checked++;
        const row = categories.get(id);
        if (!row || row.name !== value.name || row.description !== value.description)
          problems.push(`category ${id} missing from the restored site`);
      }
      for (const id of backup.acked.deleted) if (categories.has(id)) problems.push(`category ${id}, deleted before the backup, is back`);
      let served = 0;
      for (const file of backup.acked.uploads) {
        const res = await fetch(`${server.url}/uploads/${file}`);
        await res.arrayBuffer();
        if (res.status === 200) served++;
        else problems.push(`upload ${file}: ${res.status}`);
      }
      const walk = await walkThroughSite(server.url, { credentials: BUILT_ADMIN, asBrowser: true });
      console.log(
        `restore: ${checked} categories and ${served}/${backup.acked.uploads.size} uploads acknowledged before the backup are served ` +
          `(${categories.size - checked} more categories from the starter content and writes during the backup); ` +
          `walkthrough passed (${walk.steps.length} steps, ${walk.requests} requests)`,
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } catch (error) {
    problems.push(`the restored site failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    rmSync(restoredDir, { recursive: true, force: true });
  }
  for (const problem of problems.slice(0, 10)) console.log(`  restore problem: ${problem}`);
  return problems;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
