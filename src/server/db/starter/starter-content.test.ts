import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import * as v from 'valibot';
import { DEFAULT_HERO_TITLE } from '../../../shared/constants';
import { MONTH_NAMES } from '../../../shared/months';
import { placeholderContactFields } from '../../../shared/placeholders';
import { categoryInputSchema, folderInputSchema, productInputSchema } from '../../../shared/schemas/catalog';
import { contactSettingsUpdateSchema, siteSettingsUpdateSchema } from '../../../shared/schemas/settings';
import { countriesNamedIn } from '../../../site/document/countries';
import { SUPPLIER_COUNTRIES } from '../migrations';
import { fruitsNamedIn, isAdmitted } from './admitted-origins';
import {
  monthSpan,
  STARTER_CATEGORIES,
  STARTER_CONTACT,
  STARTER_FOLDERS,
  STARTER_PRODUCTS,
  STARTER_SITE,
  type StarterProduct,
} from './starter-content';

const ART_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'art');
const COUNTRIES: readonly string[] = SUPPLIER_COUNTRIES;

const allArt = [
  ...STARTER_CATEGORIES.map((c) => c.art),
  ...STARTER_PRODUCTS.map((p) => p.art),
  ...STARTER_FOLDERS.flatMap((f) => f.images),
].filter((a): a is string => a !== null);

/** A product picture is one or two fruits on the common backdrop: the seeded ones are 2-7.5 KB. */
const PRODUCT_ART_BUDGET = 8_000;
const productArt = new Set(STARTER_PRODUCTS.map((p) => p.art));

/** Tag-balance check: every element opened is closed in order (comments and declarations skipped). */
function assertWellFormed(file: string, xml: string) {
  const stack: string[] = [];
  const body = xml.replace(/<!--[\s\S]*?-->/g, '').replace(/<\?[\s\S]*?\?>/g, '');
  for (const m of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = m;
    if (selfClosing) continue;
    if (closing) assert.equal(stack.pop(), name, `${file}: </${name}> closes the wrong element`);
    else stack.push(name!);
  }
  assert.deepEqual(stack, [], `${file}: unclosed elements`);
  assert.equal((body.match(/</g) ?? []).length, (body.match(/>/g) ?? []).length, `${file}: stray angle bracket`);
}

