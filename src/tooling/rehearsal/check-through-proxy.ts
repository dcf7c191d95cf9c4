// node --import tsx src/tooling/rehearsal/check-through-proxy.ts <https origin> <username> <password> <forged client IP> <client IP>
// What a visitor's browser and the owner meet through the reverse proxy of a deployment (run by rehearse.ts with
// NODE_EXTRA_CA_CERTS naming the proxy's certificate authority): the HTTP -> HTTPS redirect, the security headers
// with no proxy banner, a forged X-Forwarded-Host that never reaches the pages, the __Host- session cookie, the
// cross-site refusal, the client IP the app believes, the proxy's body limits (2 MB refused by the proxy itself
// outside the three upload routes, let through on them, a 4.2 MB upload 201), then the whole site walkthrough.
// (What the proxy hands the app in X-Forwarded-Host itself, rehearse.ts checks with a stand-in at the app's address.)
// Prints one JSON line; exit code 1 on failure.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { request as httpsRequest } from 'node:https';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { exitWithUsage, scriptOptions } from '../bench/script-kit';
import { multipartForm } from '../harness/images';
import { SiteClient } from '../harness/site-client';
import { walkThroughSite } from '../harness/site-walkthrough';

const USAGE = 'check-through-proxy.ts <https origin> <username> <password> <forged client IP> <client IP>';
const ARGS = scriptOptions(USAGE, {}, { min: 5, max: 5 }).positionals;
if (!ARGS[0]!.startsWith('https://')) exitWithUsage(USAGE, `the origin must be https:// (got ${ARGS[0]})`);

/** The name a client forges in X-Forwarded-Host: it must never reach the app, so never appear in a page. */
const FORGED_HOST = 'evil.example';

/**
 * The home page and the sitemap, asked for with a forged X-Forwarded-Host: their canonical link and every sitemap
 * URL name the site's own origin, and the forged name appears nowhere.
 */
async function checkForwardedHost(origin: string): Promise<string> {
  const headers = { 'x-forwarded-host': FORGED_HOST };
  const home = await fetch(`${origin}/`, { headers });
  const html = await home.text();
  assert.equal(home.status, 200);
  assert.ok(!html.includes(FORGED_HOST), `the home page names ${FORGED_HOST}`);
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  assert.equal(canonical, `${origin}/`, 'the canonical link names the real host');
  const sitemap = await fetch(`${origin}/sitemap.xml`, { headers });
  const xml = await sitemap.text();
  assert.equal(sitemap.status, 200);
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
  assert.ok(locs.length >= 5 && locs.every((loc) => loc.startsWith(`${origin}/`)), `sitemap URLs: ${locs.slice(0, 3).join(', ')}`);
  assert.ok(!xml.includes(FORGED_HOST), `the sitemap names ${FORGED_HOST}`);
  return `X-Forwarded-Host: ${FORGED_HOST} ignored (canonical ${canonical}, ${locs.length} sitemap URLs)`;
}

/**
 * The PNG with an ancillary, private, safe-to-copy chunk ("fiLl") holding `data` after its header chunk, which
 * decoders skip (PNG spec 5.4).
 */
