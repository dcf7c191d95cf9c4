// One pass over every API and page of a running site, as a visitor and then the owner would use them, against any
// base URL: an in-process test app, the built server, or a deployment behind its HTTPS proxy. It is the check that
// a restored backup or a fresh deployment really works, so it asserts statuses and contents, and it leaves the site
// as it found it (everything it creates is deleted again and purged from the trash, the settings it touches are put
// back). The owner's Activity list keeps its changes, as it keeps every change: it says who ran it, and when.
import assert from 'node:assert/strict';
import { CHANGE_ID_HEADER } from '../../shared/history/change-id';
import { ADMIN_API } from '../../shared/paths';
import type {
  Category,
  ContactSettings,
  Enquiry,
  GalleryFolder,
  GalleryImage,
  MediaItem,
  Product,
  SiteSettings,
  UploadResponse,
} from '../../shared/types';
import { makePng, multipartForm } from './images';
import { productInputOf } from './product-input';
import { SiteClient } from './site-client';

export type WalkthroughOptions = {
  credentials: { username: string; password: string };
  /** Send Origin and Sec-Fetch-Site on writes as a browser on the site's own origin does (the cross-site check must let them through). */
  asBrowser?: boolean;
  /** Printed step by step, for scripts. */
  log?: (line: string) => void;
};

export type WalkthroughResult = { requests: number; steps: string[] };

export async function walkThroughSite(baseUrl: string, options: WalkthroughOptions): Promise<WalkthroughResult> {
  // What to put back if a step fails half-way (each is harmless when already done): a live site is never left
  // with the walkthrough's test content or changed settings.
  const undo: Array<() => Promise<unknown>> = [];
  try {
    return await walk(baseUrl, options, undo);
  } catch (error) {
    for (const action of undo.reverse()) await action().catch(() => undefined);
    throw error;
  }
}

