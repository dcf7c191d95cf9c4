// Hydrates the admin app the server rendered into #admin-root, with the props from #admin-props.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AdminApp } from './app';
import { readProps } from './serialize-props';

const root = document.getElementById('admin-root');
if (root) {
  const props = readProps(document.getElementById('admin-props')?.textContent);
  hydrateRoot(
    root,
    <StrictMode>
      <BrowserRouter>
        <AdminApp auth={props} />
      </BrowserRouter>
    </StrictMode>,
  );
}
