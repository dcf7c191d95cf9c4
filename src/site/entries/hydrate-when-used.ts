// What a page's entry runs at load: almost nothing. The server's HTML is complete and its links and forms work, so
// the islands' code (React and the island) is evaluated and hydrated only once the visitor does something: moves the
// pointer, touches, scrolls, presses a key or focuses a control. A page nobody touches never runs it. Its files are
// fetched into the cache once the page has loaded and the browser is idle (listed in the entry script's data-chunks),
// so they never compete with the page's own images and are at hand when needed.

/** The first signs of a visitor: any of them starts hydration. */
const START_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
/** What a click may activate inside an island; such a click before hydration is held and replayed after it. */
const ACTIVATABLE = 'a[href], button, input[type="submit"], input[type="button"]';

export type HydrateWhenUsedOptions = { window?: Window & typeof globalThis };

/** The islands' files named by the page's entry script (site-head.tsx), fetched ahead when idle (not run). */
function fetchAhead(win: Window & typeof globalThis): void {
  const doc = win.document;
  const urls = doc.querySelector<HTMLScriptElement>('script[data-chunks]')?.dataset.chunks?.split(' ').filter(Boolean) ?? [];
  const fetchAll = () => {
    for (const href of urls) {
      const link = doc.createElement('link');
      // Into the HTTP cache only: nothing is parsed or compiled until the visitor's first move imports it.
      link.rel = 'prefetch';
      link.href = href;
      link.fetchPriority = 'low';
      doc.head.append(link);
    }
  };
  const whenIdle = () => (win.requestIdleCallback ? win.requestIdleCallback(fetchAll, { timeout: 3000 }) : win.setTimeout(fetchAll, 500));
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/**
 * Calls `hydrate` (which imports the islands and hydrates them) at the first interaction. A plain click on a link or
 * button inside an island before the islands are hydrated is held back and replayed once they are, so the island
 * handles it (the filter fetches, the folder opens, the form sends with its toasts); should loading fail, the held
 * click is replayed without JavaScript's help (a link navigates, a form posts).
 */
export function hydrateWhenUsed(hydrate: () => Promise<unknown>, options: HydrateWhenUsedOptions = {}): Promise<void> {
  const win = options.window ?? window;
  const held: HTMLElement[] = [];
  let intercepting = true;
  let resolveDone: () => void = () => {};
  const done = new Promise<void>((resolve) => (resolveDone = resolve));
  let started = false;

  const stop = () => {
    for (const type of START_EVENTS) win.removeEventListener(type, start, { capture: true });
  };
  const replay = () => {
    intercepting = false;
    win.removeEventListener('click', onClick, { capture: true });
    for (const element of held.splice(0)) if (element.isConnected) element.click();
    resolveDone();
  };
  function start() {
    if (started) return;
    started = true;
    stop();
    // Either way the held clicks are replayed: by the islands once hydrated, else by the browser's defaults.
    hydrate().then(replay, (error: unknown) => {
      replay();
      console.error('The page scripts could not be loaded', error);
    });
  }
  function onClick(event: MouseEvent) {
    start();
    if (!intercepting || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof win.Element ? event.target.closest<HTMLElement>(ACTIVATABLE) : null;
    if (!target?.closest('[data-island]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(target)) held.push(target);
  }

  for (const type of START_EVENTS) win.addEventListener(type, start, { capture: true, passive: true });
  win.addEventListener('click', onClick, { capture: true });
  fetchAhead(win);
  return done;
}
