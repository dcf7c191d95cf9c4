import type { Statement } from 'better-sqlite3';
import { uniqueSlug } from '../../shared/slug';
import type { Db } from './open-database';

/** The tables whose ids the history refers to: an id deleted from one is never given again (newIdSql). Migration 11. */
const ID_TABLES = [
  'products',
  'categories',
  'gallery_folders',
  'gallery_images',
  'media',
  'licences',
  'shops',
  'partners',
  'supplier_countries',
  'cities_served',
] as const;
export type IdTable = (typeof ID_TABLES)[number];

/**
 * The id an insert into `table` gives its row: one above any id the table has or ever had, so a deleted record's id
 * (in the trash, in the history) is never another's. SQLite's own choice reuses the highest id once it is deleted.
 */
export const newIdSql = (table: IdTable): string =>
  `(SELECT max(coalesce((SELECT max(id) FROM ${table}), 0), coalesce((SELECT id FROM id_high_water WHERE tbl = '${table}'), 0)) + 1)`;

// The spec's lists (§2) in its order, as migration 6 writes them; from then on the owner keeps them in the database,
// where the site reads them. Written out here, not taken from other code: a migration never changes with the code
// around it.
export const SUPPLIER_COUNTRIES = [
  'Turkey',
  'South Africa',
  'Italy',
  'China',
  'Greece',
  'Poland',
  'USA',
  'Chile',
  'Vietnam',
  'Egypt',
  'Brazil',
  'New Zealand',
  'Peru',
  'Spain',
  'Thailand',
  'Tanzania',
] as const;
export const CITIES = ['Mumbai', 'Bangalore', 'Chennai', 'Delhi', 'Cochin', 'Calcutta', 'Ahmedabad', 'Hyderabad', 'Mysore'] as const;
export const PARTNERS = ['Reliance Fresh', 'Star Bazar', 'Nature Basket', 'Swiggy'] as const;

/** SQL, or a step that also computes data (a backfill SQL cannot express), run in the migration's transaction. */
export type Migration = string | ((db: Db) => void);

