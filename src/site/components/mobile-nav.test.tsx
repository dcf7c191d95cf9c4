// The drawer as the server sends it: a popover wired to its buttons, with no script. What the browser does with
// that wiring (opens, Esc, focus, a link closes it, with JavaScript off too) is proven in site.browser.test.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PUBLIC_NAV } from '../../shared/paths';
import { pages, parseHtml, renderPage, shell } from '../../test/dom/site';
import { pageScript, type SitePageData } from '../entry.server';

function render(pathname: string, data: SitePageData): Document {
  return parseHtml(renderPage(shell({ pathname, assets: { ...shell().assets, js: null, preload: [] } }), data));
}

describe('mobile drawer', () => {
  test('the menu button opens a popover drawer; its close button hides it and is where focus goes when it opens', () => {
    const doc = render('/about', pages.about.data);
    const drawer = doc.getElementById('mobile-nav-drawer');
    assert.ok(drawer, 'the drawer is in the page');
    assert.equal(drawer.getAttribute('popover'), 'auto', 'auto popover: Esc and a click outside close it');
    assert.equal(drawer.getAttribute('role'), 'dialog');
    assert.equal(doc.getElementById(drawer.getAttribute('aria-labelledby') ?? '')?.textContent, 'Menu');

    const openers = Array.from(doc.querySelectorAll('button[popovertarget="mobile-nav-drawer"]'));
    const open = openers.find((b) => !drawer.contains(b));
    assert.ok(open, 'a menu button outside the drawer');
    assert.equal(open.textContent, 'Open menu');
    assert.equal(open.getAttribute('popovertargetaction'), null, 'the menu button toggles');
    assert.equal(open.getAttribute('aria-haspopup'), 'dialog');
    assert.equal(open.closest('header'), doc.querySelector('header'), 'in the header');

    const close = openers.find((b) => drawer.contains(b));
    assert.ok(close, 'a close button inside the drawer');
    assert.equal(close.textContent, 'Close menu');
    assert.equal(close.getAttribute('popovertargetaction'), 'hide');
    assert.deepEqual(
      Array.from(doc.querySelectorAll('[autofocus]')).map((el) => el.textContent),
      ['Close menu'],
      'the one autofocus control of the page is the drawer close button (the popover focuses it when it opens)',
    );
  });

  test('every link is a plain page load, the current page marked; the enquiry button is there', () => {
    for (const [pathname, data, current] of [
      ['/about', pages.about.data, 'About Us'],
      ['/', pages.home.data, 'Home'],
      ['/products', pages.products.data, 'Products'],
    ] as const) {
      const drawer = render(pathname, data).getElementById('mobile-nav-drawer')!;
      const nav = drawer.querySelector('nav[aria-label="Mobile"]')!;
      const links = Array.from(nav.querySelectorAll('a'));
      assert.deepEqual(
        links.map((a) => [a.getAttribute('href'), a.textContent]),
        PUBLIC_NAV.map((item) => [item.href, item.label]),
      );
      assert.deepEqual(
        links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent),
        [current],
        pathname,
      );
      const cta = Array.from(drawer.querySelectorAll('a')).find((a) => a.textContent === 'Send an Enquiry');
      assert.equal(cta?.getAttribute('href'), '/contact');
      // A link that only moved within the page (a fragment, or a click handler) would leave the drawer open.
      for (const a of drawer.querySelectorAll('a')) {
        assert.match(a.getAttribute('href') ?? '', /^\/[a-z]*$/, 'a page address');
        assert.equal(a.getAttribute('onclick'), null);
      }
    }
  });

  test('the drawer needs no script: it is not an island, and the pages without another island load no script', () => {
    for (const page of ['home', 'about', 'not-found', 'maintenance'] as const) {
      assert.equal(pageScript(page), null, page);
      const { pathname, data } = pages[page];
      assert.doesNotMatch(renderPage(shell({ pathname }), data), /data-island=/, `${page} has no island`);
    }
    for (const page of ['products', 'gallery', 'contact'] as const) {
      assert.equal(pageScript(page), page);
      const { pathname, data } = pages[page];
      const html = renderPage(shell({ pathname }), data);
      assert.match(html, /id="mobile-nav-drawer"/);
      assert.deepEqual(
        [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]),
        [page === 'contact' ? 'contact-form' : page],
      );
    }
  });
});
