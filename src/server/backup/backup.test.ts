import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { variantFilenames } from '../../shared/upload-names';
import { startTestApp, TEST_ADMIN } from '../../test/start-test-app';
import { makePng, multipartForm } from '../../tooling/harness/images';
import { ROOT } from '../../tooling/harness/root';
import { SiteClient } from '../../tooling/harness/site-client';
import { walkThroughSite } from '../../tooling/harness/site-walkthrough';
import { createMetaRepo } from '../db/meta.repo';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import { copyRegularFile, sha256File } from './backup-files';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';
import { verifyBackup } from './verify-backup';

const run = promisify(execFile);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'fruit-backup-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const mode = (p: string) => statSync(p).mode & 0o777;

async function uploadMedia(admin: SiteClient, png: Buffer, count: number): Promise<string[]> {
  const files = Array.from({ length: count }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', data: png }));
  const res = await admin.post('/api/admin/media/upload', { body: multipartForm('files', files) });
  assert.equal(res.status, 201, await res.clone().text());
  return ((await res.json()) as Array<{ filename: string }>).map((m) => m.filename);
}

describe('backup and restore', () => {
  test('a backup taken while the API keeps writing is a consistent snapshot, and restores to a working site', async () => {
    const dataDir = mkdtempSync(path.join(scratch, 'live-'));
    const dest = path.join(scratch, 'dest-1');
    let app = await startTestApp({ dataDir });
    const admin = await app.admin();
    const png = await makePng(40, 30);
    const folder = (await (await admin.post('/api/admin/gallery/folders', { json: { name: 'Arrivals' } })).json()) as { id: number };

    // Writers through the real API: category creates (one row each) and uploads (files + rows in one transaction).
    const ackedCategories: Array<{ id: number; name: string }> = [];
    const ackedMedia: string[] = [];
    const ackedGallery: string[] = [];
    let stop = false;
    const categoryWriter = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const name = `w${w}-${i}`;
        const res = await admin.post('/api/admin/categories', { json: { name } });
        assert.equal(res.status, 201);
        ackedCategories.push({ id: ((await res.json()) as { id: number }).id, name });
      }
    };
    const uploader = async () => {
      for (let i = 0; !stop; i++) {
        if (i % 2) {
          ackedMedia.push(...(await uploadMedia(admin, png, 2)));
        } else {
          const res = await admin.post(`/api/admin/upload/gallery/${folder.id}`, {
            body: multipartForm('files', [
              { name: 'g.png', type: 'image/png', data: png },
              { name: 'h.png', type: 'image/png', data: png },
            ]),
          });
          assert.equal(res.status, 201);
          ackedGallery.push(...((await res.json()) as Array<{ filename: string }>).map((g) => g.filename));
        }
      }
    };
    const writers = [categoryWriter(1), categoryWriter(2), categoryWriter(3), uploader()];
    let open = true;
    try {
      // Until both kinds of write have been acknowledged a few times (bounded).
      for (let waited = 0; waited < 15_000 && (ackedCategories.length < 20 || ackedMedia.length + ackedGallery.length < 4); waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }

      const beforeCategories = [...ackedCategories];
      const beforeFiles = [...ackedMedia, ...ackedGallery];
      // The real command in its own process, like the nightly timer, while this process keeps serving writes.
      const cli = await run(process.execPath, ['--import', 'tsx', 'src/server/cli/backup.ts', dest], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
      });
      const afterIds = new Set(ackedCategories.map((c) => c.id));
      await new Promise((resolve) => setTimeout(resolve, 150));
      stop = true;
      await Promise.all(writers);
      const lateCategories = ackedCategories.filter((c) => !afterIds.has(c.id));
      assert.ok(
        beforeCategories.length > 10 && beforeFiles.length > 2,
        `writes before the backup: ${beforeCategories.length}, ${beforeFiles.length}`,
      );
      assert.ok(lateCategories.length > 0, 'writes went on after the backup finished');
      assert.match(cli.stdout, /Backup written to/);

      const [name, ...others] = readdirSync(dest);
      assert.deepEqual(others, [], 'one folder, no temp folder left');
      assert.match(name!, /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/);
      const backupDir = path.join(dest, name!);
      const check = await verifyBackup(backupDir);
      assert.deepEqual(check.problems, []);
      // Nothing for others; the group bits let an operator's ACL give the off-site puller read access (deploy guide §6).
      assert.equal(mode(backupDir), 0o750);
      assert.equal(mode(path.join(backupDir, 'uploads')), 0o750);
      for (const file of ['app.db', 'manifest.json', ...readdirSync(path.join(backupDir, 'uploads')).map((f) => `uploads/${f}`)]) {
        assert.equal(mode(path.join(backupDir, file)), 0o640, file);
      }
      const manifest = check.manifest!;
      assert.equal(manifest.database.sha256, await sha256File(path.join(backupDir, 'app.db')));
      assert.equal(createMetaRepo(app.db).get('last_backup_at'), manifest.createdAt, 'meta.last_backup_at records the backup');

      // The snapshot: every write acknowledged before the backup started, none acknowledged after it ended,
      // and whole transactions only (ids are contiguous because commits are serialised).
      const copy = new Database(path.join(backupDir, 'app.db'), { readonly: true });
      const rows = copy.prepare('SELECT id, name FROM categories ORDER BY id').all() as Array<{ id: number; name: string }>;
      const byId = new Map(rows.map((r) => [r.id, r.name]));
      for (const c of beforeCategories) assert.equal(byId.get(c.id), c.name, `category ${c.id} acknowledged before the backup`);
      for (const c of lateCategories) assert.equal(byId.has(c.id), false, `category ${c.id} acknowledged after the backup`);
      assert.deepEqual(
        rows.map((r) => r.id),
        rows.map((_, i) => rows[0]!.id + i),
        'no gaps: whole transactions only',
      );
      const mediaNames = new Set((copy.prepare('SELECT filename FROM media').all() as Array<{ filename: string }>).map((r) => r.filename));
      for (const f of beforeFiles) assert.ok(mediaNames.has(f), `upload ${f} acknowledged before the backup`);
      const galleryOrphans = copy
        .prepare('SELECT COUNT(*) AS n FROM gallery_images g LEFT JOIN media m ON m.id = g.media_id WHERE m.id IS NULL')
        .get() as {
        n: number;
      };
      assert.equal(galleryOrphans.n, 0);
      const copiedFiles = readdirSync(path.join(backupDir, 'uploads'));
      const live = new Set(readdirSync(path.join(app.dataDir, 'uploads')));
      const expectedFiles = [...mediaNames].flatMap((f) => [f, ...variantFilenames(f)]).filter((f) => live.has(f) || !f.endsWith('.avif'));
      assert.deepEqual(copiedFiles.sort(), expectedFiles.sort(), 'exactly the files the snapshot names, with their variants');
      assert.equal(manifest.counts.categories, rows.length);
      assert.equal(manifest.uploads.count, expectedFiles.length);
      copy.close();

      // Restore refuses while the server holds the database, and changes nothing.
      const liveCategories = app.deps.categories.listAll().length;
      await assert.rejects(restoreBackup({ backupDir, dataDir }), /in use: stop the site first/);
      assert.equal(app.deps.categories.listAll().length, liveCategories);

      await app.close();
      open = false;
      const restored = await restoreBackup({ backupDir, dataDir });
      assert.ok(restored.previous && existsSync(path.join(restored.previous, 'app.db')), 'the replaced database is kept aside');
      assert.ok(existsSync(path.join(restored.previous, 'uploads')));
      assert.equal(existsSync(path.join(dataDir, 'app.db-wal')), false);
      assert.deepEqual(
        readdirSync(dataDir).filter((f) => f.startsWith('.restore-')),
        [],
      );

      // The restored data directory serves: same rows as the backup, every file served.
      app = await startTestApp({ dataDir });
      try {
        const owner = await app.admin();
        const listed = (await (await owner.get('/api/admin/categories')).json()) as Array<{ id: number }>;
        assert.deepEqual(
          listed.map((c) => c.id).sort((a, b) => a - b),
          rows.map((r) => r.id),
        );
        for (const file of [...mediaNames].slice(0, 20)) assert.equal((await owner.get(`/uploads/${file}`)).status, 200, file);
        // And everything a visitor and the owner do works on it, writes included.
        const walk = await walkThroughSite(app.url, { credentials: TEST_ADMIN, asBrowser: true });
        assert.equal(walk.steps.length, 8);
        assert.deepEqual(app.leftoverTempFiles(), []);
      } finally {
        await app.close();
      }
    } finally {
      stop = true;
      await Promise.allSettled(writers);
      if (open) await app.close();
    }
  });

  test('verify and restore refuse a truncated or corrupt app.db and a backup missing an upload', async () => {
    const dataDir = mkdtempSync(path.join(scratch, 'small-'));
    const app = await startTestApp({ dataDir });
    const admin = await app.admin();
    for (let i = 0; i < 50; i++)
      await admin.post('/api/admin/categories', { json: { name: `Category ${i}`, description: 'x'.repeat(200) } });
    const [logo] = await uploadMedia(admin, await makePng(), 1);
    assert.equal((await admin.put('/api/admin/site-settings', { json: { logoPath: `/uploads/${logo}` } })).status, 200);
    await app.close();
    const good = (await createBackup({ dataDir, dest: path.join(scratch, 'dest-2'), version: 'test' })).folder;
    assert.deepEqual((await verifyBackup(good)).problems, []);
    const variant = (label: string) => {
      const dir = path.join(scratch, `variant-${label}`);
      cpSync(good, dir, { recursive: true });
      return dir;
    };
    const resealed = async (dir: string) => {
      // Make the manifest agree with the damaged file, so the database checks themselves must catch it.
      const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
      manifest.database.sha256 = await sha256File(path.join(dir, 'app.db'));
      manifest.database.bytes = statSync(path.join(dir, 'app.db')).size;
      writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    };

    /** The check fails the backup in `dir`, with the problem expected among those it names. */
    const assertRefused = async (dir: string, expected: (problem: string) => boolean) => {
      const result = await verifyBackup(dir);
      assert.equal(result.ok, false);
      assert.ok(result.problems.some(expected), result.problems.join('\n'));
    };

    const truncated = variant('truncated');
    truncateSync(path.join(truncated, 'app.db'), Math.floor(statSync(path.join(truncated, 'app.db')).size / 2));
    await assertRefused(truncated, (p) => /sha256/.test(p));
    await resealed(truncated);
    await assertRefused(truncated, (p) => /integrity_check|cannot be read/.test(p));

    const corrupt = variant('corrupt');
    const db = new Database(path.join(corrupt, 'app.db'), { readonly: true });
    const { rootpage } = db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'categories'").get() as { rootpage: number };
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    db.close();
    const fd = openSync(path.join(corrupt, 'app.db'), 'r+');
    writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, (rootpage - 1) * pageSize);
    closeSync(fd);
    await resealed(corrupt);
    await assertRefused(corrupt, (p) => /integrity_check|cannot be read/.test(p));

    const missing = variant('missing-upload');
    unlinkSync(path.join(missing, 'uploads', logo!));
    await assertRefused(missing, (p) => p.includes('missing') && p.includes(logo!));

    const before = await sha256File(path.join(dataDir, 'app.db'));
    for (const bad of [truncated, corrupt, missing]) {
      await assert.rejects(restoreBackup({ backupDir: bad, dataDir }), /failed its check, nothing was changed/);
    }
    assert.equal(await sha256File(path.join(dataDir, 'app.db')), before);
    assert.deepEqual(
      readdirSync(dataDir).filter((f) => f.startsWith('pre-restore-') || f.startsWith('.restore-')),
      [],
    );

    // The restore CLI's --check runs the same drill and fails loudly.
    await assert.rejects(
      run(process.execPath, ['--import', 'tsx', 'src/server/cli/restore.ts', missing, '--check'], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
      }),
      (error: { code: number; stderr: string }) => error.code === 1 && /missing/.test(error.stderr),
    );
  });

  test('F20: a backup holds no sessions or throttle events; verify and restore refuse links and foreign names, and copy no link', async () => {
    const dataDir = mkdtempSync(path.join(scratch, 'links-f20-'));
    const app = await startTestApp({ dataDir });
    const admin = await app.admin();
    const [logo] = await uploadMedia(admin, await makePng(), 1);
    assert.equal((await admin.put('/api/admin/site-settings', { json: { logoPath: `/uploads/${logo}` } })).status, 200);
    await new SiteClient(app.url).post('/api/auth/login', { json: { username: TEST_ADMIN.username, password: 'wrong password' } });
    const live = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    const sessionIds = (live.prepare('SELECT id FROM sessions').all() as Array<{ id: string }>).map((r) => r.id);
    const rateEvents = (live.prepare('SELECT COUNT(*) AS n FROM rate_events').get() as { n: number }).n;
    live.close();
    assert.ok(sessionIds.length > 0 && rateEvents > 0, 'the live database has a session and a throttle event');
    await app.close();

    const good = (await createBackup({ dataDir, dest: path.join(scratch, 'dest-f20'), version: 'test' })).folder;
    const snapshot = new Database(path.join(good, 'app.db'), { readonly: true });
    assert.deepEqual(
      ['sessions', 'rate_events'].map((t) => (snapshot.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n),
      [0, 0],
    );
    snapshot.close();
    const bytes = readFileSync(path.join(good, 'app.db'));
    for (const id of sessionIds) assert.equal(bytes.includes(id), false, 'no session id left in the file, not even in a free page');
    assert.deepEqual((await verifyBackup(good)).problems, []);

    // The probe: links named like uploads, to the operator's env file and to DATA_DIR/secret, with media rows for them.
    const envFile = path.join(scratch, 'f20-env');
    writeFileSync(envFile, 'SMTP_PASSWORD=hunter2\n');
    writeFileSync(path.join(dataDir, 'secret'), 'cookie-secret-cookie-secret-cookie-secret');
    const variant = (label: string) => {
      const dir = path.join(scratch, `f20-${label}`);
      cpSync(good, dir, { recursive: true });
      return dir;
    };
    const linked = variant('linked');
    const names = ['a'.repeat(32), 'b'.repeat(32)].map((base) => `${base}.pdf`);
    symlinkSync(envFile, path.join(linked, 'uploads', names[0]!));
    symlinkSync(path.join(dataDir, 'secret'), path.join(linked, 'uploads', names[1]!));
    const db = new Database(path.join(linked, 'app.db'));
    for (const name of names)
      db.prepare(
        "INSERT INTO media (filename, original_name, mime_type, size, created_at) VALUES (?, 'x.pdf', 'application/pdf', 10, '2026-01-01')",
      ).run(name);
    db.close();
    const manifest = JSON.parse(readFileSync(path.join(linked, 'manifest.json'), 'utf8'));
    manifest.database.sha256 = await sha256File(path.join(linked, 'app.db'));
    manifest.database.bytes = statSync(path.join(linked, 'app.db')).size;
    writeFileSync(path.join(linked, 'manifest.json'), JSON.stringify(manifest));
    const linkedProblems = (await verifyBackup(linked)).problems;
    for (const name of names)
      assert.ok(
        linkedProblems.includes(`uploads/${name} is a symbolic link: a backup holds files, never links`),
        linkedProblems.join('\n'),
      );

    const linkedFolder = variant('linked-folder');
    rmSync(path.join(linkedFolder, 'uploads'), { recursive: true });
    symlinkSync(path.join(good, 'uploads'), path.join(linkedFolder, 'uploads'));
    assert.match((await verifyBackup(linkedFolder)).problems.join('\n'), /uploads is a symbolic link/);

    const linkedDb = variant('linked-db');
    rmSync(path.join(linkedDb, 'app.db'));
    symlinkSync(path.join(good, 'app.db'), path.join(linkedDb, 'app.db'));
    assert.deepEqual((await verifyBackup(linkedDb)).problems, ['app.db is a symbolic link']);

    const foreign = variant('foreign');
    writeFileSync(path.join(foreign, 'uploads', 'index.html'), '<script>alert(1)</script>');
    assert.deepEqual((await verifyBackup(foreign)).problems, ['uploads/index.html is not a name the site gives its uploads']);

    const before = await sha256File(path.join(dataDir, 'app.db'));
    for (const bad of [linked, linkedFolder, linkedDb, foreign]) {
      await assert.rejects(restoreBackup({ backupDir: bad, dataDir }), /failed its check, nothing was changed/);
    }
    assert.equal(await sha256File(path.join(dataDir, 'app.db')), before);
    assert.equal(
      readdirSync(path.join(dataDir, 'uploads')).some((f) => names.includes(f)),
      false,
    );

    // Below the check, the copy itself never follows a link nor writes over a file.
    await assert.rejects(copyRegularFile(path.join(linked, 'uploads', names[0]!), path.join(scratch, 'f20-copy'), 0o644), /symbolic link/);
    assert.equal(existsSync(path.join(scratch, 'f20-copy')), false);
    await assert.rejects(copyRegularFile(path.join(good, 'app.db'), envFile, 0o644), { code: 'EEXIST' });
    assert.equal(readFileSync(envFile, 'utf8'), 'SMTP_PASSWORD=hunter2\n');
  });

  test('the default destination keeps the newest N backups', async () => {
    const dataDir = mkdtempSync(path.join(scratch, 'keep-'));
    const app = await startTestApp({ dataDir });
    await app.close();
    const made: string[] = [];
    for (let i = 0; i < 4; i++) {
      const result = await createBackup({ dataDir, keep: 2, version: 'test' });
      made.push(path.basename(result.folder));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    assert.deepEqual(readdirSync(path.join(dataDir, 'backups')).sort(), made.slice(2));
    assert.equal(mode(path.join(dataDir, 'backups')), 0o750);
  });

  test('an upload the previous backup holds is hard-linked, not copied again; pruning the older one keeps it whole', async () => {
    const dataDir = mkdtempSync(path.join(scratch, 'links-'));
    const dest = path.join(scratch, 'links-dest');
    const app = await startTestApp({ dataDir });
    try {
      const admin = await app.admin();
      const [first] = await uploadMedia(admin, await makePng(50, 40), 1);
      const one = await createBackup({ dataDir, dest, version: 'test' });
      assert.equal(one.manifest.uploads.linkedFromPrevious, 0, 'the first backup copies everything');
      const [second] = await uploadMedia(admin, await makePng(60, 40, { r: 10, g: 200, b: 90 }), 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const two = await createBackup({ dataDir, dest, version: 'test', keep: 1 });
      const inode = (folder: string, file: string) => statSync(path.join(folder, 'uploads', file)).ino;
      assert.equal(
        two.manifest.uploads.linkedFromPrevious,
        1 + variantFilenames(first!).filter((v) => existsSync(path.join(two.folder, 'uploads', v))).length,
      );
      assert.notEqual(inode(two.folder, second!), inode(app.dataDir, second!), 'a new file is a copy, never a link to the live one');
      assert.notEqual(inode(two.folder, first!), inode(app.dataDir, first!));
      assert.deepEqual(two.pruned, [path.basename(one.folder)]);
      assert.equal(existsSync(one.folder), false);
      assert.deepEqual((await verifyBackup(two.folder)).problems, [], 'the linked files outlive the pruned backup');
      assert.equal(readFileSync(path.join(two.folder, 'uploads', first!)).length, statSync(path.join(app.dataDir, 'uploads', first!)).size);
      assert.equal(mode(path.join(two.folder, 'uploads', first!)), 0o640);
    } finally {
      await app.close();
    }
  });

  test('a previous copy is linked only when its bytes equal the live file: a damaged copy or a changed live file is copied afresh', async () => {
    const dataDir = mkdtempSync(path.join(scratch, 'relink-'));
    const dest = path.join(scratch, 'relink-dest');
    const app = await startTestApp({ dataDir });
    let a: string, b: string;
    try {
      const admin = await app.admin();
      [a] = (await uploadMedia(admin, await makePng(700, 500), 1)) as [string];
      [b] = (await uploadMedia(admin, await makePng(700, 500, { r: 10, g: 200, b: 90 }), 1)) as [string];
    } finally {
      await app.close();
    }
    const live = (file: string) => path.join(dataDir, 'uploads', file);
    const copyIn = (folder: string, file: string) => path.join(folder, 'uploads', file);
    /** Flips one byte in the middle of the file, in place: same inode, same size, other bytes. */
    const flipByte = (file: string) => {
      const size = statSync(file).size;
      const fd = openSync(file, 'r+');
      try {
        const byte = Buffer.alloc(1);
        readSync(fd, byte, 0, 1, Math.floor(size / 2));
        byte[0] = byte[0]! ^ 0xff;
        writeSync(fd, byte, 0, 1, Math.floor(size / 2));
      } finally {
        closeSync(fd);
      }
      assert.equal(statSync(file).size, size);
    };

    const one = await createBackup({ dataDir, dest, version: 'test' });
    const variants = [a, b].flatMap((f) => variantFilenames(f)).filter((v) => existsSync(copyIn(one.folder, v)));
    assert.ok(variants.length >= 4, `the uploads have responsive variants: ${variants.join(', ')}`);
    flipByte(copyIn(one.folder, a)); // the previous backup's copy is damaged
    flipByte(live(b)); // the live file changed, same size
    await new Promise((resolve) => setTimeout(resolve, 5));
    const two = await createBackup({ dataDir, dest, version: 'test' });

    for (const file of [a, b]) {
      assert.ok(readFileSync(copyIn(two.folder, file)).equals(readFileSync(live(file))), `${file}: the new backup holds the live bytes`);
      assert.notEqual(
        statSync(copyIn(two.folder, file)).ino,
        statSync(copyIn(one.folder, file)).ino,
        `${file}: not a link to the previous copy`,
      );
      assert.equal(statSync(copyIn(two.folder, file)).nlink, 1);
    }
    for (const file of variants) {
      assert.equal(statSync(copyIn(two.folder, file)).ino, statSync(copyIn(one.folder, file)).ino, `${file}: unchanged, still hard-linked`);
      assert.equal(statSync(copyIn(two.folder, file)).nlink, 2);
    }
    assert.equal(two.manifest.uploads.linkedFromPrevious, variants.length);
    assert.deepEqual((await verifyBackup(two.folder)).problems, []);
  });
  test("restore keeps the current admin login and ends every session; --with-credentials takes the backup's", async () => {
    const dataDir = mkdtempSync(path.join(scratch, 'creds-'));
    const dest = path.join(scratch, 'creds-dest');
    const NEW = { username: TEST_ADMIN.username, password: 'a new password after the break-in' };
    const restoreCli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/server/cli/restore.ts', ...args], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
      });
    const rows = (sql: string) => {
      const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
      try {
        return db.prepare(sql).all();
      } finally {
        db.close();
      }
    };
    const devices = () =>
      (rows('SELECT token_hash FROM trusted_devices ORDER BY token_hash') as Array<{ token_hash: string }>).map((r) => r.token_hash);
    const login = async (url: string, credentials: { username: string; password: string }) =>
      (await new SiteClient(url).post('/api/auth/login', { json: credentials })).status;

    let app = await startTestApp({ dataDir });
    const adminId = app.deps.admins.first()!.id;
    // A session and a trusted device that exist when the backup is taken.
    const early = await app.admin();
    const addDevice = (tokenHash: string) =>
      app.db
        .prepare('INSERT INTO trusted_devices (token_hash, admin_id, created_at, last_used_at) VALUES (?, ?, ?, ?)')
        .run(tokenHash, adminId, Date.now(), Date.now());
    addDevice('device-in-backup');
    const backupDir = (await createBackup({ dataDir, dest, version: 'test' })).folder;
    const backupDevices = devices();
    assert.ok(backupDevices.includes('device-in-backup') && backupDevices.length === 2, 'the early login made one too');
    // Then the password is changed (say, after a break-in) and a new session starts.
    assert.equal(
      (await early.put('/api/admin/account/password', { json: { currentPassword: TEST_ADMIN.password, newPassword: NEW.password } }))
        .status,
      200,
    );
    app.db.prepare('DELETE FROM trusted_devices').run();
    addDevice('device-now');
    const late = new SiteClient(app.url);
    assert.equal((await late.post('/api/auth/login', { json: NEW })).status, 200);
    assert.equal((await early.get('/api/admin/categories')).status, 200, 'the session that changed the password goes on');
    await app.close();
    const currentDevices = devices();
    assert.ok(currentDevices.includes('device-now') && !currentDevices.includes('device-in-backup'));

    // Default: the current admin login stays, every session ends.
    const kept = await restoreCli(backupDir);
    assert.deepEqual(rows('SELECT id FROM sessions'), [], 'no session survives the restore');
    assert.deepEqual(devices(), currentDevices, 'the current trusted devices');
    app = await startTestApp({ dataDir });
    try {
      for (const [label, client] of [
        ['from the backup', early],
        ['from before the restore', late],
      ] as const) {
        const res = await new SiteClient(app.url).get('/api/admin/categories', { headers: { cookie: client.cookieHeader() } });
        assert.equal(res.status, 401, `a session ${label} is over`);
      }
      assert.equal(await login(app.url, TEST_ADMIN), 401, 'the password in the backup no longer works');
      assert.equal(await login(app.url, NEW), 200, 'the current password works');
    } finally {
      await app.close();
    }
    assert.match(kept.stdout, /kept the current admin login; all sessions ended/i);

    // --with-credentials: the backup's admin login, and again no session survives.
    const sessionBefore = await (async () => {
      app = await startTestApp({ dataDir });
      try {
        const c = new SiteClient(app.url);
        assert.equal((await c.post('/api/auth/login', { json: NEW })).status, 200);
        return c;
      } finally {
        await app.close();
      }
    })();
    const took = await restoreCli(backupDir, '--with-credentials');
    assert.deepEqual(rows('SELECT id FROM sessions'), []);
    assert.deepEqual(devices(), backupDevices, "the backup's trusted devices");
    app = await startTestApp({ dataDir });
    try {
      const res = await new SiteClient(app.url).get('/api/admin/categories', { headers: { cookie: sessionBefore.cookieHeader() } });
      assert.equal(res.status, 401, 'a session from before the restore is over');
      assert.equal(await login(app.url, NEW), 401);
      assert.equal(await login(app.url, TEST_ADMIN), 200, "the backup's password works");
    } finally {
      await app.close();
    }
    assert.match(took.stdout, /took the backup's admin login \(--with-credentials\); all sessions ended/i);
  });

  test("restore keeps the backup's admin login, with a warning, when there is no current one to keep; a backup older than trusted devices", async () => {
    const dataDir = mkdtempSync(path.join(scratch, 'creds-fallback-'));
    const dest = path.join(scratch, 'creds-fallback-dest');
    let app = await startTestApp({ dataDir });
    await app.admin();
    await app.close();
    const backupDir = (await createBackup({ dataDir, dest, version: 'test' })).folder;
    const restoreCli = (target: string, ...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/server/cli/restore.ts', ...args], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: target },
      });
    const count = (dir: string, table: string) => {
      const db = new Database(path.join(dir, 'app.db'), { readonly: true });
      try {
        return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
      } finally {
        db.close();
      }
    };

    // No current database (a new machine): the backup's login, said so.
    const fresh = mkdtempSync(path.join(scratch, 'creds-fresh-'));
    const restored = await restoreCli(fresh, backupDir);
    assert.match(restored.stderr, /no current database.*backup's admin login/i);
    assert.match(restored.stdout, /took the backup's admin login; all sessions ended/i);
    assert.equal(count(fresh, 'admins'), 1);
    assert.equal(count(fresh, 'sessions'), 0);

    // A current database without an admin row, and one that cannot be read: the same.
    const empty = mkdtempSync(path.join(scratch, 'creds-empty-'));
    cpSync(path.join(dataDir, 'app.db'), path.join(empty, 'app.db'));
    new Database(path.join(empty, 'app.db')).exec('DELETE FROM admins').close();
    let result = await restoreBackup({ backupDir, dataDir: empty });
    assert.equal(result.credentials.source, 'backup');
    assert.match(result.credentials.warning ?? '', /no admin account/);
    assert.equal(count(empty, 'admins'), 1);
    const broken = mkdtempSync(path.join(scratch, 'creds-broken-'));
    writeFileSync(path.join(broken, 'app.db'), Buffer.alloc(8192, 0x5a));
    result = await restoreBackup({ backupDir, dataDir: broken });
    assert.equal(result.credentials.source, 'backup');
    assert.match(result.credentials.warning ?? '', /cannot be read/);
    assert.ok(
      result.previous && readFileSync(path.join(result.previous, 'app.db')).equals(Buffer.alloc(8192, 0x5a)),
      'the unreadable file is kept aside',
    );

    // A backup made before migration 2 (no trusted_devices table) over a current database that has one: the current
    // admin row is kept, and the next start adds the table.
    const old = path.join(scratch, 'creds-v1-backup');
    cpSync(backupDir, old, { recursive: true });
    // The backup's rows in a database made by migration 1 alone: whatever later migrations add, it never had.
    rmSync(path.join(old, 'app.db'));
    const v1 = new Database(path.join(old, 'app.db'));
    migrate(v1, MIGRATIONS.slice(0, 1));
    v1.prepare('ATTACH DATABASE ? AS current').run(path.join(backupDir, 'app.db'));
    v1.transaction(() => {
      const tables = v1.prepare<[], { name: string }>("SELECT name FROM main.sqlite_master WHERE type = 'table'").all();
      for (const { name } of tables) {
        const columns = v1.pragma(`main.table_info(${name})`) as { name: string }[];
        const list = columns.map((c) => c.name).join(', ');
        v1.exec(`INSERT INTO main.${name} (${list}) SELECT ${list} FROM current.${name}`);
      }
    })();
    v1.exec('DETACH DATABASE current');
    assert.equal(v1.pragma('user_version', { simple: true }), 1);
    v1.prepare("UPDATE admins SET password_hash = 'old-hash'").run();
    v1.close();
    const manifest = JSON.parse(readFileSync(path.join(old, 'manifest.json'), 'utf8'));
    manifest.database.sha256 = await sha256File(path.join(old, 'app.db'));
    manifest.database.bytes = statSync(path.join(old, 'app.db')).size;
    manifest.schemaVersion = 1;
    writeFileSync(path.join(old, 'manifest.json'), JSON.stringify(manifest));
    result = await restoreBackup({ backupDir: old, dataDir });
    assert.equal(result.credentials.source, 'current');
    assert.equal(count(dataDir, 'sessions'), 0);
    app = await startTestApp({ dataDir });
    try {
      assert.equal(app.db.pragma('user_version', { simple: true }), MIGRATIONS.length);
      assert.equal((await new SiteClient(app.url).post('/api/auth/login', { json: TEST_ADMIN })).status, 200);
    } finally {
      await app.close();
    }
  });
});
