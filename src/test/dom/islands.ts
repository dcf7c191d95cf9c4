// The public site's islands in the test document: the server's HTML of a page, hydrated the way the browser does.
import './install';
import { act } from 'react';
import type { SitePageData, SiteShell } from '../../site/entry.server';
import { ALL_ISLANDS } from '../../site/islands/all-islands';
import { hydrateIslands } from '../../site/islands/hydrate';
import { onCleanup } from './cleanup';
import { collectConsoleErrors, unmountAtCleanup } from './render';
import { renderPage } from './site';

export type Hydrated = { errors: unknown[] };

/**
 * Puts the server's HTML for a page into the document and hydrates its islands. `errors` collects every React
 * error and console warning (a hydration mismatch among them); `edit` may change the server's HTML first.
 * The islands are unmounted after the test.
 */
export async function hydratePage(shell: SiteShell, data: SitePageData, edit?: (document: Document) => void): Promise<Hydrated> {
  const html = renderPage(shell, data);
  const bodyStart = html.indexOf('>', html.indexOf('<body')) + 1;
  document.body.innerHTML = html.slice(bodyStart, html.lastIndexOf('</body>'));
  // The page's language, as the browser has it from <html lang> (the islands read it when they hydrate); taken away
  // after the test, so a component rendered later in this process is not given it.
  document.documentElement.lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? '';
  onCleanup(() => {
    document.documentElement.lang = '';
  });
  history.replaceState(null, '', shell.pathname);
  edit?.(document);
  const errors = collectConsoleErrors();
  await act(async () => {
    unmountAtCleanup(...hydrateIslands(document, ALL_ISLANDS, { onRecoverableError: (error) => errors.push(error) }));
  });
  return { errors };
}
