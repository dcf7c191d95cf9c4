// The whole admin HTML document, rendered by the server with renderToPipeableStream (DESIGN.md "Admin").
// No admin data is embedded: the shell and skeletons come from here, the data loads in the browser.
import { StaticRouter } from 'react-router';
import { AdminDocumentView } from './admin-document';
import { AdminApp } from './app';
import { type AdminPageProps, authOf } from './page-props';

export type AdminDocumentProps = AdminPageProps;

export function AdminDocument({ pathname, assets, isAuthenticated, username }: AdminDocumentProps): React.JSX.Element {
  const page: AdminPageProps =
    username === undefined ? { pathname, assets, isAuthenticated } : { pathname, assets, isAuthenticated, username };
  return (
    <AdminDocumentView page={page}>
      <StaticRouter location={pathname}>
        <AdminApp auth={authOf(page)} />
      </StaticRouter>
    </AdminDocumentView>
  );
}
