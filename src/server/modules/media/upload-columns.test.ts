import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import type { Product } from '../../../shared/types';
import { UPLOADS_URL_PREFIX } from '../../../shared/upload-names';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { productInputOf } from '../../../tooling/harness/product-input';
import { migrate } from '../../db/migrate';
import type { Db } from '../../db/open-database';
import { UPLOAD_PATH_COLUMNS, uploadPathsSelect } from './upload-columns';

/** Columns whose names look like an image or a file but never hold an upload's path, and why. */
const NOT_UPLOAD_PATHS: Record<string, string> = {
  'media.filename':
    'the media rows themselves (a bare file name): the backup copies every one, the in-use check is about what refers to them',
  'partners.url': "a link to the partner's own website, never an upload",
  'revisions.before':
    'the history: a record as it was, never a use (a file only the trash holds is kept by referencedUploads, src/decisions/history.md)',
  'revisions.after': 'the history: a record as a change left it, never a use',
};

/** Names that suggest a column may hold an upload: a new image column will very likely match one of them. */
const LOOKS_LIKE_A_FILE = /image|path|logo|photo|picture|avatar|icon|banner|cover|thumb|file|media|src|url|art/i;

const key = (table: string, column: string) => `${table}.${column}`;
const listed = new Set(UPLOAD_PATH_COLUMNS.map((c) => key(c.table, c.column)));

function textColumns(db: Db): Array<{ table: string; column: string }> {
  const tables = db.prepare<[], { name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all();
  return tables.flatMap(({ name: table }) =>
    db
      .prepare<[string], { name: string; type: string }>('SELECT name, type FROM pragma_table_info(?)')
      .all(table)
      .filter((c) => c.type.toUpperCase() === 'TEXT' || c.type === '')
      .map((c) => ({ table, column: c.name })),
  );
}

describe('the one list of columns that hold an upload path', () => {
  test('every TEXT column named like an image or a file is listed (or explained), and every listed column exists', () => {
    const db = new Database(':memory:');
    try {
      migrate(db);
      const columns = textColumns(db);
      for (const { table, column } of columns) {
        if (!LOOKS_LIKE_A_FILE.test(column)) continue;
        assert.ok(
          listed.has(key(table, column)) || key(table, column) in NOT_UPLOAD_PATHS,
          `${key(table, column)} looks like it may hold an upload: add it to UPLOAD_PATH_COLUMNS (or to NOT_UPLOAD_PATHS with the reason)`,
        );
      }
      const existing = new Set(columns.map((c) => key(c.table, c.column)));
      for (const name of [...listed, ...Object.keys(NOT_UPLOAD_PATHS)])
        assert.ok(existing.has(name), `${name} is listed but not in the schema`);
    } finally {
      db.close();
    }
  });

  describe('on the starter site, with the logo and hero image set', () => {
    const app = useTestApp({ seed: true });
    const admin = useAdmin(app);

    test('every column that holds an upload path is listed, and the in-use check names a use in each', async () => {
      const [logo, hero] = app.deps.media.list();
      const res = await admin.put('/api/admin/site-settings', { json: { logoPath: logo!.url, heroImagePath: hero!.url } });
      assert.equal(res.status, 200);
      const [partner] = app.deps.company.partners.list();
      const withLogo = await admin.put(`/api/admin/company/partners/${partner!.id}`, {
        json: { name: partner!.name, logoPath: logo!.url, url: '', isActive: true },
      });
      assert.equal(withLogo.status, 200);
      const licence = { type: 'other', number: 'X-1', issuer: 'APMC', validFrom: '2024-01-01', isActive: true, document: hero!.url };
      assert.equal((await admin.post('/api/admin/licences', { json: licence })).status, 201);
      const [product] = (await (await admin.get('/api/admin/products')).json()) as Product[];
      const withMore = await admin.put(`/api/admin/products/${product!.id}`, {
        json: { ...productInputOf(product!), moreImages: [hero!.url] },
      });
      assert.equal(withMore.status, 200);
      const drafted = await admin.put(`/api/admin/products/${product!.id}/draft`, {
        json: { ...productInputOf(product!), image: logo!.url, moreImages: [hero!.url] },
      });
      assert.equal(drafted.status, 200, await drafted.clone().text());

      const holding = new Set<string>();
      for (const { table, column } of textColumns(app.db)) {
        const n = app.db
          .prepare<[string], { n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE "${column}" LIKE '%' || ? || '%'`)
          .get(UPLOADS_URL_PREFIX)!.n;
        if (n > 0) holding.add(key(table, column));
      }
      for (const name of holding) {
        assert.ok(listed.has(name) || name in NOT_UPLOAD_PATHS, `${name} holds upload paths but is not in UPLOAD_PATH_COLUMNS`);
      }
      const uses = [...holding].filter((name) => !(name in NOT_UPLOAD_PATHS));
      assert.deepEqual(uses.sort(), [...listed].sort(), 'the starter site uses every listed column');

      for (const c of UPLOAD_PATH_COLUMNS) {
        const { table, column, usedAs } = c;
        const { path } = app.db
          .prepare<[], { path: string }>(`SELECT path FROM (${uploadPathsSelect(c)}) WHERE path IS NOT NULL LIMIT 1`)
          .get()!;
        const item = app.deps.media.getByPath(path)!;
        assert.ok(
          app.deps.mediaService.usagesOf(item).some((use) => use.startsWith(usedAs)),
          `${key(table, column)}: the in-use check sees it`,
        );
      }
    });
  });
});
