// Starts the real application on 127.0.0.1:<random port> with a temporary data directory.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { boot } from '../server/boot';
import { type Config, DEFAULT_SESSION, DEFAULT_THROTTLE, loadConfig } from '../server/config';
import { createLogger, type Logger } from '../server/log';
import { hashPassword } from '../server/modules/auth/password';
import type { EnquiryNotifier } from '../server/modules/enquiries/enquiry-notifier';
import { perRequestRenders } from '../server/pages/page-cache';
import { ROOT } from '../tooling/harness/root';
import { SiteClient } from '../tooling/harness/site-client';

// The test apps share processes: the per-request render budget (250 ms a second, process-wide) would let one test's
// renders refuse another's forms by the machine's speed. The budget's own tests (pages.test) hold it spent instead.
perRequestRenders.setBudget(Number.POSITIVE_INFINITY);

export const TEST_ADMIN = { username: 'owner', password: 'correct horse battery staple' };
/** Cheap scrypt for tests only; production parameters are asserted in their own test. */
export const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1, keyLength: 64, maxmem: 64 * 1024 * 1024 };

export type TestAppOptions = {
  seed?: boolean;
  config?: Partial<Config>;
  env?: NodeJS.ProcessEnv;
  dataDir?: string;
  notifier?: EnquiryNotifier;
  logger?: Logger;
  /** The clock of the session timeouts: a test moves it instead of waiting. */
  now?: () => number;
  /** Where a seeding start finds the starter artwork (its prebuilt images are the build's, as for main.ts). */
  starterArtDir?: string;
};

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export type RouteEntry = { method: string; path: string };

/** Every API route the routers hold (method + path pattern), HEAD left out: tests walk it so no route is forgotten. */
export function routeTable(app: TestApp): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const router of Object.values(app.routers)) {
    for (const layer of router.stack)
      for (const method of layer.methods) if (method !== 'HEAD') entries.push({ method, path: String(layer.path) });
  }
  return entries;
}

/** A route pattern with every :param replaced by `id`. */
export const concretePath = (pattern: string, id = '1') => pattern.replace(/:[a-zA-Z]+/g, id);

/**
 * Seeding the starter catalogue copies the build's starter images (or runs them through the pipeline, about 10 s,
 * when the build has none). Test files that want it share
 * one seeded data directory per version of the code that makes it: the first builds it, the rest copy it.
 */
