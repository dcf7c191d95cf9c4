import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CITIES, PARTNERS, SUPPLIER_COUNTRIES } from '../server/db/migrations';
import { COMPANY } from '../shared/constants';
import type { PublicLicence } from '../shared/licences';
import type { SeasonalProduct } from '../shared/seasons/seasons';
import { type SiteTexts, STARTING_TEXTS } from '../shared/site-texts/site-texts';
import {
  categories,
  companyFacts,
  contactSettings,
  folders,
  HOSTILE,
  pages,
  parseHtml,
  products,
  productWithDetails,
  refusedForEmpty,
  renderPage,
  shell,
  siteSettings,
  textOf,
} from '../test/dom/site';
import type { SitePageData } from './entry.server';
import { en } from './i18n/en';

function render(page: keyof typeof pages, overrides: Parameters<typeof shell>[0] = {}) {
  const { pathname, data } = pages[page];
  return renderPage(shell({ pathname, ...overrides }), data);
}

function renderData(pathname: string, data: SitePageData, overrides: Parameters<typeof shell>[0] = {}) {
  return renderPage(shell({ pathname, ...overrides }), data);
}

function count(haystack: string, needle: string | RegExp): number {
  return haystack.split(needle).length - 1;
}

function includesAll(haystack: string, ...needles: string[]): void {
  for (const needle of needles) assert.ok(haystack.includes(needle), needle);
}

/** The owner's phone and email links (the contact fixture), on every page that shows how to reach them. */
const contactLinks = ['href="tel:+919820012345"', 'href="mailto:hello@example.com"'];

