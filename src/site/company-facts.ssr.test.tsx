import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CompanyFacts } from '../shared/company';
import { PLACEHOLDER_CONTACT } from '../shared/placeholders';
import type { ContactSettings } from '../shared/types';
import { companyFacts, contactSettings, pages, renderPage, shell, siteSettings, textOf } from '../test/dom/site';

// The fixture's hero subtitle is the owner's own (it says 40 years): the server resolves the default one.
function render(page: keyof typeof pages, company: CompanyFacts = companyFacts) {
  const { pathname, data } = pages[page];
  return renderPage(shell({ pathname, company, site: { ...siteSettings, heroSubtitle: 'Fresh fruit, every day.' } }), data);
}

const metaDescription = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.replace(/&#x27;/g, "'") ?? '';

function jsonLd(html: string): Record<string, unknown> {
  const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  assert.ok(ld?.[1]);
  return JSON.parse(ld[1]) as Record<string, unknown>;
}

/** Two active countries, one city, one shop, 23 years (stated "20+"), one partner with a logo and a link. */
const small: CompanyFacts = {
  ...companyFacts,
  countries: ['Japan', 'Chile'],
  cities: [{ id: 1, name: 'Pune' }],
  partners: [{ name: 'BigBasket', logoPath: `/uploads/${'c'.repeat(32)}.png`, url: 'https://www.bigbasket.com/' }],
  shops: [companyFacts.shops[1]!],
  foundingYear: 2003,
  years: 23,
};

/** Every sentence that states a figure, per page, with the small facts' numbers. */
const EXPECTED: Record<'home' | 'about' | 'products' | 'contact', string[]> = {
  home: [
    '20+ years of fresh fruit',
    'For more than 20 years we have been bringing',
    'sourcing from 2 countries and selling in 1 major Indian cities',
    'From our 1 shops in',
    '20+ Years Experience',
    '2 Countries',
    '1 Major Cities',
    '1 APMC Shops',
    'Sourced From 2 Countries',
    'Premium fruit from 2 countries, delivered to 1 major Indian cities',
    'Among them: BigBasket.',
  ],
  about: [
    'over 20 years, into one of',
    'For more than 20 years Mumbai Fruit Trading Co.',
    'Today we import from 2 countries, sell in 1 major Indian cities and run 1 shops',
    'Our 1 shops in the APMC market',
    'Our Presence in 1 Cities',
    'Sourcing From 2 Countries',
    '20+ Years Experience',
  ],
  products: ['Fresh from 2 countries', 'Premium fresh fruit sourced from 2 countries'],
  contact: ['Monday-Saturday 6:00 AM-6:00 PM'],
};

describe('company facts on the public pages (server render)', () => {
  test('the spec figures: 40+ years, 16 countries, 9 cities, 3 shops, in every place, the intro and the stats agreeing', () => {
    const home = textOf(render('home'));
    for (const s of ['40+ Years Experience', '16 Countries', '9 Major Cities', '3 APMC Shops', 'Sourced From 16 Countries'])
      assert.ok(home.includes(s), s);
    assert.ok(home.includes('sourcing from 16 countries and selling in 9 major Indian cities'));
    assert.doesNotMatch(home, /\b11 countries/i);
    assert.ok(home.includes('Among them: Reliance Fresh, Star Bazar, Nature Basket and Swiggy.'));
  });

  for (const page of Object.keys(EXPECTED) as Array<keyof typeof EXPECTED>) {
    test(`${page}: each derived number comes from the facts, in the text, the footer and the meta description`, () => {
      const html = render(page, small);
      const text = textOf(html);
      for (const s of EXPECTED[page]) assert.ok(text.includes(s), `${page}: ${s}`);
      assert.ok(text.includes('For over 20 years we have imported premium fresh fruit from 2 countries'), `${page}: footer`);
      assert.ok(text.includes('across 1 major Indian cities'), `${page}: footer`);
      assert.doesNotMatch(text, /\b(16|11) countries|\b9 major|\b40\+|\b3 (APMC )?shops|40 years/i, `${page}: no spec figure left`);
      assert.doesNotMatch(metaDescription(html), /\b16 countries|\b9 major|40\+|\b3 APMC/, `${page}: meta`);
    });
  }

  test('meta descriptions state the figures and the hours from the facts', () => {
    assert.equal(
      metaDescription(render('home', small)),
      '20+ years of importing premium fresh fruit from 2 countries, supplying 1 major Indian cities from 1 APMC shops in Mumbai.',
    );
    assert.match(metaDescription(render('about', small)), /sourcing from 2 countries/);
    const closedSunday = {
      ...companyFacts,
      hours: companyFacts.hours.map((d) => (d.weekday === 7 ? { ...d, opens: null, closes: null } : d)),
    };
    assert.match(metaDescription(render('contact', closedSunday)), /Open Monday-Saturday 6:00 AM-6:00 PM, Sunday Closed\.$/);
  });

  test('grids list the active countries and cities in order; partners show a logo and a link only when the owner added them', () => {
    const html = render('about', small);
    const text = textOf(html);
    assert.ok(text.indexOf('Japan') < text.indexOf('Chile'));
    assert.doesNotMatch(text, /Turkey|Reliance Fresh|Mysore/);
    assert.match(
      html,
      /<a href="https:\/\/www\.bigbasket\.com\/" rel="noopener noreferrer"[^>]*><span[^>]*><img src="\/uploads\/c{32}\.png" alt=""/,
    );
    const plain = render('about');
    assert.doesNotMatch(plain, /<img[^>]*alt=""[^>]*class="size-5 object-contain"/, 'no logo the owner did not add');
    assert.doesNotMatch(plain, /href="[^"]*reliance/i);
  });

  test('business hours in the spec wording: runs of days, a closed day, minutes and noon', () => {
    const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
      weekday <= 3
        ? { weekday, opens: '07:30', closes: '12:00' }
        : weekday === 4
          ? { weekday, opens: null, closes: null }
          : { weekday, opens: '00:00', closes: '23:59' },
    );
    const text = textOf(render('contact', { ...companyFacts, hours }));
    for (const row of ['Monday-Wednesday 7:30 AM-12:00 PM', 'Thursday Closed', 'Friday-Sunday 12:00 AM-11:59 PM'])
      assert.ok(text.includes(row), row);
  });

  test('the contact page lists each shop: name, address, phone, hours and directions; no map placeholder, no embed', () => {
    const html = render('contact');
    const text = textOf(html);
    for (const shop of companyFacts.shops) assert.ok(text.includes(`${shop.name} ${shop.address}`), shop.name);
    assert.ok(html.includes('href="tel:+912227894500"'));
    assert.ok(text.includes('Mon-Sat 6:00 AM-6:00 PM, Sun 6:00 AM-2:00 PM'));
    assert.equal(html.split('https://www.google.com/maps/dir/?api=1&amp;destination=').length - 1, 3);
    assert.doesNotMatch(html, /<iframe|maps\/embed|maps\.googleapis/);
    const none = render('contact', { ...companyFacts, shops: [] });
    assert.doesNotMatch(none, /Our Shops/);
  });

  test('LocalBusiness JSON-LD: the hours, the address and each shop as a Store with its address, phone, position and map link', () => {
    const json = jsonLd(render('contact'));
    assert.equal(json['@type'], 'LocalBusiness');
    assert.deepEqual(json.openingHoursSpecification, [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '06:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '06:00', closes: '14:00' },
    ]);
    assert.deepEqual((json.address as Record<string, unknown>)['@type'], 'PostalAddress');
    assert.ok(String((json.address as Record<string, unknown>).streetAddress).includes('APMC Fruit Market'));
    const stores = json.department as Array<Record<string, unknown>>;
    assert.equal(stores.length, 3);
    assert.deepEqual(stores[0], {
      '@type': 'Store',
      name: 'APMC Vashi Shop 47',
      address: {
        '@type': 'PostalAddress',
        streetAddress: companyFacts.shops[0]!.address,
        addressLocality: 'Mumbai',
        addressRegion: 'Maharashtra',
        addressCountry: 'IN',
      },
      telephone: '+91 22 2789 4500',
      geo: { '@type': 'GeoCoordinates', latitude: 19.0771, longitude: 73.0087 },
      hasMap: 'https://www.google.com/maps/dir/?api=1&destination=19.0771%2C73.0087',
    });
    assert.equal(stores[1]!.geo, undefined);
    assert.equal(stores[1]!.telephone, undefined);
    // A closed day has no entry; no shops, no department.
    const closed = jsonLd(
      render('home', {
        ...companyFacts,
        shops: [],
        hours: companyFacts.hours.map((d) => (d.weekday === 7 ? { ...d, opens: null, closes: null } : d)),
      }),
    );
    assert.equal((closed.openingHoursSpecification as unknown[]).length, 1);
    assert.equal(closed.department, undefined);
  });

  test('LocalBusiness JSON-LD leaves out a contact value still at its starter placeholder, and keeps the owner\u2019s own', () => {
    const withContact = (contact: Partial<ContactSettings>) =>
      jsonLd(renderPage(shell({ pathname: '/contact', contact: { ...contactSettings, ...contact } }), pages.contact.data));
    const starter = withContact({ ...PLACEHOLDER_CONTACT, whatsappNumber: '', socialLinks: {} });
    assert.equal(starter.telephone, undefined);
    assert.equal(starter.email, undefined);
    assert.equal(starter.address, undefined);
    assert.equal(starter.sameAs, undefined);
    const own = withContact({ phone: '+91 22 4000 1234', email: 'sales@fruit.example', address: 'Shop 9, APMC Market, Vashi' });
    assert.equal(own.telephone, '+91 22 4000 1234');
    assert.equal(own.email, 'sales@fruit.example');
    assert.equal((own.address as Record<string, unknown>).streetAddress, 'Shop 9, APMC Market, Vashi');
    // Half replaced: only the placeholder half is left out.
    const half = withContact({ ...PLACEHOLDER_CONTACT, phone: '+91 22 4000 1234' });
    assert.deepEqual([half.telephone, half.email, half.address], ['+91 22 4000 1234', undefined, undefined]);
  });
});