async function seededTemplate(): Promise<string> {
  const hash = createHash('sha256');
  // Everything the seed runs: the starter data and the repos that store it.
  const inputs = [
    'src/server/db',
    'src/server/modules/uploads',
    'src/server/modules/media',
    'src/server/modules/categories',
    'src/server/modules/products',
    'src/server/modules/gallery',
    'src/server/modules/settings',
    'src/server/modules/translations',
    'src/shared',
  ];
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const sources = inputs.flatMap((d) => walk(path.join(ROOT, d))).filter((f) => !/\.test\.tsx?$/.test(f));
  // The build's starter images, which a seeding start copies (their manifest names each one by its content).
  const prebuilt = path.join(ROOT, 'dist/starter-images/manifest.json');
  for (const file of [...sources.sort(), ...(existsSync(prebuilt) ? [prebuilt] : [])]) hash.update(file).update(readFileSync(file));
  const template = path.join(os.tmpdir(), `fruit-seed-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(path.join(os.tmpdir(), 'fruit-seed-building-'));
  const app = await startTestApp({ dataDir: building, seedFresh: true });
  await app.close();
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another test process made it first
  }
  return template;
}

export async function startTestApp(options: TestAppOptions & { seedFresh?: boolean } = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'fruit-test-'));
  if (options.seed && !options.seedFresh) cpSync(await seededTemplate(), dataDir, { recursive: true });
  const base = loadConfig({ DATA_DIR: dataDir, ...options.env });
  const config: Config = {
    ...base,
    scrypt: TEST_SCRYPT,
    session: DEFAULT_SESSION,
    throttle: DEFAULT_THROTTLE,
    logRequests: false,
    seedDemo: Boolean(options.seedFresh),
    ...options.config,
  };
  const built = await boot({
    config,
    logger: options.logger ?? createLogger(false),
    secret: 'test-secret-test-secret-test-secret-0123456789',
    staticDir: path.join(ROOT, 'static'),
    starterArtDir: options.starterArtDir ?? path.join(ROOT, 'src/server/db/starter/art'),
    starterImagesDir: path.join(ROOT, 'dist/starter-images'),
    // The test admin, stored at TEST_SCRYPT whatever the config says (a test of rehashing relies on it).
    createAdmin: async (admins) => {
      if (admins.first()) return { created: false };
      admins.create(TEST_ADMIN.username, await hashPassword(TEST_ADMIN.password, TEST_SCRYPT));
      return { created: true, username: TEST_ADMIN.username };
    },
    ...(options.notifier ? { notifier: options.notifier } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const { db } = built;

  const server: Server = createServer(built.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    dataDir,
    db,
    config,
    deps: built.deps,
    routers: built.routers,
    /** The public pages' renderer and its page cache. */
    pages: built.pages,
    /** A browser-like client with its own cookie jar; `from` binds its requests to a loopback source address (127.0.0.x). */
    client: (from?: string) => new SiteClient(url, from),
    /** A client already logged in as the test admin. */
    async admin() {
      const c = new SiteClient(url);
      const res = await c.post('/api/auth/login', { json: TEST_ADMIN });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return c;
    },
    /** Files left in DATA/tmp and .tmp-* files left in uploads: both must be empty after any request. */
    leftoverTempFiles(): string[] {
      const tmp = readdirSync(path.join(dataDir, 'tmp'));
      const partial = readdirSync(path.join(dataDir, 'uploads')).filter((f) => f.startsWith('.tmp-'));
      return [...tmp, ...partial];
    },
    uploadedFiles(): string[] {
      return readdirSync(path.join(dataDir, 'uploads')).filter((f) => !f.startsWith('.'));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Stands in for a value made later (in a before() hook): every property read or write goes to the value once it
 * is set, so a test file can hold it in a `const` at the top of its describe().
 */
function lateBound<T extends object>(what: string): { value: T; set(actual: T): void; get(): T | undefined } {
  let actual: T | undefined;
  const target = (): T => {
    if (!actual) throw new Error(`${what} is made in a before() hook: use it inside a test or a later hook`);
    return actual;
  };
  const value = new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    set: (_, key, v) => Reflect.set(target(), key, v),
  });
  return { value, set: (v) => (actual = v), get: () => actual };
}

/**
 * One test app for the enclosing describe() (or the file): started in before(), closed in after(). With
 * `noTempFilesLeft`, after() first asserts that no request left a temp file behind.
 */
export function useTestApp(options: TestAppOptions & { noTempFilesLeft?: boolean } = {}): TestApp {
  const app = lateBound<TestApp>('The test app');
  before(async () => app.set(await startTestApp(options)));
  after(async () => {
    const started = app.get();
    if (!started) return;
    try {
      if (options.noTempFilesLeft) assert.deepEqual(started.leftoverTempFiles(), [], 'no temp file is ever left behind');
    } finally {
      await started.close();
    }
  });
  return app.value;
}

/** A test app of a test's own: started, handed to `run`, and closed however `run` ends. */
export async function withTestApp<T>(run: (app: TestApp) => Promise<T>): Promise<T>;
export async function withTestApp<T>(options: TestAppOptions, run: (app: TestApp) => Promise<T>): Promise<T>;
export async function withTestApp<T>(...args: [(app: TestApp) => Promise<T>] | [TestAppOptions, (app: TestApp) => Promise<T>]): Promise<T> {
  const [options, run] = args.length === 1 ? [{}, args[0]] : args;
  const app = await startTestApp(options);
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}

/** A client logged in as the test admin, once, in a before() hook that runs after the app's (see useTestApp). */
export function useAdmin(app: TestApp): SiteClient {
  const admin = lateBound<SiteClient>('The admin client');
  before(async () => admin.set(await app.admin()));
  return admin.value;
}