function withPrivateChunk(png: Buffer, data: Buffer): Buffer {
  const headerEnd = 8 + 4 + 4 + 13 + 4; // signature, then IHDR: length, type, 13 bytes, CRC
  const typeAndData = Buffer.concat([Buffer.from('fiLl', 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([png.subarray(0, headerEnd), length, typeAndData, crc, png.subarray(headerEnd)]);
}

/** Responses of the app carry X-Request-Id (handle-errors.ts sets it on every one): without it, the proxy answered. */
const fromApp = (res: Response) => res.headers.get('x-request-id') !== null;

async function main() {
  const [origin, username, password, forgedIp, clientIp] = ARGS as [string, string, string, string, string];
  const host = new URL(origin).host;
  const done: string[] = [];
  // Seconds each check took, in order: where a slow run spends its time shows in the rehearsal's log.
  const seconds: number[] = [];
  // performance.now() counts from this process's start: here, what node and the imports took.
  const loadSeconds = Math.round(performance.now() / 100) / 10;
  let last = performance.now();
  const passed = (what: string) => {
    const now = performance.now();
    done.push(what);
    seconds.push(Math.round((now - last) / 100) / 10);
    last = now;
  };

  const redirect = await fetch(`http://${host}/products?category=1`, { redirect: 'manual' });
  assert.ok([301, 308].includes(redirect.status), `http:// answers ${redirect.status}`);
  assert.equal(redirect.headers.get('location'), `${origin}/products?category=1`);
  passed(`http -> https ${redirect.status}`);

  const home = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'br, gzip' } });
  assert.equal(home.status, 200);
  assert.match((await home.text()).slice(0, 200), /<!DOCTYPE html>/i);
  const h = home.headers;
  assert.equal(h.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
  assert.match(h.get('content-security-policy') ?? '', /default-src 'none'.*frame-ancestors 'none'/);
  assert.equal(h.get('x-content-type-options'), 'nosniff');
  // Caddy drops the header; nginx cannot without a module, but says no version (server_tokens off).
  assert.match(h.get('server') ?? '', /^(nginx)?$/, 'no version banner from the proxy');
  assert.equal(h.get('x-powered-by'), null);
  assert.ok(['br', 'gzip'].includes(h.get('content-encoding') ?? ''), `content-encoding ${h.get('content-encoding')}`);
  passed(`headers: HSTS, CSP, nosniff, Server: ${h.get('server') ?? '(none)'}, ${h.get('content-encoding')}`);
  passed(await checkForwardedHost(origin));

  // Outside the three upload routes the proxy refuses a body over 1 MB itself, before login: the app never sees it.
  const twoMegabytes = JSON.stringify({ name: 'x'.repeat(2_000_000) });
  for (const pathname of ['/api/contact', '/api/auth/login']) {
    const res: Response = await fetch(`${origin}${pathname}`, {
      method: 'POST',
      body: twoMegabytes,
      headers: { 'content-type': 'application/json', origin },
    });
    await res.arrayBuffer();
    assert.equal(res.status, 413, `2 MB to ${pathname}: ${res.status}`);
    assert.ok(
      !fromApp(res),
      `2 MB to ${pathname}: the 413 came from the app (X-Request-Id ${res.headers.get('x-request-id')}), not the proxy`,
    );
  }
  passed('2 MB to /api/contact and /api/auth/login: 413 from the proxy');

  const owner = new SiteClient(origin);
  const login = await owner.post('/api/auth/login', { json: { username, password }, headers: { origin, 'sec-fetch-site': 'same-origin' } });
  assert.equal(login.status, 200, await login.clone().text());
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('__Host-sid='));
  assert.ok(
    cookie && /;\s*secure/i.test(cookie) && /;\s*httponly/i.test(cookie) && /;\s*path=\//i.test(cookie),
    `session cookie: ${cookie}`,
  );
  passed('login: __Host-sid; Secure; HttpOnly');

  const crossSite = await owner.post('/api/admin/categories', {
    json: { name: 'Cross-site' },
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  assert.equal(crossSite.status, 403);
  passed('cross-site write 403');

  // A 4 MB image: the proxy's body limit must let the site's own 5 MB limit decide. What matters here is the body's
  // size, not its pixels: a small PNG carrying a 4.2 MB private chunk, which the app's re-encoding drops (a photo of
  // that size would spend its seconds in the image process, not in the proxy).
  const noise = withPrivateChunk(
    await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer(),
    randomBytes(4_200_000),
  );
  assert.ok(noise.length > 4_000_000 && noise.length < 5 * 1024 * 1024, `${noise.length} bytes`);
  const big = await owner.post('/api/admin/media/upload', {
    body: multipartForm('files', [{ name: 'big.png', type: 'image/png', data: noise }]),
    headers: { origin, 'sec-fetch-site': 'same-origin' },
  });
  assert.equal(big.status, 201, await big.clone().text());
  const [media] = (await big.json()) as Array<{ id: number }>;
  assert.equal((await owner.delete(`/api/admin/media/${media!.id}`, { headers: { origin } })).status, 204);
  passed(`upload of ${(noise.length / 1e6).toFixed(1)} MB through the proxy 201`);
  // The other two upload routes take 2 MB through the proxy too (the app reads it all, then refuses a file that is
  // no image, or a folder that does not exist), and a gallery path without a numeric folder id does not.
  const notAnImage = () => multipartForm('file', [{ name: 'noise.png', type: 'image/png', data: Buffer.alloc(2_000_000, 7) }]);
  const notImages = () => multipartForm('files', [{ name: 'noise.png', type: 'image/png', data: Buffer.alloc(2_000_000, 7) }]);
  for (const [pathname, form, letThrough] of [
    ['/api/admin/upload/single', notAnImage(), true],
    ['/api/admin/upload/gallery/999999', notImages(), true],
    ['/api/admin/upload/gallery/x', notImages(), false],
  ] as const) {
    const res = await owner.post(pathname, { body: form, headers: { origin, 'sec-fetch-site': 'same-origin' } });
    await res.arrayBuffer();
    if (letThrough)
      assert.ok(
        fromApp(res) && res.status !== 413 && res.status < 500,
        `2 MB to ${pathname}: ${res.status}, from the app: ${fromApp(res)}`,
      );
    else assert.ok(!fromApp(res) && res.status === 413, `2 MB to ${pathname}: ${res.status}, from the app: ${fromApp(res)}`);
  }
  passed('2 MB to upload/single and upload/gallery/<id> reach the app, to upload/gallery/x 413 from the proxy');
  await owner.post('/api/auth/logout', { headers: { origin } });

  // A failed login from clientIp with a forged X-Forwarded-For: the proxy replaces it, so the app logs clientIp
  // (rehearse.ts reads the log). fetch cannot choose its local address; node:https can.
  const forgedStatus = await new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ username, password: 'a wrong password, once' });
    const req = httpsRequest(
      `${origin}/api/auth/login`,
      {
        method: 'POST',
        localAddress: clientIp,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': forgedIp, origin },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  assert.equal(forgedStatus, 401);
  passed(`failed login from ${clientIp} with a forged X-Forwarded-For 401`);

  const walk = await walkThroughSite(origin, { credentials: { username, password }, asBrowser: true });
  passed(`walkthrough: ${walk.steps.length} steps, ${walk.requests} requests`);
  report({ ok: true, done, seconds, loadSeconds }, 0);
}

/**
 * Prints the result and exits once it is written: fetch keeps idle connections to the proxy open for seconds after
 * the last check, and the rehearsal waits for this process to end.
 */
function report(result: object, code: number) {
  process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(code));
}

main().catch((error: unknown) => report({ ok: false, error: error instanceof Error ? error.message : String(error) }, 1));
