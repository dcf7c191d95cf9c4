// Hydrates the admin document the server rendered, with the props it wrote into #admin-props.
import { hydrateRoot } from 'react-dom/client';
import { ADMIN_PROPS_ID, AdminBrowserDocument } from './admin-document';
import { readProps } from './page-props';

const page = readProps(document.getElementById(ADMIN_PROPS_ID)?.textContent);
if (page) hydrateRoot(document, <AdminBrowserDocument page={page} />);
