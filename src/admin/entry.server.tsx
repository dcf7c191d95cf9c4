// The whole admin HTML document, rendered by the server with renderToPipeableStream (DESIGN.md "Admin").
// No admin data is embedded: the shell and skeletons come from here, the data loads in the browser.
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { AdminApp, type AdminProps } from './app';
import { serializeProps } from './serialize-props';
import { adminTitle } from './shell/sections';

export type AdminDocumentProps = {
  pathname: string;
  assets: { js: string; css: string };
  isAuthenticated: boolean;
  username?: string;
};

export const ADMIN_ROOT_ID = 'admin-root';
export const ADMIN_PROPS_ID = 'admin-props';

export function AdminDocument({ pathname, assets, isAuthenticated, username }: AdminDocumentProps): React.JSX.Element {
  const props: AdminProps = username === undefined ? { isAuthenticated } : { isAuthenticated, username };
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{adminTitle(pathname)}</title>
        <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.css} />
        <script type="module" src={assets.js} />
      </head>
      <body className="bg-slate-50 text-slate-900 antialiased">
        <div id={ADMIN_ROOT_ID}>
          <StrictMode>
            <StaticRouter location={pathname}>
              <AdminApp auth={props} />
            </StaticRouter>
          </StrictMode>
        </div>
        <script type="application/json" id={ADMIN_PROPS_ID} dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
      </body>
    </html>
  );
}
