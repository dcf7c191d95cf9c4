// The stand-in for a product or category without an image: a drawing, never a character. An emoji needs an emoji
// font, and where there is none (Debian's Chromium, some Linux desktops) it shows as an empty box on the card.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { categories, pages, parseHtml, products, renderPage, shell } from '../../test/dom/site';
import { FruitPlaceholder } from './fruit-placeholder';

const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\uFE0F/u;

/** The placeholder is decorative and holds one inline SVG and no text at all. */
function assertDrawnPlaceholder(el: Element, label: string) {
  assert.equal(el.getAttribute('aria-hidden'), 'true', `${label}: decorative`);
  assert.equal(el.textContent, '', `${label}: no text glyph`);
  assert.ok(!PICTOGRAPH.test(el.outerHTML), `${label}: no emoji`);
  const svgs = el.querySelectorAll('svg');
  assert.equal(svgs.length, 1, `${label}: one drawing`);
  assert.ok(svgs[0]!.querySelectorAll('path').length > 0, `${label}: the drawing has shapes`);
  assert.equal(el.querySelectorAll('img, image, use, text, foreignObject').length, 0, `${label}: needs no file or font`);
}

describe('fruit placeholder', () => {
  test('renders an inline drawing, aria-hidden, with no text and no emoji', () => {
    const doc = parseHtml(`<body>${renderToStaticMarkup(<FruitPlaceholder />)}</body>`);
    assertDrawnPlaceholder(doc.body.firstElementChild!, 'placeholder');
  });

  test('every product card without an image shows it, and no card anywhere has an emoji', () => {
    const doc = parseHtml(renderPage(shell({ pathname: '/products' }), pages.products.data));
    const cards = Array.from(doc.querySelectorAll('article'));
    assert.equal(cards.length, products.length);
    for (const [i, product] of products.entries()) {
      const top = cards[i]!.firstElementChild!;
      if (product.image) {
        assert.ok(top.querySelector('img'), `${product.name}: its picture`);
      } else {
        assert.equal(top.querySelector('img'), null, `${product.name}: no picture`);
        assertDrawnPlaceholder(top.firstElementChild!, product.name);
      }
    }
    assert.ok(!PICTOGRAPH.test(doc.querySelector('main')!.textContent ?? ''), 'no emoji on the page');
  });

  test('a category card without an image on the home page shows it too', () => {
    const doc = parseHtml(renderPage(shell(), pages.home.data));
    const without = categories.filter((c) => !c.image);
    assert.ok(without.length > 0);
    for (const c of without) {
      const card = doc.querySelector(`a[href="/products?category=${c.id}"]:has(h3)`);
      assert.ok(card, c.name);
      assertDrawnPlaceholder(card.firstElementChild!.firstElementChild!, c.name);
    }
  });
});
