// The islands wait for the visitor: nothing runs until a first interaction, and a click that comes before the islands
// are ready is held and replayed to them (or, should loading fail, to the browser). The real pages are covered by
// site.browser.test.ts (the first click on a filter, a folder, the form's button is each handled by its island).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Window as HappyDomWindow } from 'happy-dom';
import { hydrateWhenUsed } from './hydrate-when-used';

function page() {
  const win = new HappyDomWindow({ url: 'https://fruit.example/products' });
  win.document.body.innerHTML = `
    <header><a id="outside" href="/about">About</a></header>
    <div data-island="products"><a id="filter" href="/products?category=2"><span id="label">Citrus</span></a>
      <button id="folder" type="button">Shop</button></div>`;
  const $ = (id: string) => win.document.getElementById(id)! as unknown as HTMLElement;
  const click = (id: string, init: { button?: number; ctrlKey?: boolean } = {}) => {
    const event = new win.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    $(id).dispatchEvent(event as unknown as Event);
    return event;
  };
  return { window: win as unknown as Window & typeof globalThis, $, click, close: () => win.happyDOM.close() };
}

/** A hydrate() the test releases by hand; it records when it was called. */
function gate() {
  let release: (ok: boolean) => void = () => {};
  const calls: number[] = [];
  const hydrate = () => {
    calls.push(Date.now());
    return new Promise<void>((resolve, reject) => (release = (ok) => (ok ? resolve() : reject(new Error('offline')))));
  };
  return { hydrate, calls, release: (ok = true) => release(ok) };
}

test('nothing runs at load; the first sign of a visitor starts hydration, once', async () => {
  const p = page();
  const g = gate();
  void hydrateWhenUsed(g.hydrate, { window: p.window });
  await new Promise((r) => setTimeout(r, 20));
  assert.equal(g.calls.length, 0, 'not at load');
  p.window.dispatchEvent(new p.window.Event('pointermove') as Event);
  p.window.dispatchEvent(new p.window.Event('keydown') as Event);
  p.$('filter').dispatchEvent(new p.window.FocusEvent('focusin', { bubbles: true }) as unknown as Event);
  assert.equal(g.calls.length, 1, 'started once');
  g.release();
  await p.close();
});

test('a click on an island control before hydration is held, then replayed to the hydrated island', async () => {
  const p = page();
  const g = gate();
  const done = hydrateWhenUsed(g.hydrate, { window: p.window });
  const seen: string[] = [];
  // Stands for the island's own handler, which React attaches when it hydrates.
  p.$('filter').addEventListener('click', (event) => {
    seen.push(`filter ${event.isTrusted ? 'trusted' : 'replayed'}`);
    event.preventDefault();
  });

  const first = p.click('label');
  assert.equal(g.calls.length, 1, 'the click itself starts hydration');
  assert.equal(first.defaultPrevented, true, 'held: no page load meanwhile');
  assert.deepEqual(seen, [], 'not passed on yet');
  p.click('label');
  assert.deepEqual(seen, [], 'held once');

  g.release();
  await done;
  assert.deepEqual(seen, ['filter replayed'], 'replayed once, to the link');
  const later = p.click('filter');
  assert.equal(later.defaultPrevented, true, 'by the island handler only');
  assert.deepEqual(seen, ['filter replayed', 'filter replayed'], 'after hydration clicks go straight through');
  await p.close();
});

test('clicks outside islands, and clicks with a modifier (a new tab), are never held', async () => {
  const p = page();
  const g = gate();
  void hydrateWhenUsed(g.hydrate, { window: p.window });
  assert.equal(p.click('outside').defaultPrevented, false);
  assert.equal(p.click('folder', { ctrlKey: true }).defaultPrevented, false);
  assert.equal(p.click('folder', { button: 1 }).defaultPrevented, false);
  assert.equal(p.click('folder').defaultPrevented, true);
  g.release();
  await p.close();
});

test('when the islands cannot be loaded, a held click is replayed to the browser (a link still navigates)', async () => {
  const p = page();
  const g = gate();
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const done = hydrateWhenUsed(g.hydrate, { window: p.window });
    const replayed: boolean[] = [];
    p.$('folder').addEventListener('click', (event) => replayed.push(event.defaultPrevented));
    assert.equal(p.click('folder').defaultPrevented, true);
    g.release(false);
    await done;
    assert.deepEqual(replayed, [false], 'replayed once, its default action left to the browser');
    assert.equal(errors.length, 1, 'the failure is reported');
  } finally {
    console.error = original;
    await p.close();
  }
});

test("the islands' files named by the entry script are fetched ahead once the page has loaded, and not run", async () => {
  const p = page();
  p.window.document.head.innerHTML =
    '<script type="module" src="/build/products-1.js" data-chunks="/build/chunk-a.js /build/chunk-b.js"></script>';
  const g = gate();
  void hydrateWhenUsed(g.hydrate, { window: p.window });
  const links = () =>
    Array.from(p.window.document.querySelectorAll('link')).map((link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`);
  for (let waited = 0; links().length === 0 && waited < 3000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  assert.deepEqual(links(), ['prefetch /build/chunk-a.js', 'prefetch /build/chunk-b.js']);
  assert.equal(g.calls.length, 0, 'fetched, not run: hydration still waits for the visitor');
  await p.close();
});