// Append-only: never edit a migration that has shipped; add a new one.
export const MIGRATIONS: readonly Migration[] = [
  /* 1: the whole first schema */ `
  CREATE TABLE admins (
    id INTEGER PRIMARY KEY,
    username TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    data TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_expires ON sessions(expires_at);
  CREATE TABLE rate_events (
    bucket TEXT NOT NULL,
    key TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX rate_events_lookup ON rate_events(bucket, key, at);
  CREATE TABLE site_settings (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    is_online INTEGER NOT NULL DEFAULT 1 CHECK (is_online IN (0, 1)),
    logo_path TEXT,
    hero_image_path TEXT,
    hero_title TEXT NOT NULL,
    hero_subtitle TEXT NOT NULL
  );
  CREATE TABLE contact_settings (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    address TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    facebook TEXT,
    instagram TEXT,
    linkedin TEXT,
    whatsapp_number TEXT NOT NULL DEFAULT ''
  );
  CREATE TABLE media (
    id INTEGER PRIMARY KEY,
    filename TEXT NOT NULL UNIQUE,
    original_name TEXT NOT NULL,
    alt TEXT NOT NULL DEFAULT '',
    mime_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    width INTEGER,
    height INTEGER,
    created_at TEXT NOT NULL
  );
  CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    image TEXT,
    is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
    created_at TEXT NOT NULL
  );
  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE RESTRICT,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    origin TEXT NOT NULL DEFAULT '',
    image TEXT,
    is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
    is_featured INTEGER NOT NULL DEFAULT 0 CHECK (is_featured IN (0, 1)),
    created_at TEXT NOT NULL
  );
  CREATE INDEX products_category ON products(category_id);
  CREATE TABLE gallery_folders (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
  );
  CREATE TABLE gallery_images (
    id INTEGER PRIMARY KEY,
    folder_id INTEGER NOT NULL REFERENCES gallery_folders(id) ON DELETE CASCADE,
    media_id INTEGER NOT NULL REFERENCES media(id) ON DELETE RESTRICT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX gallery_images_folder ON gallery_images(folder_id);
  CREATE INDEX gallery_images_media ON gallery_images(media_id);
  CREATE TABLE enquiries (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL DEFAULT '',
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    is_read INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
    created_at TEXT NOT NULL
  );
  CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  /* 2: trusted devices (OWASP device cookies): a browser that logged in before is judged by its own failure counter */ `
  CREATE TABLE trusted_devices (
    token_hash TEXT PRIMARY KEY,
    admin_id INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER NOT NULL
  );
  CREATE INDEX trusted_devices_admin ON trusted_devices(admin_id);
  `,
  /* 3: product pages: a unique slug for each product (made from its name, in id order, like a create), the old
     slugs a rename leaves behind (answered with a 301), and when a product last changed (the sitemap's lastmod) */
  (db) => {
    db.exec(`
    ALTER TABLE products ADD COLUMN slug TEXT NOT NULL DEFAULT '';
    ALTER TABLE products ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
    UPDATE products SET updated_at = created_at;
    CREATE TABLE product_slug_redirects (
      slug TEXT PRIMARY KEY,
      product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE
    );
    CREATE INDEX product_slug_redirects_product ON product_slug_redirects(product_id);
    `);
    const setSlug = db.prepare('UPDATE products SET slug = @slug WHERE id = @id');
    const taken = new Set<string>();
    for (const { id, name } of db.prepare<[], { id: number; name: string }>('SELECT id, name FROM products ORDER BY id').all()) {
      const slug = uniqueSlug(name, (s) => taken.has(s));
      taken.add(slug);
      setSlug.run({ slug, id });
    }
    db.exec('CREATE UNIQUE INDEX products_slug ON products(slug)');
  },
  /* 4: a product's trade details (lists as JSON arrays: varieties, origins [{country, months}], further images) */ `
  ALTER TABLE products ADD COLUMN varieties TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE products ADD COLUMN origins TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE products ADD COLUMN more_images TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE products ADD COLUMN grades TEXT NOT NULL DEFAULT '';
  ALTER TABLE products ADD COLUMN packing TEXT NOT NULL DEFAULT '';
  ALTER TABLE products ADD COLUMN shelf_life TEXT NOT NULL DEFAULT '';
  ALTER TABLE products ADD COLUMN storage_temperature TEXT NOT NULL DEFAULT '';
  ALTER TABLE products ADD COLUMN minimum_order TEXT NOT NULL DEFAULT '';
  ALTER TABLE products ADD COLUMN meta_description TEXT NOT NULL DEFAULT '';
  `,
  /* 5: quote requests are enquiries with what a buyer asks a price for (kind 'quote'); the product's name is kept
     when the product is deleted */ `
  ALTER TABLE enquiries ADD COLUMN kind TEXT NOT NULL DEFAULT 'contact' CHECK (kind IN ('contact', 'quote'));
  ALTER TABLE enquiries ADD COLUMN product_id INTEGER REFERENCES products(id) ON DELETE SET NULL;
  ALTER TABLE enquiries ADD COLUMN product_name TEXT NOT NULL DEFAULT '';
  ALTER TABLE enquiries ADD COLUMN company TEXT NOT NULL DEFAULT '';
  ALTER TABLE enquiries ADD COLUMN buyer_type TEXT NOT NULL DEFAULT '';
  ALTER TABLE enquiries ADD COLUMN quantity REAL;
  ALTER TABLE enquiries ADD COLUMN quantity_unit TEXT NOT NULL DEFAULT '';
  ALTER TABLE enquiries ADD COLUMN delivery_city TEXT NOT NULL DEFAULT '';
  ALTER TABLE enquiries ADD COLUMN gstin TEXT NOT NULL DEFAULT '';
  ALTER TABLE enquiries ADD COLUMN preferred_month INTEGER CHECK (preferred_month BETWEEN 1 AND 12);
  CREATE INDEX enquiries_product ON enquiries(product_id);
  `,
  /* 6: the company's facts the owner keeps true (supplier countries, cities served, partners, business hours per
     ISO weekday, shop locations, founding year), filled with the spec's figures; the site derives its numbers from
     them. The spec's order is kept (Turkey first): the owner reorders. */
  (db) => {
    db.exec(`
    CREATE TABLE supplier_countries (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
      position INTEGER NOT NULL
    );
    CREATE UNIQUE INDEX supplier_countries_name ON supplier_countries(name COLLATE NOCASE);
    CREATE TABLE cities_served (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
      position INTEGER NOT NULL
    );
    CREATE UNIQUE INDEX cities_served_name ON cities_served(name COLLATE NOCASE);
    CREATE TABLE partners (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      logo_path TEXT,
      url TEXT NOT NULL DEFAULT '',
      is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
      position INTEGER NOT NULL
    );
    CREATE UNIQUE INDEX partners_name ON partners(name COLLATE NOCASE);
    CREATE TABLE business_hours (
      weekday INTEGER PRIMARY KEY CHECK (weekday BETWEEN 1 AND 7),
      opens TEXT,
      closes TEXT,
      CHECK ((opens IS NULL) = (closes IS NULL))
    );
    CREATE TABLE shops (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      address TEXT NOT NULL,
      phone TEXT NOT NULL DEFAULT '',
      hours TEXT NOT NULL DEFAULT '',
      latitude REAL CHECK (latitude BETWEEN -90 AND 90),
      longitude REAL CHECK (longitude BETWEEN -180 AND 180),
      position INTEGER NOT NULL,
      CHECK ((latitude IS NULL) = (longitude IS NULL))
    );
    CREATE UNIQUE INDEX shops_name ON shops(name COLLATE NOCASE);
    CREATE TABLE company_settings (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      founding_year INTEGER NOT NULL
    );
    `);
    const named = (statement: Statement, names: readonly string[]) => {
      for (const [i, name] of names.entries()) statement.run(name, i + 1);
    };
    named(db.prepare('INSERT INTO supplier_countries (name, position) VALUES (?, ?)'), SUPPLIER_COUNTRIES);
    named(db.prepare('INSERT INTO cities_served (name, position) VALUES (?, ?)'), CITIES);
    named(db.prepare('INSERT INTO partners (name, position) VALUES (?, ?)'), PARTNERS);
    const hours = db.prepare('INSERT INTO business_hours (weekday, opens, closes) VALUES (?, ?, ?)');
    for (let weekday = 1; weekday <= 6; weekday++) hours.run(weekday, '06:00', '18:00');
    hours.run(7, '06:00', '14:00');
    const shop = db.prepare('INSERT INTO shops (name, address, phone, hours, position) VALUES (?, ?, ?, ?, ?)');
    const market = 'Fruit Market, APMC Market Phase II, Sector 19, Vashi, Navi Mumbai, Maharashtra 400703';
    const shopHours = 'Mon-Sat 6:00 AM-6:00 PM, Sun 6:00 AM-2:00 PM';
    for (const [i, no] of ['47', '48', '112'].entries())
      shop.run(`APMC Vashi Shop ${no}`, `Shop No. ${no}, ${market}`, '', shopHours, i + 1);
    // Spec: 40+ years of experience; founded 1985 reads "40+" from 2025 to 2029.
    db.prepare('INSERT INTO company_settings (id, founding_year) VALUES (1, 1985)').run();
  },
  /* licences and certificates: what the owner holds, shown on the site while valid */ `
  CREATE TABLE licences (
    id INTEGER PRIMARY KEY,
    type TEXT NOT NULL CHECK (type IN ('fssai', 'iec', 'apeda_rcmc', 'gstin', 'globalgap', 'phytosanitary', 'other')),
    number TEXT NOT NULL,
    issuer TEXT NOT NULL,
    valid_from TEXT NOT NULL,
    valid_until TEXT,
    is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
    document TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (type, number)
  );
  `,
  /* the way back to a new browser (SECURITY F22): a one-time link the admin-password command prints; only its SHA-256 */ `
  CREATE TABLE device_enrolments (
    token_hash TEXT PRIMARY KEY,
    admin_id INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
  );
  `,
  /* what is in stock and arriving, per product and origin (issue "Keep it true every week"), and how long a status stands */ `
  CREATE TABLE availability (
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    country TEXT NOT NULL COLLATE NOCASE,
    status TEXT NOT NULL CHECK (status IN ('in_stock', 'arriving', 'sold_out')),
    expected_on TEXT,
    mode TEXT CHECK (mode IN ('sea', 'air')),
    note TEXT NOT NULL DEFAULT '',
    set_at INTEGER NOT NULL,
    PRIMARY KEY (product_id, country),
    CHECK ((status = 'arriving') = (expected_on IS NOT NULL AND mode IS NOT NULL))
  );
  CREATE TABLE trade_settings (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    stale_after_days INTEGER NOT NULL DEFAULT 14 CHECK (stale_after_days BETWEEN 1 AND 90)
  );
  INSERT INTO trade_settings (id) VALUES (1);
  -- An origin taken off a product takes its status with it, whichever write takes it off.
  CREATE TRIGGER availability_follows_origins AFTER UPDATE OF origins ON products BEGIN
    DELETE FROM availability WHERE product_id = NEW.id
      AND country NOT IN (SELECT json_extract(value, '$.country') FROM json_each(NEW.origins));
  END;
  `,
  /* indicative prices per product, and how prices work (issue "Keep it true every week") */ `
  ALTER TABLE products ADD COLUMN price_min INTEGER CHECK (price_min > 0);
  ALTER TABLE products ADD COLUMN price_max INTEGER CHECK (price_max > 0);
  ALTER TABLE products ADD COLUMN price_unit TEXT CHECK (price_unit IN ('kg', 'carton', 'box'));
  ALTER TABLE products ADD COLUMN price_on TEXT;
  ALTER TABLE trade_settings ADD COLUMN price_basis TEXT NOT NULL
    DEFAULT 'Prices on request, ex-APMC Vashi; fresh fruit carries no GST.';
  ALTER TABLE trade_settings ADD COLUMN price_max_age_days INTEGER NOT NULL DEFAULT 7 CHECK (price_max_age_days BETWEEN 0 AND 90);
  `,
  /*
   * the owner's own words for the site's claims (issue "Keep it true every week"): a key not stored reads as its
   * starting text (shared/site-texts); whether the admin's password is still the one the first start printed; the
   * starter gallery folder's shop count and hours become placeholders that follow the owner's data
   */ `
  CREATE TABLE site_texts (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  ALTER TABLE admins ADD COLUMN first_start_password INTEGER NOT NULL DEFAULT 0 CHECK (first_start_password IN (0, 1));
  UPDATE gallery_folders SET description = 'Our {shops} shops in the Fruit Market at APMC Vashi, Navi Mumbai, open {hours}.'
    WHERE description = 'Our three shops in the Fruit Market at APMC Vashi, Navi Mumbai, open from 6:00 AM every day.';
  `,
  /*
   * history (issue "Undo anything"): every admin write's revisions, the content of each record before and after as
   * its rows; a delete stays in the trash while in_trash = 1. An id is never given twice (id_high_water, kept by a
   * trigger on every delete), so a record's history and a trashed record's rows never meet another record's.
   */ (db) => {
    db.exec(`
    CREATE TABLE revisions (
      id INTEGER PRIMARY KEY,
      change_id INTEGER NOT NULL,
      kind TEXT NOT NULL,
      record_id INTEGER NOT NULL,
      action TEXT NOT NULL CHECK (action IN ('created', 'updated', 'deleted', 'restored', 'reordered')),
      at INTEGER NOT NULL,
      admin_id INTEGER,
      username TEXT NOT NULL DEFAULT '',
      device TEXT NOT NULL DEFAULT '',
      title TEXT NOT NULL,
      before TEXT,
      after TEXT,
      in_trash INTEGER NOT NULL DEFAULT 0 CHECK (in_trash IN (0, 1))
    );
    CREATE INDEX revisions_record ON revisions(kind, record_id, id);
    CREATE INDEX revisions_change ON revisions(change_id);
    CREATE INDEX revisions_at ON revisions(at);
    CREATE INDEX revisions_trash ON revisions(in_trash) WHERE in_trash = 1;
    CREATE TABLE id_high_water (
      tbl TEXT PRIMARY KEY,
      id INTEGER NOT NULL
    );
    `);
    for (const table of ID_TABLES) {
      db.exec(`CREATE TRIGGER ${table}_high_water AFTER DELETE ON ${table} BEGIN
        INSERT INTO id_high_water (tbl, id) VALUES ('${table}', OLD.id) ON CONFLICT (tbl) DO UPDATE SET id = max(id, excluded.id);
      END;`);
    }
  },
  /*
   * the owner's order (issue "Undo anything", part 5) for categories, gallery folders and licences as one list each,
   * products within their category and gallery images within their folder, first as they showed before. A new row,
   * and a row restored from a snapshot older than this, goes last in its list; a product moved to another category
   * goes last there (DECISION src/decisions/owner-order.md).
   */ `
  ALTER TABLE categories ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE products ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE gallery_folders ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE gallery_images ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE licences ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
  UPDATE categories SET position = (SELECT count(*) FROM categories o WHERE o.id <= categories.id);
  UPDATE gallery_folders SET position = (SELECT count(*) FROM gallery_folders o WHERE o.id <= gallery_folders.id);
  UPDATE products SET position = (SELECT n FROM (SELECT id, row_number() OVER (
    PARTITION BY category_id ORDER BY is_featured DESC, id) AS n FROM products) o WHERE o.id = products.id);
  UPDATE gallery_images SET position = (SELECT count(*) FROM gallery_images o
    WHERE o.folder_id = gallery_images.folder_id AND o.id <= gallery_images.id);
  UPDATE licences SET position = (SELECT n FROM (SELECT id, row_number() OVER (ORDER BY CASE type WHEN 'fssai' THEN 1
    WHEN 'iec' THEN 2 WHEN 'apeda_rcmc' THEN 3 WHEN 'gstin' THEN 4 WHEN 'globalgap' THEN 5 WHEN 'phytosanitary' THEN 6
    ELSE 7 END, number, id) AS n FROM licences) o WHERE o.id = licences.id);
  CREATE INDEX products_category_position ON products(category_id, position);
  CREATE INDEX gallery_images_folder_position ON gallery_images(folder_id, position);
  CREATE TRIGGER categories_last AFTER INSERT ON categories WHEN NEW.position = 0 BEGIN
    UPDATE categories SET position = (SELECT max(position) FROM categories) + 1 WHERE id = NEW.id;
  END;
  CREATE TRIGGER gallery_folders_last AFTER INSERT ON gallery_folders WHEN NEW.position = 0 BEGIN
    UPDATE gallery_folders SET position = (SELECT max(position) FROM gallery_folders) + 1 WHERE id = NEW.id;
  END;
  CREATE TRIGGER licences_last AFTER INSERT ON licences WHEN NEW.position = 0 BEGIN
    UPDATE licences SET position = (SELECT max(position) FROM licences) + 1 WHERE id = NEW.id;
  END;
  CREATE TRIGGER products_last AFTER INSERT ON products WHEN NEW.position = 0 BEGIN
    UPDATE products SET position = (SELECT max(position) FROM products WHERE category_id = NEW.category_id) + 1 WHERE id = NEW.id;
  END;
  CREATE TRIGGER products_last_in_new_category AFTER UPDATE OF category_id ON products
    WHEN NEW.category_id <> OLD.category_id BEGIN
    UPDATE products SET position = coalesce((SELECT max(position) FROM products WHERE category_id = NEW.category_id AND id <> NEW.id), 0) + 1
      WHERE id = NEW.id;
  END;
  CREATE TRIGGER gallery_images_last AFTER INSERT ON gallery_images WHEN NEW.position = 0 BEGIN
    UPDATE gallery_images SET position = (SELECT max(position) FROM gallery_images WHERE folder_id = NEW.folder_id) + 1
      WHERE id = NEW.id;
  END;
  `,
  /*
   * drafts (issue "Undo anything", part 4): a product's next version as its editor's input, and page texts not yet
   * published, each key as it would be saved (NULL: back to its starting text). Neither is read by a public page
   * (DECISION src/decisions/drafts.md).
   */ `
  CREATE TABLE product_drafts (
    product_id INTEGER PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
    content TEXT NOT NULL,
    changed TEXT NOT NULL DEFAULT '[]',
    saved_at INTEGER NOT NULL
  );
  CREATE TABLE site_text_drafts (
    key TEXT PRIMARY KEY,
    value TEXT
  );
  `,
  /*
   * the owner's content in Hindi, Marathi and Arabic (issue "Languages", part 3): English stays in each record's own
   * row; a translation is keyed by what it translates (kind, record, field, language). A list's translation (a
   * product's varieties) is a JSON array. A deleted record's translations stay, unread, so that restoring it from
   * the trash (its id is never given again) brings them back (DECISION src/decisions/content-translations.md).
   */ `
  CREATE TABLE translations (
    kind TEXT NOT NULL,
    record_id INTEGER NOT NULL,
    field TEXT NOT NULL,
    locale TEXT NOT NULL CHECK (locale IN ('hi', 'mr', 'ar')),
    value TEXT NOT NULL,
    PRIMARY KEY (kind, record_id, field, locale)
  ) WITHOUT ROWID;
  `,
  /*
   * enquiries.language (issue "Languages", part 7): the language a contact message or quote request came in, from
   * the page's address or the JSON call's `language`; older ones came in English.
   */ `
  ALTER TABLE enquiries ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi', 'mr', 'ar'));
  `,
];