describe('every public page', () => {
  for (const page of Object.keys(pages) as Array<keyof typeof pages>) {
    test(`${page}: one h1, no style attribute, no inline executable script, complete head`, () => {
      const html = render(page);
      assert.equal(count(html, /<h1[\s>]/), 1, 'exactly one h1');
      assert.doesNotMatch(html, /\sstyle="/);
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        assert.match(tag, /type="(application\/json|application\/ld\+json|module)"/, tag);
        if (tag.includes('type="module"')) assert.match(tag, /src="\/build\/page-abc123\.js"/);
      }
      assert.match(html, /<html lang="en-IN">/);
      assert.match(html, /<meta name="viewport" content="width=device-width, initial-scale=1"\/>/);
      assert.match(html, /<title>[^<]+<\/title>/);
      assert.match(html, /<meta name="description" content="[^"]+"\/>/);
      assert.match(html, /<meta name="theme-color"/);
      assert.match(html, /href="\/assets\/favicon\.svg"/);
      assert.match(html, /href="\/assets\/favicon\.ico"/);
      assert.match(html, /href="\/assets\/apple-touch-icon\.png"/);
      // Its own kind of page's CSS, inline (no stylesheet request before the first paint).
      assert.deepEqual(html.match(/<style>[^<]*<\/style>/g), [`<style>.page-${pages[page].data.page}{}</style>`]);
      assert.doesNotMatch(html, /rel="stylesheet"/);
      // A product page previews with its product's picture; every other page with the site's share image.
      const data = pages[page].data;
      const image = data.page === 'product' && data.product.image ? data.product.image : '/assets/og-image.jpg';
      assert.ok(html.includes(`<meta property="og:image" content="https://fruit.example${image}"/>`), image);
      assert.match(html, /<meta name="twitter:card" content="summary_large_image"\/>/);
      assert.doesNotMatch(html, /fonts\.googleapis|fonts\.gstatic/);
    });
  }

  test('indexable pages have a canonical URL and LocalBusiness JSON-LD; 404 and maintenance are noindex', () => {
    for (const [page, path] of [
      ['home', '/'],
      ['about', '/about'],
      ['products', '/products'],
      ['gallery', '/gallery'],
      ['contact', '/contact'],
    ] as const) {
      const html = render(page);
      assert.ok(html.includes(`<link rel="canonical" href="https://fruit.example${path}"/>`), page);
      assert.doesNotMatch(html, /name="robots"/);
      const ld = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/);
      assert.ok(ld?.[1], page);
      const json = JSON.parse(ld[1]) as Record<string, unknown>;
      assert.equal(json['@type'], 'LocalBusiness');
      assert.equal(json.telephone, contactSettings.phone);
      assert.equal(json.email, contactSettings.email);
      assert.equal(json.url, 'https://fruit.example/');
      assert.deepEqual(json.sameAs, ['https://facebook.com/fruitco', 'https://instagram.com/fruitco']);
    }
    for (const page of ['not-found', 'maintenance'] as const) {
      const html = render(page);
      assert.match(html, /<meta name="robots" content="noindex"\/>/);
      assert.doesNotMatch(html, /rel="canonical"/);
    }
  });

  test('og:image is the absolute hero image when one is set', () => {
    const html = render('home', { site: { ...siteSettings, heroImagePath: '/uploads/22222222222222222222222222222222.webp' } });
    assert.match(html, /<meta property="og:image" content="https:\/\/fruit\.example\/uploads\/22222222222222222222222222222222\.webp"\/>/);
  });

  test("/products preloads its first card's picture at high priority (the phone's largest paint), and only that one", () => {
    const image = '/uploads/44444444444444444444444444444444.png';
    const shown = [
      { ...products[0]!, image, isActive: true },
      { ...products[1]!, image: '/uploads/55555555555555555555555555555555.png' },
    ];
    const html = renderData('/products', { page: 'products', categories, products: shown, selectedCategoryId: null });
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = head.match(/<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*>/g) ?? [];
    assert.equal(preloads.length, 1, preloads.join(' '));
    assert.match(preloads[0]!, /imageSrcSet="\/uploads\/4{32}-320 320w/);
    assert.match(preloads[0]!, /imageSizes="\(min-width: 1280px\) 300px/);
    const hidden = renderData('/products', {
      page: 'products',
      categories,
      products: [{ ...shown[0]!, isActive: false }, shown[1]!],
      selectedCategoryId: null,
    });
    assert.match(hidden.slice(0, hidden.indexOf('</head>')), /imageSrcSet="\/uploads\/5{32}-320/, 'the first card shown, not a hidden one');
  });

  test('a filtered products page has the category in its canonical URL and title', () => {
    const html = renderData('/products', { page: 'products', categories, products: products.slice(0, 2), selectedCategoryId: 1 });
    assert.ok(html.includes('<link rel="canonical" href="https://fruit.example/products?category=1"/>'));
    assert.match(html, /<title>Apples \| /);
  });
});

describe('header and footer', () => {
  test('logo falls back to the built-in image; the settings logo wins when set', () => {
    assert.match(render('about'), /<img src="\/assets\/logo\.svg"/);
    const html = render('about', { site: { ...siteSettings, logoPath: '/uploads/33333333333333333333333333333333.png' } });
    assert.match(html, /<img src="\/uploads\/33333333333333333333333333333333\.png"/);
    assert.doesNotMatch(html, /\/assets\/logo\.svg"/);
  });

  test('the head preloads the header logo, never the footer one (below the fold, it would compete with the hero)', () => {
    for (const page of ['home', 'about'] as const) {
      const preloads = render(page).match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      assert.ok(
        preloads.some((link) => link.includes('href="/assets/logo.svg"')),
        `${page}: ${preloads.join(' ')}`,
      );
      assert.ok(!preloads.some((link) => link.includes('logo-light')), `${page}: ${preloads.join(' ')}`);
    }
    assert.match(render('about'), /<img src="\/assets\/logo-light\.svg"[^>]*loading="lazy"/);
  });

  test('the five links, with / active only on an exact match and the others by prefix', () => {
    const home = render('home');
    for (const [href, label] of [
      ['/', 'Home'],
      ['/about', 'About Us'],
      ['/products', 'Products'],
      ['/gallery', 'Gallery'],
      ['/contact', 'Contact'],
    ] as const) {
      assert.ok(home.includes(`href="${href}"`) && textOf(home).includes(label), label);
    }
    const activeLinks = (html: string) => [...html.matchAll(/<a href="([^"]+)" aria-current="page"/g)].map((m) => m[1]);
    assert.deepEqual(new Set(activeLinks(home)), new Set(['/']));
    const products = renderData('/products/extra', pages.products.data);
    assert.deepEqual(new Set(activeLinks(products)), new Set(['/products']));
    assert.deepEqual(activeLinks(render('not-found')), []);
  });

  test('footer: blurb, social links only when set, Quick Links, Contact Info with tel: and mailto:, copyright', () => {
    const html = render('about');
    includesAll(textOf(html), 'Quick Links', 'Contact Info', '© 2024 ');
    const quickList = /Quick Links<\/h2><ul[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    const quickLinks = [...quickList.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
    assert.deepEqual(quickLinks, ['Home', 'About Us', 'Products', 'Gallery', 'Contact'], "the spec's five Quick Links");
    includesAll(html, ...contactLinks, 'href="https://facebook.com/fruitco"', 'href="https://instagram.com/fruitco"');
    assert.doesNotMatch(html, /linkedin\.com/);
    const none = render('about', { contact: { ...contactSettings, socialLinks: {} } });
    assert.doesNotMatch(none, /facebook\.com|instagram\.com|linkedin\.com/);
  });

  test('the WhatsApp link appears only when a number is set; a product page has its own button and no floating one', () => {
    assert.ok(render('home').includes('href="https://wa.me/919820012345"'));
    const waLinks = (html: string) => html.match(/<a [^>]*href="https:\/\/wa\.me\/919820012345"[^>]*>/g) ?? [];
    assert.equal(waLinks(render('about')).length, 1);
    assert.match(waLinks(render('about'))[0]!, /class="fixed /, 'the floating button');
    const product = waLinks(render('product'));
    assert.equal(product.length, 1, "the page's own WhatsApp button only");
    assert.doesNotMatch(product[0]!, /class="fixed /);
    assert.doesNotMatch(render('home', { contact: { ...contactSettings, whatsappNumber: '' } }), /wa\.me/);
  });

  test('the mobile drawer is server HTML, a popover (no island, no props script)', () => {
    const html = render('about');
    assert.match(html, /<div id="mobile-nav-drawer" popover="auto"/);
    assert.doesNotMatch(html, /data-island(-props)?="mobile-nav"/);
  });
});

describe('home', () => {
  test('hero, buttons, stats, featured categories, countries and why-choose cards', () => {
    const html = render('home');
    const text = textOf(html);
    includesAll(text, 'Premium Fruits From Around The World', siteSettings.heroSubtitle);
    assert.match(html, /<img src="\/assets\/hero-default\.jpg" alt="" fetchPriority="high"/);
    assert.doesNotMatch(html, /<img[^>]*hero-default[^>]*loading="lazy"/);
    assert.match(html, /<a href="\/products" class="[^"]*">View Products/);
    assert.match(html, /<a href="\/contact" class="[^"]*">Contact Us/);
    for (const stat of ['40+ Years Experience', '16 Countries', '9 Major Cities', '3 APMC Shops']) assert.ok(text.includes(stat), stat);
    assert.ok(text.includes('Featured Fruit Categories'));
    assert.ok(text.includes('View All Products'));
    for (const c of categories) {
      assert.ok(html.includes(`href="/products?category=${c.id}"`));
      assert.ok(text.includes(`${c.name} ${c.productCount} varieties`), c.name);
    }
    for (const country of SUPPLIER_COUNTRIES) assert.ok(text.includes(country), country);
    for (const title of ['Global Reach', 'Trusted Partners', 'Premium Quality']) assert.ok(text.includes(title), title);
    for (const partner of PARTNERS) assert.ok(text.includes(partner), partner);
  });

  test('the hero text is painted at once on a phone: its fade-in starts at the sm breakpoint (it held back LCP)', () => {
    const html = render('home');
    const hero = /<h1 id="hero-title"/.exec(html)!.index;
    const block = html.slice(html.lastIndexOf('<div class="', hero), hero);
    assert.match(block, /class="max-w-2xl sm:motion-safe:animate-fade-up"/);
    assert.doesNotMatch(html, /(?:^|[\s"])motion-safe:animate-fade-up/);
  });

  test('the first frame waits for the whole hero: the head render-blocks on an element parsed after it', () => {
    const html = render('home');
    const head = html.slice(0, html.indexOf('</head>'));
    const expect = /<link rel="expect" href="#([\w-]+)" blocking="render"\/>/.exec(head);
    assert.ok(expect, 'a render-blocking expect link in <head>');
    const target = html.indexOf(`id="${expect[1]}"`);
    const heroEnd = html.indexOf('</section>', html.indexOf('<h1 id="hero-title"'));
    assert.ok(target > heroEnd, `#${expect[1]} comes after the hero's end`);
    assert.equal(html.split(`id="${expect[1]}"`).length, 2, 'the target id is unique');
    for (const page of ['about', 'products', 'contact'] as const) assert.doesNotMatch(render(page), /rel="expect"/, page);
  });

  test('the hero: a phone gets a phone-sized picture, and the head preloads it first, at high priority', () => {
    const html = render('home');
    const sources = [...html.matchAll(/<source media="([^"]+)" type="([^"]+)" srcSet="([^"]+)" sizes="100vw"\/>/g)].map((m) => m.slice(1));
    assert.deepEqual(
      sources.map(([media, type]) => `${media} ${type}`),
      ['(max-width: 767px) image/avif', '(max-width: 767px) image/webp', '(min-width: 768px) image/avif', '(min-width: 768px) image/webp'],
    );
    for (const [media, , srcSet] of sources) {
      const widths = [...srcSet!.matchAll(/ (\d+)w/g)].map((m) => Number(m[1]));
      assert.ok(media!.includes('max-width') ? Math.max(...widths) <= 750 : Math.min(...widths) >= 1024, `${media}: ${srcSet}`);
    }
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = head.match(/<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*>/g) ?? [];
    assert.deepEqual(
      preloads.map((link) => /media="([^"]+)"/.exec(link)?.[1]),
      ['(max-width: 767px)', '(min-width: 768px)'],
    );
    for (const link of preloads)
      assert.ok(html.includes(`srcSet="${/imageSrcSet="([^"]+)"/.exec(link)?.[1]}"`), 'preloads what the picture uses');
    assert.ok(head.indexOf(preloads[0]!) < head.indexOf('<style>'), 'before the stylesheet');

    const uploaded = render('home', { site: { ...siteSettings, heroImagePath: '/uploads/22222222222222222222222222222222.webp' } });
    const [link] = uploaded.match(/<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*>/g) ?? [];
    assert.match(link ?? '', /imageSrcSet="\/uploads\/2{32}-320 320w, [^"]*-1600 1600w" imageSizes="100vw"/);
    assert.match(uploaded, /<img src="\/uploads\/2{32}\.webp"[^>]*srcSet="\/uploads\/2{32}-320 320w/);
    assert.doesNotMatch(uploaded, /hero-default/);
  });

  test('hero uses the settings image when set; inactive categories never appear', () => {
    const html = renderData(
      '/',
      {
        page: 'home',
        categories: [
          ...categories,
          { id: 9, name: 'Secret Inactive', description: '', image: null, imageAlt: '', isActive: false, productCount: 0 },
        ],
      },
      { site: { ...siteSettings, heroImagePath: '/uploads/22222222222222222222222222222222.webp' } },
    );
    assert.match(html, /<img src="\/uploads\/22222222222222222222222222222222\.webp"/);
    assert.doesNotMatch(html, /Secret Inactive/);
  });
});

describe('about', () => {
  test('story, mission, vision, operations with partner badges, 9 cities, 16 countries, stats', () => {
    const text = textOf(render('about'));
    for (const s of [
      'Our Story',
      'Our Mission',
      'Our Vision',
      'Retail Operations',
      'B2B Partnerships',
      'Export Division',
      'green chillies and mangoes to Dubai',
    ]) {
      assert.ok(text.includes(s), s);
    }
    for (const p of PARTNERS) assert.ok(text.includes(p), p);
    for (const c of CITIES) assert.ok(text.includes(c), c);
    for (const c of SUPPLIER_COUNTRIES) assert.ok(text.includes(c), c);
    assert.ok(text.includes('40+ Years Experience'));
    assert.doesNotMatch(text, /\b11 countries/i);
  });
});

describe('products', () => {
  test('all categories: heading, filter links with counts, cards, enquire links, end button', () => {
    const html = render('products');
    const text = textOf(html);
    assert.ok(text.includes('Our Product Range'));
    assert.doesNotMatch(text, /← View All Categories/);
    assert.match(html, /<a href="\/products" aria-current="page"[^>]*>All Categories<\/a>/);
    assert.ok(html.includes('href="/products?category=2"'));
    assert.ok(text.includes('Citrus , 1 product'));
    assert.ok(text.includes('Featured'));
    assert.ok(text.includes('Origin: USA'));
    assert.ok(html.includes('line-clamp-3'));
    assert.ok(html.includes(`href="/contact?subject=${encodeURIComponent('Enquiry: Washington Red Apple')}"`));
    assert.match(html, /<button type="button" disabled="" class="[^"]*">All Products Loaded<\/button>/);
    assert.match(html, /<div data-island="products">/);
  });

  test('filtered: category heading and the back link; empty states', () => {
    const html = renderData('/products', { page: 'products', categories, products: [], selectedCategoryId: 3 });
    const text = textOf(html);
    assert.ok(text.includes('Berries'));
    assert.ok(text.includes('← View All Categories'));
    assert.ok(text.includes('No Products Found'));
    assert.ok(text.includes('No products available in this category.'));
    assert.doesNotMatch(text, /All Products Loaded/);
    const all = textOf(renderData('/products', { page: 'products', categories, products: [], selectedCategoryId: null }));
    assert.ok(all.includes('No products are currently available.'));
  });

  test('inactive products and categories never reach the HTML', () => {
    const html = renderData('/products', {
      page: 'products',
      categories: [
        ...categories,
        { id: 8, name: 'Hidden Category', description: '', image: null, imageAlt: '', isActive: false, productCount: 1 },
      ],
      products: [...products, { ...products[0]!, id: 99, name: 'Hidden Product', isActive: false }],
      selectedCategoryId: null,
    });
    assert.doesNotMatch(html, /Hidden Category|Hidden Product/);
  });
});

describe('gallery', () => {
  test('heading and folder cards with counts and covers', () => {
    const html = render('gallery');
    const text = textOf(html);
    assert.ok(text.includes('Our Gallery'));
    for (const f of folders) {
      assert.ok(text.includes(f.name));
      assert.ok(text.includes(`${f.imageCount} Images`));
    }
    assert.ok(html.includes('src="/uploads/11111111111111111111111111111111.webp"'));
    const dialog = parseHtml(html).querySelector('dialog[aria-labelledby="gallery-dialog-title"]');
    assert.ok(dialog);
    assert.equal(dialog.hasAttribute('open'), false);
  });
});

describe('contact', () => {
  test("details, hours in the spec's words, follow-us links, the form and each shop with its directions link", () => {
    const html = render('contact');
    const text = textOf(html);
    includesAll(text, 'Contact Us', contactSettings.address);
    includesAll(html, ...contactLinks);
    for (const row of ['Monday-Saturday 6:00 AM-6:00 PM', 'Sunday 6:00 AM-2:00 PM']) assert.ok(text.includes(row), row);
    assert.ok(text.includes('Follow Us'));
    for (const label of ['Full Name *', 'Email *', 'Phone', 'Subject *', 'Message *']) assert.ok(text.includes(label), label);
    const doc = parseHtml(html);
    const form = doc.querySelector('form');
    assert.equal(form?.getAttribute('method'), 'post');
    assert.equal(form?.getAttribute('action'), '/contact');
    assert.equal(doc.querySelector('[name="email"]')?.getAttribute('type'), 'email');
    assert.equal(doc.querySelector('[name="phone"]')?.getAttribute('type'), 'tel');
    const honeypot = doc.querySelector('[name="website"]');
    assert.equal(honeypot?.getAttribute('tabindex'), '-1');
    assert.ok(honeypot?.closest('[aria-hidden="true"].hidden'), 'honeypot is hidden');
    for (const name of ['name', 'email', 'phone', 'subject', 'message']) {
      const input = doc.querySelector(`[name="${name}"]`);
      assert.ok(input && doc.querySelector(`label[for="${input.id}"]`), `label for ${name}`);
    }
    // The first shop has a map position, the others only an address.
    assert.ok(html.includes('href="https://www.google.com/maps/dir/?api=1&amp;destination=19.0771%2C73.0087"'));
    const second = companyFacts.shops[1]!;
    assert.ok(html.includes(`href="https://www.google.com/maps/dir/?api=1&amp;destination=${encodeURIComponent(second.address)}"`));
    for (const shop of companyFacts.shops) includesAll(text, shop.name, shop.address, `Get directions to ${shop.name}`);
    assert.doesNotMatch(text, /Find Us|Open in Google Maps/);
    assert.doesNotMatch(html, /<script(?![^>]*type="application\/(ld\+)?json")[^>]*src="https?:/);
    assert.doesNotMatch(html, /<iframe/);
  });

  test('follow-us block only when a social link is set', () => {
    const text = textOf(render('contact', { contact: { ...contactSettings, socialLinks: {} } }));
    assert.doesNotMatch(text, /Follow Us/);
  });

  test('prefilled subject, and the no-JavaScript results: sent, invalid, failed', () => {
    const values = { name: 'Asha', email: 'asha@example.com', phone: '', subject: 'Mangoes', message: 'Need 20 boxes' };
    const prefill = renderData('/contact', { page: 'contact', form: { status: 'idle', prefillSubject: 'Enquiry: Gala Apple' } });
    assert.match(prefill, /name="subject" value="Enquiry: Gala Apple"/);
    const sent = textOf(renderData('/contact', { page: 'contact', form: { status: 'sent' } }));
    assert.ok(sent.includes('Message sent successfully!'));
    assert.ok(sent.includes("We'll get back to you soon."));
    const invalidHtml = renderData('/contact', {
      page: 'contact',
      form: refusedForEmpty(values, 'email', 'Email is required', 'Please fill in all required fields'),
    });
    assert.ok(textOf(invalidHtml).includes('Email is required'));
    assert.match(invalidHtml, /aria-invalid="true"[^>]*aria-describedby="contact-email-error"/);
    assert.match(invalidHtml, /name="name" value="Asha"/);
    const failed = textOf(renderData('/contact', { page: 'contact', form: { status: 'failed', message: 'Too many messages', values } }));
    assert.ok(failed.includes('Failed to send message'));
    assert.ok(failed.includes('Too many messages'));
  });
});

describe('not found and maintenance', () => {
  test('404 page with a way home', () => {
    const html = render('not-found');
    assert.ok(textOf(html).includes('Page Not Found'));
    assert.match(html, /<a href="\/" class="[^"]*">.*Back to Home<\/a>/);
  });

  test('maintenance replaces the site: message, 1-2 hours, phone and email, no navigation and no script', () => {
    const html = render('maintenance');
    const text = textOf(html);
    includesAll(text, 'Site Under Maintenance', '1-2 hours');
    includesAll(html, ...contactLinks);
    assert.doesNotMatch(html, /data-island|type="module"/);
    assert.doesNotMatch(text, /Quick Links/);
  });
});

describe('no emoji', () => {
  test("no page draws with an emoji (with no emoji font, as on Debian's Chromium, it shows as an empty box)", () => {
    const emoji = /\p{Emoji_Presentation}/u;
    for (const page of Object.keys(pages) as Array<keyof typeof pages>) assert.doesNotMatch(render(page), emoji, page);
    const empty = renderData('/products', { page: 'products', categories, products: [], selectedCategoryId: null });
    assert.ok(textOf(empty).includes('No Products Found'), 'the empty state is rendered');
    assert.doesNotMatch(empty, emoji, 'the empty products list');
  });
});

describe('hostile data is inert', () => {
  test('in text, attributes, island props and JSON-LD', () => {
    const hostileCategory = { id: 1, name: HOSTILE, description: HOSTILE, image: null, imageAlt: '', isActive: true, productCount: 1 };
    const hostileProduct = { ...products[0]!, name: HOSTILE, description: HOSTILE, origin: HOSTILE, categoryName: HOSTILE };
    const hostileContact = {
      ...contactSettings,
      address: HOSTILE,
      phone: HOSTILE,
      email: HOSTILE,
      socialLinks: { facebook: `https://facebook.com/${HOSTILE}` },
    };
    const hostileSite = { ...siteSettings, heroTitle: HOSTILE, heroSubtitle: HOSTILE };
    const docs = [
      renderData('/', { page: 'home', categories: [hostileCategory] }, { contact: hostileContact, site: hostileSite }),
      renderData(
        '/products',
        { page: 'products', categories: [hostileCategory], products: [hostileProduct], selectedCategoryId: 1 },
        { contact: hostileContact },
      ),
      renderData(
        '/gallery',
        { page: 'gallery', folders: [{ id: 1, name: HOSTILE, description: HOSTILE, imageCount: 1, coverPath: null }] },
        { contact: hostileContact },
      ),
      renderData(
        '/contact',
        {
          page: 'contact',
          form: {
            status: 'failed',
            message: HOSTILE,
            values: { name: HOSTILE, email: HOSTILE, phone: HOSTILE, subject: HOSTILE, message: HOSTILE },
          },
        },
        { contact: hostileContact },
      ),
      renderData('/', { page: 'maintenance' }, { contact: hostileContact }),
    ];
    for (const html of docs) {
      const doc = parseHtml(html);
      assert.equal(doc.querySelectorAll('[onerror]').length, 0, 'no onerror attribute');
      assert.equal(doc.querySelectorAll('img[src="x"]').length, 0, 'no injected img');
      assert.equal(count(html, '<script>'), 0, 'no script element without a type');
      const scripts = Array.from(doc.querySelectorAll('script'));
      const ours = scripts.filter((s) => ['application/json', 'application/ld+json', 'module'].includes(s.getAttribute('type') ?? ''));
      assert.equal(scripts.length, ours.length, 'every script element is one we emit');
      assert.equal(count(html, '<script'), scripts.length, 'no script tag hidden in text');
      for (const body of html.match(/<script type="application\/(?:ld\+)?json"[^>]*>([^<]*)<\/script>/g) ?? []) {
        assert.doesNotThrow(() => JSON.parse(body.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')));
      }
    }
  });
});

describe('the shell in each language (the catalogues; the pages themselves follow)', () => {
  test('Arabic: <html lang="ar-AE" dir="rtl">, og:locale, the navigation, menu, skip link and footer in Arabic', () => {
    const html = render('about', { locale: 'ar' });
    assert.match(html, /<html lang="ar-AE" dir="rtl">/);
    assert.match(html, /<meta property="og:locale" content="ar_AE"\/>/);
    const doc = parseHtml(html);
    const nav = [...doc.querySelector('header nav')!.querySelectorAll('a')].map((a) => a.textContent);
    assert.deepEqual(nav, ['الرئيسية', 'من نحن', 'المنتجات', 'معرض الصور', 'اتصل بنا']);
    assert.match(textOf(html), /انتقل إلى المحتوى الرئيسي/);
    assert.match(textOf(html), /روابط سريعة/);
    assert.match(textOf(html), /جميع الحقوق محفوظة/);
  });

  test("the home page's own words in Marathi and Arabic; the company's figures filled in", () => {
    const marathi = textOf(render('home', { locale: 'mr' }));
    assert.match(marathi, /निवडक फळ श्रेणी/);
    assert.match(marathi, /16 देशांतून खरेदी/);
    assert.match(marathi, /उत्पादने पाहा/);
    const arabic = textOf(render('home', { locale: 'ar' }));
    assert.match(arabic, /فئات الفواكه المميزة/);
    assert.match(arabic, /هل تبحث عن مورّد فواكه موثوق؟/);
    assert.doesNotMatch(arabic, /Featured Fruit Categories|View All Products|Years Experience|varieties/);
    assert.match(arabic, /سنوات من الخبرة/);
    assert.match(marathi, /\d+ जाती/);
  });

  test("the about page's own words in Hindi and Arabic, the partners still beside B2B", () => {
    const hindi = textOf(render('about', { locale: 'hi' }));
    for (const words of ['हम कौन हैं', 'हमारी कहानी', 'खुदरा कारोबार', 'हमारे साझेदार', 'आँकड़ों में हमारा सफ़र'])
      assert.match(hindi, new RegExp(words));
    const arabic = textOf(render('about', { locale: 'ar' }));
    assert.match(arabic, /شراكات الأعمال/);
    assert.match(arabic, /شركاؤنا/);
    assert.doesNotMatch(arabic, /Our Story|Retail Operations|Our partners/);
  });

  test("the contact page's own words in Marathi (the form island keeps its own words for now)", () => {
    const marathi = textOf(render('contact', { locale: 'mr' }));
    for (const words of ['तुमच्याकडून ऐकायला आम्हाला आवडेल', 'पत्ता', 'व्यवसायाची वेळ', 'आम्हाला संदेश पाठवा'])
      assert.match(marathi, new RegExp(words));
    assert.doesNotMatch(marathi, /Get in Touch|Business Hours|Send Us a Message/);
  });

  test('the 404 and maintenance pages in Hindi and Arabic', () => {
    const notFound = textOf(renderData('/nope', { page: 'not-found' }, { locale: 'hi' }));
    assert.match(notFound, /पेज नहीं मिला/);
    assert.match(notFound, /होम पर वापस जाएँ/);
    const maintenance = renderData('/', { page: 'maintenance' }, { locale: 'ar' });
    assert.match(maintenance, /<html lang="ar-AE" dir="rtl">/);
    assert.match(textOf(maintenance), /الموقع قيد الصيانة/);
    assert.match(textOf(maintenance), /المدة المتوقعة: ساعة إلى ساعتين/);
    assert.match(textOf(maintenance), /جميع الحقوق محفوظة/);
  });

  test('Marathi: lang="mr-IN", left to right; English unchanged by default', () => {
    const html = render('about', { locale: 'mr' });
    assert.match(html, /<html lang="mr-IN">/);
    assert.match(textOf(html), /आमच्याबद्दल/);
    assert.match(textOf(html), /मेनू उघडा/);
    const english = render('about');
    assert.match(english, /<html lang="en-IN">/);
    assert.match(english, /<meta property="og:locale" content="en_IN"\/>/);
    assert.match(textOf(english), /Quick Links/);
  });
});

describe("the products, product, stock, season and gallery pages' own words in each language", () => {
  /**
   * Every English message of the catalogue, as the parts between its placeholders of two words or more, and the
   * messages that are one capitalised word ("Closed", "Varieties").
   */
  const englishPhrases = [
    ...new Set(
      Object.values(en)
        .flatMap((message) => message.split(/\{\w+\}/))
        .map((part) => part.trim().replace(/^[,.:;·–—-]+|[,.:;·–—-]+$/g, ''))
        .filter((part) => /\p{L}+ \p{L}+/u.test(part) || /^\p{Lu}\p{Ll}{4,}$/u.test(part))
        // A word of the company's name ("Fruit") is a name, in every language.
        .filter((part) => !COMPANY.name.split(' ').includes(part)),
    ),
  ];
  const wholeWords = (phrase: string) => new RegExp(`(?<!\\p{L})${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u');

  /** What a visitor reads or hears of the page's body: its text and its alt, aria-label and title attributes. */
  function heard(html: string): string {
    const body = parseHtml(html).body;
    // The contact and quote forms are another change's (their islands keep their own words for now).
    for (const form of body.querySelectorAll('[data-island="contact-form"], [data-island="quote-form"]')) form.remove();
    const attributes = [...body.querySelectorAll('[alt], [aria-label], [title]')].flatMap((el) =>
      ['alt', 'aria-label', 'title'].map((name) => el.getAttribute(name) ?? ''),
    );
    return textOf(`${body.innerHTML} ${attributes.join(' ')}`);
  }

  const product: SitePageData = {
    page: 'product',
    month: 11,
    product: { ...productWithDetails, price: { min: 150000, max: 180000, unit: 'carton', asOf: '2026-11-02' } },
    priceBasis: 'Ex-APMC Vashi',
    availability: [
      {
        country: 'USA',
        months: [9, 10, 11, 12, 1, 2],
        mode: 'sea',
        view: { kind: 'arriving', label: 'Arriving', setOn: '2026-11-02', expectedOn: '2026-11-20', mode: 'air', note: '' },
      },
    ],
    related: [{ ...products[1]!, availability: { kind: 'out_of_season', label: 'Next from April', nextMonth: 4 } }],
  };
  const translated: Array<[string, string, SitePageData]> = [
    ['products', '/products', pages.products.data],
    ['product', pages.product.pathname, product],
    ['seasons', '/seasons', pages.seasons.data],
    ['availability', '/availability', pages.availability.data],
    ['gallery', '/gallery', pages.gallery.data],
    ['contact', '/contact', pages.contact.data],
  ];

  const home: SitePageData = {
    page: 'home',
    categories,
    season: { month: 3, products: [{ ...(pages.seasons.data as { products: SeasonalProduct[] }).products[0]!, origins: [] }] },
    stock: {
      inStock: [{ id: 1, name: 'Washington Red Apple', slug: 'washington-red-apple', countries: ['USA', 'Chile'] }],
      arrivals: [
        { id: 2, name: 'Gala Apple', slug: 'gala-apple', country: 'New Zealand', expectedOn: '2026-04-02', mode: 'sea', note: '' },
      ],
    },
  };
  const licences: PublicLicence[] = [
    { id: 1, type: 'fssai', number: '11521999000123', issuer: 'FSSAI', validFrom: '2025-04-01', validUntil: '2030-03-31', document: null },
    { id: 2, type: 'iec', number: 'AAACM1234F', issuer: 'DGFT', validFrom: '2010-06-01', validUntil: null, document: '/uploads/x.pdf' },
  ];
  translated.push(
    ['home', '/', home],
    ['about', '/about', pages.about.data],
    ['not-found', '/nope', pages['not-found'].data],
    ['maintenance', '/', pages.maintenance.data],
  );

  // The owner's own words stay as the owner wrote them (their translations come with the admin's): a mark here.
  const ownersSite = { ...siteSettings, heroTitle: '◆', heroSubtitle: '◆' };
  const ownersTexts = Object.fromEntries(Object.keys(STARTING_TEXTS).map((key) => [key, '◆'])) as SiteTexts;

  for (const locale of ['hi', 'mr', 'ar'] as const) {
    test(`${locale}: no English phrase of the catalogue is left on these pages`, () => {
      for (const [name, pathname, data] of translated) {
        const text = heard(renderData(pathname, data, { locale, licences, site: ownersSite, texts: ownersTexts }));
        const left = englishPhrases.filter((phrase) => wholeWords(phrase).test(text));
        assert.deepEqual(left, [], `${locale} ${name}`);
      }
    });
  }

  test("Arabic: the pages are laid out with logical sides (the header, skip link and forms are another change's)", () => {
    const physical =
      /^(?:[\w-]+:)*-?(?:m[lr]|p[lr]|left|right|rounded-[lr]|rounded-[tb][lr]|border-[lr]|scroll-[mp][lr])-\S+$|^(?:[\w-]+:)*(?:text-(?:left|right)|border-[lr]|rounded-[lr])$/;
    for (const [name, pathname, data] of translated) {
      const body = parseHtml(renderData(pathname, data, { locale: 'ar', licences })).body;
      for (const other of body.querySelectorAll('header, a[href="#main"], [data-island="contact-form"], [data-island="quote-form"]'))
        other.remove();
      const classes = [...body.querySelectorAll('[class]')].flatMap((el) => (el.getAttribute('class') ?? '').split(/\s+/));
      assert.deepEqual([...new Set(classes.filter((c) => physical.test(c)))], [], name);
    }
    // Arrows that point a way are mirrored on a right-to-left page.
    const arrows = parseHtml(renderData('/products', pages.products.data, { locale: 'ar' })).querySelectorAll(
      'main svg.rtl\\:-scale-x-100',
    );
    assert.ok(arrows.length > 0);
  });

  test("the supplier countries in each language's own names (home, about)", () => {
    const countries = (html: string) =>
      [...parseHtml(html).querySelectorAll('section[aria-labelledby="countries-title"] li')].map((li) => li.textContent);
    assert.deepEqual(countries(render('about', { locale: 'ar' })).slice(0, 3), ['تركيا', 'جنوب أفريقيا', 'إيطاليا']);
    assert.deepEqual(countries(render('home', { locale: 'hi' })).slice(0, 3), ['तुर्की', 'दक्षिण अफ़्रीका', 'इटली']);
    assert.deepEqual(countries(render('home')).slice(0, 3), ['Turkey', 'South Africa', 'Italy']);
  });

  test('the English pages keep their words (the check above can fail)', () => {
    const text = heard(renderData(pages.product.pathname, product));
    for (const phrase of ['Seasons by origin', 'Trade specification', 'From the same category', 'Indicative, as of 2 Nov 2026'])
      assert.ok(text.includes(phrase), phrase);
    assert.ok(englishPhrases.includes('Seasons by origin'));
  });

  test('products in Arabic: heading, filter, cards and badges; the island is given its words, never a catalogue', () => {
    const html = renderData('/products', pages.products.data, { locale: 'ar' });
    // The body: the head's title is the document's (another change names it in each language).
    const text = textOf(html.slice(html.indexOf('<body')));
    assert.match(text, /تشكيلة منتجاتنا/);
    assert.match(html, /<nav aria-label="تصفية حسب الفئة"/);
    assert.match(text, /المنشأ: أمريكا/, "the card's origin, the country in Arabic");
    assert.match(text, /المنشأ: نيوزيلندا/);
    assert.doesNotMatch(text, /Our Product Range|Origin: |All Categories|Enquire/);
    const props = JSON.parse(parseHtml(html).querySelector('script[data-island-props="products"]')!.textContent!) as {
      words: Record<string, unknown> & { card: { badge: { months: string[] }; countries: Record<string, string> } };
    };
    assert.equal(props.words.allTitle, 'تشكيلة منتجاتنا');
    assert.equal(props.words.count, 'عدد المنتجات: {count}', 'placeholders left for the island');
    assert.equal(props.words.card.badge.months[3], 'أبريل');
    assert.equal(props.words.card.countries.Chile, 'تشيلي', 'a country a later list may name');
    assert.ok(!JSON.stringify(props).includes('nav.home'), 'no catalogue in the props');
    const marathi = textOf(renderData('/products', pages.products.data, { locale: 'mr' }));
    assert.match(marathi, /आमची उत्पादने/);
    assert.match(marathi, /हंगाम दिनदर्शिका/);
  });

  test('a product page in Marathi and Arabic: trail, details, seasons, statuses, price in its digits and months', () => {
    const marathi = renderData(pages.product.pathname, product, { locale: 'mr' });
    const mr = textOf(marathi);
    const trail = [...parseHtml(marathi).querySelectorAll('nav[aria-label="पानाचा मार्ग"] a')].map((a) => a.textContent);
    assert.deepEqual(trail, ['मुख्यपृष्ठ', 'उत्पादने', 'Apples', 'Washington Red Apple']);
    for (const words of ['व्यापारी तपशील', 'मूळ देशानुसार हंगाम', 'जाती', 'पॅकिंग', 'याच श्रेणीतून', 'मूळ: अमेरिका'])
      assert.ok(mr.includes(words), words);
    assert.ok(mr.includes('₹1,50,000–1,80,000 प्रति कार्टन'), 'Indian grouping, the unit in Marathi');
    assert.ok(mr.includes('(अंदाजे, 2 नोव्हें 2026 रोजीचा भाव)'));
    assert.ok(mr.includes('20 नोव्हें 2026 रोजी अपेक्षित, हवाईमार्गे'), 'the arrival in Marathi');
    assert.ok(mr.includes('सप्टें–फेब्रु'), "the season's months in Marathi");
    assert.ok(mr.includes('नोव्हेंबर, हा महिना'), "the grid's month for a screen reader");
    assert.ok(mr.includes('पुढील आवक एप्रिल पासून'), "a related card's badge");
    const arabicHtml = renderData(pages.product.pathname, product, { locale: 'ar' });
    const arabic = textOf(arabicHtml);
    assert.ok(arabic.includes('₹150,000–180,000 لكل كرتون'), 'Western digits in thousands');
    assert.ok(arabic.includes('قيد الوصول'));
    assert.ok(arabic.includes('سبتمبر–فبراير'));
    assert.match(arabicHtml, /aria-label="تحدث معنا عبر واتساب"/);
  });

  test('the stock board in Arabic: statuses, dates and the days in Western digits', () => {
    const html = renderData('/availability', pages.availability.data, { locale: 'ar' });
    const text = textOf(html);
    assert.match(html, /<html lang="ar-AE" dir="rtl">/);
    for (const words of ['ما لدينا الآن', 'الفاكهة', 'المنشأ', 'متوفر', 'بتاريخ 2 نوفمبر 2026', 'عادةً بحرًا', 'أمريكا'])
      assert.ok(text.includes(words), words);
    assert.ok(text.includes('وبعد 14 يومًا تصبح «اسأل عن التوفر الحالي»'), "the stale status's own words");
    assert.doesNotMatch(html, /text-left|pr-3/);
  });

  test('the season calendar in Marathi: its months, this month, the count and the ranges', () => {
    const html = renderData('/seasons', pages.seasons.data, { locale: 'mr' });
    const text = textOf(html);
    const months = [...parseHtml(html).querySelectorAll('nav[aria-label="महिने"] a')].map((a) => a.getAttribute('title'));
    assert.deepEqual(months.slice(0, 3), ['जानेवारी', 'फेब्रुवारी', 'मार्च']);
    for (const words of ['महिन्यानुसार कोणत्या फळांचा हंगाम', 'नोव्हेंबर मधील हंगामी फळे', 'हा महिना', '1 फळ', 'अमेरिका', 'सप्टें–फेब्रु'])
      assert.ok(text.includes(words), words);
  });

  test('the gallery in Arabic: its words reach the island as props, the arrow points the Arabic way', () => {
    const html = renderData('/gallery', pages.gallery.data, { locale: 'ar' });
    const text = textOf(html);
    assert.match(text, /معرض الصور/);
    assert.match(text, /الصور: 2/);
    assert.match(text, /عرض الصور ←/);
    const props = JSON.parse(parseHtml(html).querySelector('script[data-island-props="gallery"]')!.textContent!) as {
      words: Record<string, string>;
    };
    assert.equal(props.words.close, 'إغلاق المعرض');
    assert.doesNotMatch(text, /Images|View photos/);
  });

  test('business hours in each language: the days, the part of the day, a 12-hour clock', () => {
    const rows = (locale: 'mr' | 'ar' | 'hi') => textOf(renderData('/contact', pages.contact.data, { locale }));
    assert.ok(rows('mr').includes('सोमवार ते शनिवार सकाळी 6:00 ते संध्याकाळी 6:00'));
    assert.ok(rows('mr').includes('रविवार सकाळी 6:00 ते दुपारी 2:00'));
    assert.ok(rows('ar').includes('من الاثنين إلى السبت من 6:00 ص إلى 6:00 م'));
    assert.ok(rows('hi').includes('सोमवार से शनिवार सुबह 6:00 से शाम 6:00'));
  });
});