async function walk(baseUrl: string, options: WalkthroughOptions, undo: Array<() => Promise<unknown>>): Promise<WalkthroughResult> {
  const visitor = new SiteClient(baseUrl);
  const owner = new SiteClient(baseUrl);
  const steps: string[] = [];
  let requests = 0;
  const browserHeaders: Record<string, string> = options.asBrowser
    ? { origin: new URL(baseUrl).origin, 'sec-fetch-site': 'same-origin' }
    : {};
  const tag = `walk-${Date.now().toString(36)}`;

  async function call(
    client: SiteClient,
    method: string,
    pathname: string,
    expected: number,
    init: { json?: unknown; body?: BodyInit } = {},
  ) {
    requests++;
    const write = method !== 'GET';
    const res = await client.request(method, pathname, { ...init, headers: write ? browserHeaders : {} });
    if (res.status !== expected) {
      const text = await res.text();
      assert.fail(`${method} ${pathname}: expected ${expected}, got ${res.status} ${text.slice(0, 300)}`);
    }
    if (method === 'DELETE') await purgeFromTrash(client, res);
    return res;
  }
  /** What a delete put in the trash is deleted for good: the walkthrough leaves no test content, not even there. */
  async function purgeFromTrash(client: SiteClient, deleted: Response) {
    const changeId = deleted.status === 204 ? deleted.headers.get(CHANGE_ID_HEADER) : null;
    if (!changeId || !/^[0-9]+$/.test(changeId)) return;
    requests++;
    const res = await client.request('DELETE', ADMIN_API.trashEntry(Number(changeId)), { headers: browserHeaders });
    // 404: a change that put nothing in the trash (an enquiry is deleted for good at once).
    if (res.status !== 204 && res.status !== 404)
      assert.fail(`purging change ${changeId}: got ${res.status} ${(await res.text()).slice(0, 300)}`);
  }
  const json = async <T>(client: SiteClient, method: string, pathname: string, expected: number, body?: unknown): Promise<T> =>
    (await (await call(client, method, pathname, expected, body === undefined ? {} : { json: body })).json()) as T;
  const html = async (client: SiteClient, pathname: string) => {
    const res = await call(client, 'GET', pathname, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/, pathname);
    return res.text();
  };
  const step = (name: string) => {
    steps.push(name);
    options.log?.(`  ok  ${name}`);
  };

  // The visitor: every public page and list, the pages of the first categories and folders, their images.
  const health = await json<{ status: string }>(visitor, 'GET', '/healthz', 200);
  assert.equal(health.status, 'ok');
  for (const page of ['/', '/about', '/products', '/gallery', '/contact']) await html(visitor, page);
  const categories = await json<Category[]>(visitor, 'GET', '/api/categories', 200);
  const products = await json<Product[]>(visitor, 'GET', '/api/products', 200);
  const folders = await json<GalleryFolder[]>(visitor, 'GET', '/api/gallery/folders', 200);
  const site = await json<SiteSettings>(visitor, 'GET', '/api/site-settings', 200);
  const contact = await json<ContactSettings>(visitor, 'GET', '/api/contact-settings', 200);
  assert.equal(site.isOnline, true, 'the site is online');
  for (const category of categories.slice(0, 3)) {
    const page = await html(visitor, `/products?category=${category.id}`);
    for (const product of products.filter((p) => p.categoryId === category.id).slice(0, 3))
      assert.ok(page.includes(escapeHtml(product.name)), product.name);
  }
  for (const folder of folders.slice(0, 2)) await json<GalleryImage[]>(visitor, 'GET', `/api/gallery/images/${folder.id}`, 200);
  const images = [
    ...categories.map((c) => c.image),
    ...products.map((p) => p.image),
    site.logoPath,
    site.heroImagePath,
    ...folders.map((f) => f.coverPath),
  ];
  for (const image of [...new Set(images.filter((p): p is string => !!p))].slice(0, 12)) await call(visitor, 'GET', image, 200);
  step(`visitor: 5 pages, ${categories.length} categories, ${products.length} products, ${folders.length} folders, images served`);

  // The owner signs in.
  assert.equal((await json<{ isAuthenticated: boolean }>(owner, 'GET', '/api/auth/me', 200)).isAuthenticated, false);
  await call(owner, 'GET', '/api/admin/categories', 401);
  await json(owner, 'POST', '/api/auth/login', 200, options.credentials);
  assert.equal((await json<{ username: string }>(owner, 'GET', '/api/auth/me', 200)).username, options.credentials.username);
  await html(owner, '/admin');
  for (const list of [
    '/api/admin/categories',
    '/api/admin/products',
    '/api/admin/gallery/folders',
    '/api/admin/gallery/images',
    '/api/media',
    '/api/admin/enquiries',
    '/api/admin/system',
  ]) {
    await json(owner, 'GET', list, 200);
  }
  step('owner: signed in, every admin list answers');

  // Settings: change, see it on the public site, put it back.
  const putBack = (pathname: string, body: unknown) => () => owner.put(pathname, { json: body, headers: browserHeaders });
  const remove = (pathname: string) => async () => purgeFromTrash(owner, await owner.delete(pathname, { headers: browserHeaders }));
  undo.push(
    putBack('/api/admin/site-settings', { heroTitle: site.heroTitle }),
    putBack('/api/admin/contact-settings', { address: contact.address }),
  );
  const heroTitle = `${site.heroTitle} ${tag}`;
  await json(owner, 'PUT', '/api/admin/site-settings', 200, { heroTitle });
  assert.ok((await html(visitor, '/')).includes(tag), 'the new hero title is on the home page');
  await json(owner, 'PUT', '/api/admin/site-settings', 200, { heroTitle: site.heroTitle });
  const address = `${contact.address} ${tag}`.trim();
  await json(owner, 'PUT', '/api/admin/contact-settings', 200, { address });
  assert.equal((await json<ContactSettings>(visitor, 'GET', '/api/contact-settings', 200)).address, address);
  await json(owner, 'PUT', '/api/admin/contact-settings', 200, { address: contact.address });
  step('settings: hero title and address changed, shown publicly, put back');

  // Catalogue: an image, a category with it, a product in it; shown publicly; refused delete; cleaned up.
  const png = await makePng(96, 64, { r: 240, g: 150, b: 30 });
  const single = (await (
    await call(owner, 'POST', '/api/admin/upload/single', 201, {
      body: multipartForm('file', [{ name: `${tag}.png`, type: 'image/png', data: png }]),
    })
  ).json()) as UploadResponse;
  undo.push(remove(`/api/admin/media/${single.media.id}`));
  await call(visitor, 'GET', single.path, 200);
  const category = await json<Category>(owner, 'POST', '/api/admin/categories', 201, {
    name: `Category ${tag}`,
    description: 'Walkthrough',
    image: single.path,
  });
  undo.push(remove(`/api/admin/categories/${category.id}`));
  const product = await json<Product>(owner, 'POST', '/api/admin/products', 201, {
    name: `Product ${tag}`,
    description: 'Walkthrough',
    categoryId: category.id,
    origin: 'India',
    isFeatured: true,
    image: single.path,
  });
  undo.push(remove(`/api/admin/products/${product.id}`));
  const listed = await json<Product[]>(visitor, 'GET', `/api/products?categoryId=${category.id}`, 200);
  assert.deepEqual(
    listed.map((p) => p.id),
    [product.id],
  );
  assert.ok((await html(visitor, `/products?category=${category.id}`)).includes(`Product ${tag}`));
  await json(owner, 'PUT', `/api/admin/products/${product.id}`, 200, {
    ...productInputOf(product),
    name: `Product ${tag} v2`,
    isFeatured: false,
  });
  await json(owner, 'PUT', `/api/admin/categories/${category.id}`, 200, {
    name: `Category ${tag} v2`,
    description: '',
    isActive: true,
    image: null,
  });
  await call(owner, 'DELETE', `/api/admin/categories/${category.id}`, 409);
  await call(owner, 'DELETE', `/api/admin/products/${product.id}`, 204);
  await call(owner, 'DELETE', `/api/admin/categories/${category.id}`, 204);
  await call(owner, 'DELETE', `/api/admin/media/${single.media.id}`, 204);
  await call(visitor, 'GET', single.path, 404);
  assert.ok(!(await json<Category[]>(visitor, 'GET', '/api/categories', 200)).some((c) => c.id === category.id));
  step('catalogue: image upload, category and product created, shown, updated, refused delete, deleted');

  // Gallery: a folder, two images uploaded into it, one deleted, then the folder.
  const folder = await json<GalleryFolder>(owner, 'POST', '/api/admin/gallery/folders', 201, { name: `Folder ${tag}`, description: '' });
  undo.push(remove(`/api/admin/gallery/folders/${folder.id}`));
  const added = (await (
    await call(owner, 'POST', `/api/admin/upload/gallery/${folder.id}`, 201, {
      body: multipartForm('files', [
        { name: 'a.png', type: 'image/png', data: png },
        { name: 'b.png', type: 'image/png', data: await makePng(64, 96, { r: 40, g: 160, b: 60 }) },
      ]),
    })
  ).json()) as GalleryImage[];
  assert.equal((await json<GalleryImage[]>(visitor, 'GET', `/api/gallery/images/${folder.id}`, 200)).length, 2);
  await json(owner, 'PUT', `/api/admin/gallery/folders/${folder.id}`, 200, { name: `Folder ${tag} v2`, description: 'Walkthrough' });
  await call(owner, 'DELETE', `/api/admin/gallery/images/${added[0]!.id}`, 204);
  await call(owner, 'DELETE', `/api/admin/gallery/folders/${folder.id}`, 204);
  await call(visitor, 'GET', added[1]!.path, 404);
  step('gallery: folder created, 2 images uploaded, one deleted, folder deleted with its images');

  // Media library: upload, find, alt text, delete.
  const [media] = (await (
    await call(owner, 'POST', '/api/admin/media/upload', 201, {
      body: multipartForm('files', [{ name: `${tag}.png`, type: 'image/png', data: png }]),
    })
  ).json()) as MediaItem[];
  undo.push(remove(`/api/admin/media/${media!.id}`));
  const found = await json<MediaItem[]>(owner, 'GET', `/api/media?search=${tag}`, 200);
  assert.deepEqual(
    found.map((m) => m.id),
    [media!.id],
  );
  assert.equal(
    (await json<MediaItem>(owner, 'PUT', `/api/admin/media/${media!.id}`, 200, { alt: 'Walkthrough mangoes' })).alt,
    'Walkthrough mangoes',
  );
  await call(owner, 'DELETE', `/api/admin/media/${media!.id}`, 204);
  step('media: uploaded, searched, alt text saved, deleted');

  // An enquiry from the contact form reaches the inbox.
  await json(visitor, 'POST', '/api/contact', 201, {
    name: 'Walkthrough Buyer',
    email: 'buyer@example.in',
    phone: '+91 22 1234 5678',
    subject: tag,
    message: 'Price list please.',
  });
  const inbox = await json<Enquiry[]>(owner, 'GET', '/api/admin/enquiries', 200);
  const enquiry = inbox.find((e) => e.subject === tag);
  assert.ok(enquiry && !enquiry.isRead, 'the enquiry is in the inbox, unread');
  undo.push(remove(`/api/admin/enquiries/${enquiry.id}`));
  assert.equal((await json<Enquiry>(owner, 'PUT', `/api/admin/enquiries/${enquiry.id}`, 200, { isRead: true })).isRead, true);
  assert.ok((await (await call(owner, 'GET', '/api/admin/enquiries.csv', 200)).text()).includes(tag), 'the CSV export holds it');
  await call(owner, 'DELETE', `/api/admin/enquiries/${enquiry.id}`, 204);
  step('enquiry: sent from the contact form, read in the inbox, exported, deleted');

  // Signing out ends the session.
  await json(owner, 'POST', '/api/auth/logout', 200);
  await call(owner, 'GET', '/api/admin/categories', 401);
  step('owner: signed out, admin API refused again');
  return { requests, steps };
}

/** As React escapes text in server-rendered HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
