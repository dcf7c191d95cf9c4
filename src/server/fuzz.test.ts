// run-tests: alone (heavy: its own process keeps the shared ones short)
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { before, describe, test } from 'node:test';
import fc from 'fast-check';
import { routeTable, type TestApp, useAdmin, useTestApp } from '../test/start-test-app';

const RUNS = 40;
const SEED = 20261126;

const CONTENT_TABLES = [
  'site_settings',
  'contact_settings',
  'categories',
  'products',
  'gallery_folders',
  'gallery_images',
  'media',
  'enquiries',
  'admins',
];

/** A fingerprint of the content tables: a refused request must leave it unchanged. */
function contentFingerprint(app: TestApp): string {
  const hash = createHash('sha256');
  for (const table of CONTENT_TABLES) hash.update(JSON.stringify(app.db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all()));
  return hash.digest('hex');
}

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\r\n',
    '"><img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    '%_',
    '../../etc/passwd',
    'x'.repeat(5000),
    '\u2028',
    '😀',
  ),
);
const jsonish = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom(
      'name',
      'description',
      'isActive',
      'image',
      'categoryId',
      'origin',
      'isFeatured',
      'id',
      'productCount',
      'heroTitle',
      'logoPath',
      'socialLinks',
      'email',
      'subject',
      'message',
      'isRead',
      'alt',
      'username',
      'password',
      'currentPassword',
      'newPassword',
      '__proto__',
      'constructor',
    ),
    fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue()),
  ),
);
const pathId = fc.oneof(
  fc.integer({ min: -5, max: 2 ** 33 }).map(String),
  hostileString.map(encodeURIComponent),
  fc.constantFrom('1', '0', '1e3', '0x10', '%00', '..'),
);

describe('fuzzing every JSON route (fast-check, seeded)', () => {
  const app = useTestApp({
    config: {
      throttle: {
        loginIpFailures: 1e9,
        loginIpWindowMs: 1,
        loginUserFailures: 1e9,
        loginUserWindowMs: 1,
        contactPerIp: 1e9,
        contactWindowMs: 1,
        formPostsPerIp: 1e9,
        formPostWindowMs: 1,
      },
    },
    noTempFilesLeft: true,
  });
  const admin = useAdmin(app);
  before(async () => {
    await admin.post('/api/admin/categories', { json: { name: 'Seed category' } });
  });

  test('bodies, ids and queries never give a 5xx, a stack trace or SQL text; refused writes change nothing', async () => {
    for (const { method, path } of routeTable(app)) {
      if (path === '/api/auth/logout' || path.includes('upload')) continue;
      await fc.assert(
        fc.asyncProperty(jsonish, pathId, hostileString, async (body, id, query) => {
          const url = `${path.replace(/:[a-zA-Z]+/g, id)}?search=${encodeURIComponent(query)}&categoryId=${encodeURIComponent(query)}`;
          const before = contentFingerprint(app);
          const res = await admin.request(method, url, method === 'GET' ? {} : { json: body });
          const text = await res.text();
          assert.ok(res.status < 500, `${method} ${url} ${JSON.stringify(body)} → ${res.status} ${text}`);
          assert.doesNotMatch(text, /\bat .+\.(?:js|ts|mjs):\d+|SQLITE|sqlite3/i);
          if (res.status >= 400) {
            assert.equal(typeof JSON.parse(text).message, 'string');
            assert.equal(contentFingerprint(app), before, `${method} ${url} was refused but changed data`);
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
  });

  test('multipart parts: any bytes, names and field names are a 2xx or a clean 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2048 }),
        hostileString,
        fc.constantFrom('file', 'files', 'image', ''),
        async (bytes, name, field) => {
          const form = new FormData();
          form.append(field, new Blob([bytes], { type: 'image/png' }), name || 'x');
          const res = await admin.post('/api/admin/upload/single', { body: form });
          assert.ok(res.status < 500, `${res.status} ${await res.text()}`);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });

  test('headers: odd content types, origins and cookies never give a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 80 }),
        async (type, origin, cookie) => {
          const clean = (s: string) => s.replace(/[^\x20-\x7e]/g, '');
          const res = await app.client().request('POST', '/api/contact', {
            headers: { 'content-type': clean(type) || 'x/y', origin: clean(origin) || 'null', cookie: clean(cookie) || 'a=b' },
            body: '{"name":"a"}',
          });
          assert.ok(res.status < 500, String(res.status));
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
