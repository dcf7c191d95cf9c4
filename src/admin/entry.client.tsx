// Hydrates the admin document the server rendered, with the props it wrote into #admin-props.
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ADMIN_PROPS_ID, AdminDocumentView } from './admin-document';
import { AdminApp } from './app';
import { authOf } from './auth-of';
import { readProps } from './serialize-props';

const page = readProps(document.getElementById(ADMIN_PROPS_ID)?.textContent);
if (page) {
  hydrateRoot(
    document,
    <AdminDocumentView page={page}>
      <BrowserRouter>
        <AdminApp auth={authOf(page)} />
      </BrowserRouter>
    </AdminDocumentView>,
  );
}