describe('starter content', () => {
  test('at least 8 categories with unique keys and names, valid for the category API', () => {
    assert.ok(STARTER_CATEGORIES.length >= 8);
    assert.equal(new Set(STARTER_CATEGORIES.map((c) => c.key)).size, STARTER_CATEGORIES.length);
    assert.equal(new Set(STARTER_CATEGORIES.map((c) => c.name)).size, STARTER_CATEGORIES.length);
    for (const c of STARTER_CATEGORIES) {
      assert.ok(v.is(categoryInputSchema, { name: c.name, description: c.description }), c.name);
      assert.ok(c.description.length >= 40, `${c.name}: description too short`);
    }
    for (const name of ['Apples', 'Citrus Fruits', 'Grapes', 'Kiwi', 'Pears', 'Stone Fruits', 'Berries', 'Exotic Fruits']) {
      assert.ok(
        STARTER_CATEGORIES.some((c) => c.name === name),
        `missing category ${name}`,
      );
    }
    assert.ok(
      STARTER_CATEGORIES.some((c) => /export/i.test(c.name)),
      'missing the export category',
    );
    const withoutArt = STARTER_CATEGORIES.filter((c) => c.art === null).length;
    assert.ok(withoutArt >= 1 && withoutArt <= 2, 'one or two categories show the placeholder');
    // The home page shows the first six: all of them have artwork.
    assert.ok(STARTER_CATEGORIES.slice(0, 6).every((c) => c.art !== null));
  });

  test('at least 30 products, each in a known category and valid for the product API', () => {
    assert.ok(STARTER_PRODUCTS.length >= 30);
    const keys = new Set(STARTER_CATEGORIES.map((c) => c.key));
    for (const p of STARTER_PRODUCTS) {
      assert.ok(keys.has(p.categoryKey), `${p.name}: unknown category ${p.categoryKey}`);
      assert.ok(v.is(productInputSchema, { name: p.name, description: p.description, categoryId: 1, origin: p.origin }), p.name);
      assert.ok(p.description.length >= 40, `${p.name}: description too short`);
    }
    assert.equal(new Set(STARTER_PRODUCTS.map((p) => p.name)).size, STARTER_PRODUCTS.length, 'product names are unique');
    for (const c of STARTER_CATEGORIES) {
      assert.ok(
        STARTER_PRODUCTS.some((p) => p.categoryKey === c.key),
        `${c.name} has no products`,
      );
    }
    const featured = STARTER_PRODUCTS.filter((p) => p.isFeatured).length;
    assert.ok(featured >= 4 && featured <= 6, `${featured} featured products`);
  });

  test('every product has its own artwork, drawn for it alone', () => {
    const missing = STARTER_PRODUCTS.filter((p) => !p.art).map((p) => p.name);
    assert.deepEqual(missing, [], 'products that would show the placeholder');
    const owners = new Map<string, string[]>();
    for (const p of STARTER_PRODUCTS) owners.set(p.art, [...(owners.get(p.art) ?? []), p.name]);
    const shared = [...owners].filter(([, names]) => names.length > 1);
    assert.deepEqual(shared, [], 'two products with the same picture');
    const categoryArt = new Set(STARTER_CATEGORIES.map((c) => c.art));
    const galleryArt = new Set(STARTER_FOLDERS.flatMap((f) => f.images));
    for (const p of STARTER_PRODUCTS) {
      assert.ok(!categoryArt.has(p.art) && !galleryArt.has(p.art), `${p.name}: ${p.art} is also a category or gallery picture`);
    }
  });

  test('origins are supplier countries, or India for the export division only', () => {
    for (const p of STARTER_PRODUCTS) {
      if (p.categoryKey === 'export') assert.equal(p.origin, 'India', p.name);
      else assert.ok(COUNTRIES.includes(p.origin), `${p.name}: origin ${p.origin}`);
    }
    for (const country of COUNTRIES) {
      assert.ok(
        STARTER_PRODUCTS.some((p) => p.origin === country),
        `no product from ${country}`,
      );
    }
    const exports = STARTER_PRODUCTS.filter((p) => p.origin === 'India');
    assert.ok(
      exports.some((p) => /green chill/i.test(p.name)),
      'an Indian green chilli product',
    );
    assert.ok(
      exports.some((p) => /mango/i.test(p.name)),
      'an Indian mango product',
    );
  });

  test('monthSpan runs from the first month to the last, across the new year, in calendar order', () => {
    assert.deepEqual(monthSpan(3, 7), [3, 4, 5, 6, 7]);
    assert.deepEqual(monthSpan(11, 2), [1, 2, 11, 12]);
    assert.deepEqual(monthSpan(6, 6), [6]);
    assert.deepEqual(monthSpan(1, 12), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  test('every product has its trade details, valid for the product API as the seed sends them', () => {
    for (const p of STARTER_PRODUCTS) {
      const d = p.details;
      const input = { name: p.name, description: p.description, categoryId: 1, origin: p.origin, isFeatured: p.isFeatured, ...d };
      const parsed = v.safeParse(productInputSchema, input);
      assert.ok(parsed.success, `${p.name}: ${parsed.issues?.map((i) => i.message).join('; ')}`);
      assert.ok(d.varieties.length > 0, `${p.name}: no varieties`);
      assert.ok(d.origins.length > 0, `${p.name}: no origins`);
      for (const o of d.origins) {
        assert.ok(o.months.length > 0, `${p.name}, ${o.country}: no months`);
        assert.deepEqual(
          o.months,
          [...new Set(o.months)].sort((a, b) => a - b),
          `${p.name}, ${o.country}: months as stored`,
        );
      }
      for (const key of ['grades', 'packing', 'shelfLife', 'minimumOrder'] as const) {
        assert.ok(d[key].trim().length >= 5, `${p.name}: ${key} missing`);
      }
      assert.match(d.storageTemperature, /^-?\d+(\.\d)? to -?\d+ °C, \d+-\d+% RH/, `${p.name}: storage temperature and humidity`);
      assert.ok(
        d.metaDescription.length >= 80 && d.metaDescription.length <= 160,
        `${p.name}: meta description of ${d.metaDescription.length}`,
      );
    }
  });

  test('no active product is offered from an origin India does not admit for its fruit (admitted-origins.ts, its source named)', () => {
    for (const p of STARTER_PRODUCTS) {
      const fruits = fruitsNamedIn(p.name);
      assert.equal(fruits.length, 1, `${p.name}: names exactly one fruit of the list (${fruits.map((f) => f.fruit)})`);
      const refused = p.details.origins.filter((o) => !isAdmitted(fruits[0]!, o.country)).map((o) => o.country);
      if (p.inactiveBecause) assert.ok(refused.length > 0, `${p.name} is inactive only because of its origin`);
      else assert.deepEqual(refused, [], `${p.name}: offered from ${refused.join(', ')}`);
    }
    // The rule has teeth: Chinese apples and pears (suspended since 2017) are refused, and the Ya pears stay off.
    const apple = fruitsNamedIn('Fuji Apples')[0]!;
    assert.equal(isAdmitted(apple, 'China'), false);
    assert.equal(isAdmitted(fruitsNamedIn('Ya Pears')[0]!, 'China'), false);
    assert.equal(isAdmitted(apple, 'India'), true, 'the home market needs no import permit');
    const ya = STARTER_PRODUCTS.find((p) => p.name === 'Ya Pears')!;
    assert.match(ya.inactiveBecause ?? '', /India has not admitted pears from China since 2017/);
  });

  test("origins are supplier countries, or India, and name the same countries as the product's origin text", () => {
    for (const p of STARTER_PRODUCTS) {
      for (const o of p.details.origins) {
        assert.ok(COUNTRIES.includes(o.country) || o.country === 'India', `${p.name}: origin ${o.country}`);
      }
      const listed = p.details.origins.map((o) => o.country);
      assert.equal(new Set(listed).size, listed.length, `${p.name}: an origin listed twice`);
      assert.deepEqual(countriesNamedIn(listed.join(', ')), countriesNamedIn(p.origin), `${p.name}: origins ${listed} vs "${p.origin}"`);
    }
  });

  test('the months a description names are the months of its origins', () => {
    const name = `(${MONTH_NAMES.join('|')})`;
    const monthOf = (m: string) => MONTH_NAMES.indexOf(m as (typeof MONTH_NAMES)[number]) + 1;
    const namedMonths = (p: StarterProduct) => {
      if (/\ball year\b/.test(p.description)) return monthSpan(1, 12);
      const spans = [...p.description.matchAll(new RegExp(`${name} to ${name}`, 'g'))];
      return [...new Set(spans.flatMap(([, from, to]) => monthSpan(monthOf(from!), monthOf(to!))))].sort((a, b) => a - b);
    };
    for (const p of STARTER_PRODUCTS) {
      const named = namedMonths(p);
      assert.ok(named.length > 0, `${p.name}: the description names no season`);
      const available = [...new Set(p.details.origins.flatMap((o) => o.months))].sort((a, b) => a - b);
      assert.deepEqual(available, named, `${p.name}: "${p.description}"`);
    }
  });

  test('three gallery folders, each with 3 to 5 images', () => {
    assert.equal(STARTER_FOLDERS.length, 3);
    for (const f of STARTER_FOLDERS) {
      assert.ok(v.is(folderInputSchema, { name: f.name, description: f.description }), f.name);
      assert.ok(f.images.length >= 3 && f.images.length <= 5, f.name);
    }
    const images = STARTER_FOLDERS.flatMap((f) => f.images);
    assert.equal(new Set(images).size, images.length, 'no image in two folders');
  });

  test('contact and site settings pass the settings API validation; links are https on the right hosts', () => {
    assert.ok(v.is(contactSettingsUpdateSchema, STARTER_CONTACT));
    assert.ok(v.is(siteSettingsUpdateSchema, STARTER_SITE));
    // Plainly placeholders that reach nobody: no Indian number starts with 0 after +91, example.com is reserved, and
    // there is no WhatsApp number or social link to reach a stranger by.
    assert.match(STARTER_CONTACT.address, /^Your shop address, /);
    assert.match(STARTER_CONTACT.phone, /^\+91 0/);
    assert.match(STARTER_CONTACT.email, /@example\.com$/);
    assert.equal(STARTER_CONTACT.whatsappNumber, '');
    assert.deepEqual(STARTER_CONTACT.socialLinks, {});
    assert.deepEqual(placeholderContactFields(STARTER_CONTACT), { address: true, phone: true, email: true });
    assert.equal(STARTER_SITE.heroTitle, DEFAULT_HERO_TITLE);
    assert.match(STARTER_SITE.heroSubtitle, /40 years/);
    assert.match(STARTER_SITE.heroSubtitle, /16 countries/);
  });

  test('every art file exists and is a self-contained 800x600 SVG without scripts or external references', async () => {
    assert.ok(allArt.length > 0);
    for (const file of new Set(allArt)) {
      assert.match(file, /^[a-z0-9-]+\.svg$/, file);
      const full = path.join(ART_DIR, file);
      assert.ok(statSync(full, { throwIfNoEntry: false })?.isFile(), `${file} is missing`);
      const svg = readFileSync(full, 'utf8');
      assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 600"/, file);
      assert.ok(!/<script/i.test(svg), `${file}: script`);
      assert.ok(!/href\s*=\s*["']\s*(?:https?:|data:|javascript:|\/\/)/i.test(svg), `${file}: external href`);
      assert.ok(!/url\(\s*['"]?(?!#)/i.test(svg), `${file}: url() that is not a local fragment`);
      assert.ok(!/<(?:image|foreignObject|iframe|style)\b/i.test(svg), `${file}: element not allowed in starter art`);
      assert.ok(!/\son[a-z]+\s*=/i.test(svg), `${file}: event handler attribute`);
      assert.ok(svg.length < 16_000, `${file}: ${svg.length} bytes`);
      if (productArt.has(file)) assert.ok(svg.length <= PRODUCT_ART_BUDGET, `${file}: ${svg.length} bytes, over the product art budget`);
      assertWellFormed(file, svg);
      const meta = await sharp(Buffer.from(svg)).metadata();
      assert.equal(meta.format, 'svg', file);
      assert.deepEqual([meta.width, meta.height], [800, 600], file);
    }
  });

  test('the art folder holds no unused files', () => {
    const used = new Set(allArt);
    const unused = readdirSync(ART_DIR).filter((f) => !used.has(f));
    assert.deepEqual(unused, []);
  });
});
