// The admin's whole HTML document. The server renders it around a StaticRouter, the browser hydrates the same
// document around a BrowserRouter: one tree from <html> down, so useId and every attribute match exactly.
// DECISION (src/decisions/admin-hydrates-document.md): hydrate `document`, not a div: React's ids depend on the tree
// position from the root, and a div inside a server-rendered <html> gets different ids than a div hydrated as its own
// root.
import { type ReactNode, StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { toSafeJson } from '../shared/safe-json';
import { AdminApp } from './app';
import { type AdminPageProps, authOf } from './page-props';
import { adminTitle } from './shell/sections';

export const ADMIN_PROPS_ID = 'admin-props';

export function AdminDocumentView({ page, children }: { page: AdminPageProps; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{adminTitle(page.pathname)}</title>
        <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={page.assets.css} />
        <script type="module" src={page.assets.js} />
      </head>
      {/* The page behind an open modal does not scroll. */}
      <body className="bg-slate-50 text-slate-900 antialiased has-[dialog[open]]:overflow-hidden">
        <StrictMode>{children}</StrictMode>
        {/* Data only (CSP allows no inline executable script): what the browser needs to hydrate this page. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data through toSafeJson, in a script element that never runs (SECURITY XSS-2) */}
        <script type="application/json" id={ADMIN_PROPS_ID} dangerouslySetInnerHTML={{ __html: toSafeJson(page) }} />
      </body>
    </html>
  );
}

/** What the browser hydrates: the document the server rendered, around a BrowserRouter. */
export function AdminBrowserDocument({ page }: { page: AdminPageProps }) {
  return (
    <AdminDocumentView page={page}>
      <BrowserRouter>
        <AdminApp auth={authOf(page)} />
      </BrowserRouter>
    </AdminDocumentView>
  );
}
