// node --import tsx src/deploy/check-through-proxy.ts <https origin> <username> <password> <forged client IP> <client IP>
// What a visitor's browser and the owner meet through the reverse proxy of a deployment (run by rehearse.ts with
// NODE_EXTRA_CA_CERTS naming the proxy's certificate authority): the HTTP -> HTTPS redirect, the security headers
// with no proxy banner, the __Host- session cookie, the cross-site refusal, the client IP the app believes, a 4 MB
// upload through the proxy's body limit, then the whole site walkthrough. Prints one JSON line; exit code 1 on failure.
import assert from 'node:assert/strict';
import { request as httpsRequest } from 'node:https';
import sharp from 'sharp';
import { multipartForm } from '../test/images';
import { walkThroughSite } from '../test/site-walkthrough';
import { TestClient } from '../test/start-test-app';

async function main() {
  const [origin, username, password, forgedIp, clientIp] = process.argv.slice(2);
  if (!origin?.startsWith('https://') || !username || !password || !forgedIp || !clientIp) {
    throw new Error('usage: check-through-proxy.ts <https origin> <username> <password> <forged client IP> <client IP>');
  }
  const host = new URL(origin).host;
  const done: string[] = [];

  const redirect = await fetch(`http://${host}/products?category=1`, { redirect: 'manual' });
  assert.ok([301, 308].includes(redirect.status), `http:// answers ${redirect.status}`);
  assert.equal(redirect.headers.get('location'), `${origin}/products?category=1`);
  done.push(`http -> https ${redirect.status}`);

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
  done.push(`headers: HSTS, CSP, nosniff, Server: ${h.get('server') ?? '(none)'}, ${h.get('content-encoding')}`);

  const owner = new TestClient(origin);
  const login = await owner.post('/api/auth/login', { json: { username, password }, headers: { origin, 'sec-fetch-site': 'same-origin' } });
  assert.equal(login.status, 200, await login.clone().text());
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('__Host-sid='));
  assert.ok(cookie && /;\s*secure/i.test(cookie) && /;\s*httponly/i.test(cookie) && /;\s*path=\//i.test(cookie), `session cookie: ${cookie}`);
  done.push('login: __Host-sid; Secure; HttpOnly');

  const crossSite = await owner.post('/api/admin/categories', { json: { name: 'Cross-site' }, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
  assert.equal(crossSite.status, 403);
  done.push('cross-site write 403');

  // A 4 MB image: the proxy's body limit must let the site's own 5 MB limit decide.
  const noise = await sharp({ create: { width: 1400, height: 1150, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
  assert.ok(noise.length > 4_000_000 && noise.length < 5 * 1024 * 1024, `${noise.length} bytes`);
  const big = await owner.post('/api/admin/media/upload', {
    body: multipartForm('files', [{ name: 'big.png', type: 'image/png', data: noise }]),
    headers: { origin, 'sec-fetch-site': 'same-origin' },
  });
  assert.equal(big.status, 201, await big.clone().text());
  const [media] = (await big.json()) as Array<{ id: number }>;
  assert.equal((await owner.delete(`/api/admin/media/${media!.id}`, { headers: { origin } })).status, 204);
  done.push(`upload of ${(noise.length / 1e6).toFixed(1)} MB through the proxy 201`);
  await owner.post('/api/auth/logout', { headers: { origin } });

  // A failed login from clientIp with a forged X-Forwarded-For: the proxy replaces it, so the app logs clientIp
  // (rehearse.ts reads the log). fetch cannot choose its local address; node:https can.
  const forgedStatus = await new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ username, password: 'a wrong password, once' });
    const req = httpsRequest(
      `${origin}/api/auth/login`,
      { method: 'POST', localAddress: clientIp, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': forgedIp, origin } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  assert.equal(forgedStatus, 401);
  done.push(`failed login from ${clientIp} with a forged X-Forwarded-For 401`);

  const walk = await walkThroughSite(origin, { credentials: { username, password }, asBrowser: true });
  done.push(`walkthrough: ${walk.steps.length} steps, ${walk.requests} requests`);
  console.log(JSON.stringify({ ok: true, done }));
}

main().catch((error: unknown) => {
  console.log(JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) }));
  process.exit(1);
});
