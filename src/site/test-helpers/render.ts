import { Window } from 'happy-dom';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SiteDocument, type SitePageData, type SiteShell } from '../entry.server';

/** The HTML the server sends (renderToString gives the same markup as the stream once complete). */
export function renderPage(shell: SiteShell, data: SitePageData): string {
  return `<!DOCTYPE html>${renderToString(createElement(SiteDocument, { shell, data }))}`;
}

/** Visible text of some HTML: tags removed, the entities React writes decoded, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Parses a rendered page into a DOM (happy-dom) for structural assertions. */
export function parseHtml(html: string): Document {
  const window = new Window({ url: 'https://fruit.example/' });
  const parser = new window.DOMParser();
  return parser.parseFromString(html, 'text/html') as unknown as Document;
}
