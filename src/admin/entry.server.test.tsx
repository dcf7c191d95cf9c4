import '../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { collectConsoleErrors, loadDocument, settle, stubFetch, submit, unmountAtCleanup } from '../test/dom';
import { ADMIN_PROPS_ID, AdminBrowserDocument } from './admin-document';
import { AdminDocument } from './entry.server';
import { readProps } from './page-props';

const assets = { js: '/build/admin-abc.js', css: '/build/admin-abc.css' };

function ssr(pathname: string, isAuthenticated: boolean, username?: string): string {
  const props = username === undefined ? { pathname, assets, isAuthenticated } : { pathname, assets, isAuthenticated, username };
  return `<!DOCTYPE html>${renderToString(<AdminDocument {...props} />)}`;
}

test('the document: noindex, viewport, favicon, CSS, module script, no inline script but the JSON props, no style attributes', () => {
  const html = ssr('/admin/categories', true, 'owner');
  assert.match(html, /<meta name="robots" content="noindex, nofollow"\/>/);
  assert.match(html, /<meta name="viewport" content="width=device-width, initial-scale=1"\/>/);
  assert.match(html, /<link rel="icon" href="\/assets\/favicon.svg"/);
  assert.match(html, /<link rel="stylesheet" href="\/build\/admin-abc.css"\/>/);
  assert.match(html, /<script type="module" src="\/build\/admin-abc.js"><\/script>/);
  assert.match(html, /<title>Categories · Admin/);
  assert.doesNotMatch(html, /style="/);
  const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
  assert.equal(scripts.length, 2);
  const inline = scripts.filter((s) => !/\bsrc="/.test(s));
  assert.equal(inline.length, 1);
  assert.match(inline[0] ?? '', /^<script type="application\/json" id="admin-props">/);
  // The shell (sidebar) and skeletons, never admin data.
  assert.match(html, /Gallery Settings/);
  assert.match(html, /Upload Images/);
  assert.match(html, /aria-current="page"[^>]*>.*?Categories/);
});

test('the JSON props escape <, >, &, U+2028 and U+2029 and read back intact', () => {
  const username = '</script><b>&\u2028\u2029';
  const html = ssr('/admin', true, username);
  const json = /<script type="application\/json" id="admin-props">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  assert.doesNotMatch(json, /[<>&\u2028\u2029]/);
  assert.deepEqual(readProps(json), { pathname: '/admin', assets, isAuthenticated: true, username });
});

test('the login page for an anonymous visitor', () => {
  const html = ssr('/admin/login', false);
  assert.match(html, /Admin Login/);
  assert.match(html, /Back to Site/);
  assert.match(html, /<title>Login · Admin/);
});

test('an unknown section shows the admin not-found state inside the shell', () => {
  const html = ssr('/admin/nope', true, 'owner');
  assert.match(html, /Page Not Found/);
  assert.match(html, /Site Settings/);
});

for (const path of ['/admin', '/admin/login', '/admin/products', '/admin/media', '/admin/enquiries', '/admin/unknown']) {
  test(`hydrates ${path} with no warnings`, async () => {
    stubFetch(() => ({ status: 503, text: '' }));
    const authenticated = path !== '/admin/login';
    const html = ssr(path, authenticated, authenticated ? 'owner' : undefined);
    loadDocument(`http://localhost${path}`, html);
    const errors = collectConsoleErrors();
    const page = readProps(document.getElementById(ADMIN_PROPS_ID)?.textContent);
    assert.ok(page);
    assert.equal(page.pathname, path);
    await act(async () => {
      unmountAtCleanup(hydrateRoot(document, <AdminBrowserDocument page={page} />, { onRecoverableError: (error) => errors.push(error) }));
    });
    await settle(20);
    assert.deepEqual(errors, []);
  });
}

test('the login page sends what a password manager filled in before the script hydrated the page', async () => {
  const calls = stubFetch((call) =>
    call.url.endsWith('/login')
      ? { status: 401, body: { message: 'Invalid credentials' } }
      : { status: 200, body: { isAuthenticated: false } },
  );
  loadDocument('http://localhost/admin/login', ssr('/admin/login', false));
  const field = (name: string) => document.querySelector<HTMLInputElement>(`form [name="${name}"]`)!;
  field('username').value = 'owner';
  field('password').value = 'filled before hydration';
  const page = readProps(document.getElementById(ADMIN_PROPS_ID)?.textContent);
  assert.ok(page);
  await act(async () => {
    unmountAtCleanup(hydrateRoot(document, <AdminBrowserDocument page={page} />));
  });
  await submit(document.querySelector('form'));
  await settle();
  assert.deepEqual(
    calls.filter((call) => call.url.endsWith('/login')),
    [{ method: 'POST', url: '/api/auth/login', body: { username: 'owner', password: 'filled before hydration' } }],
  );
});
