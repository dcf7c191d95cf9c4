// The deployment files are consistent with the code, and pass their own tools' checks where those are installed:
// systemd-analyze verify (units), caddy validate (Caddyfile), nginx -t (both nginx site files). What the cache of
// nginx-cache.conf does when it runs is proved in nginx-cache.test.ts.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, type TestContext, test } from 'node:test';
import { promisify } from 'node:util';
import { ROOT } from '../tooling/harness/root';
import { makeTestCertificates } from '../tooling/harness/test-certificates';
import { loopbackNginxConf } from '../tooling/rehearsal/nginx-local';
import { toolsRequired, which } from '../tooling/rehearsal/tools';
import { unitSettings } from '../tooling/rehearsal/unit-file';

const run = promisify(execFile);
const DEPLOY = path.join(ROOT, 'src/deploy');
const read = (file: string) => readFileSync(path.join(DEPLOY, file), 'utf8');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'fruit-deploy-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const NGINX_SITES = ['nginx.conf', 'nginx-cache.conf'];
const unitValues = (text: string, key: string): string[] => unitSettings(text).get(key) ?? [];
const unitValue = (text: string, key: string) => unitValues(text, key)[0];

/** NAME=value lines of env.example, commented or not. */
function envExample(): Map<string, string> {
  const vars = new Map<string, string>();
  for (const line of read('env.example').split('\n')) {
    const match = /^#?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) vars.set(match[1]!, match[2]!);
  }
  return vars;
}

/** Every variable src/server/config.ts reads (it is the only reader of process.env). */
function configVariables(): Set<string> {
  const source = readFileSync(path.join(ROOT, 'src/server/config.ts'), 'utf8');
  return new Set([...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!));
}

type NginxLocation = { match: string; directives: string[] };

/** Each `location <match> { ... }` of an nginx file (no nested blocks), with its directives, comments left out. */
function nginxLocations(text: string): NginxLocation[] {
  return [...text.matchAll(/^\s*location\s+([^{\n]+?)\s*\{([^}]*)\}/gm)].map((m) => ({
    match: m[1]!,
    directives: m[2]!
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  }));
}

/** The tool's path; skips the test when it is not installed (fails instead in CI, which installs it). */
function tool(t: TestContext, bin: string): string | undefined {
  const found = which(bin);
  if (!found) {
    if (toolsRequired()) assert.fail(`${bin} is missing in CI`);
    t.skip(`${bin} is not installed here`);
  }
  return found;
}

describe('deployment files', () => {
  const FILES = [
    'README.md',
    'fruit-site.service',
    'fruit-site-backup.service',
    'fruit-site-backup.timer',
    'Caddyfile',
    'nginx.conf',
    'nginx-cache.conf',
    'env.example',
  ];

  test('are all there, and the guide names each of them', () => {
    const guide = read('README.md');
    for (const file of FILES) {
      assert.ok(existsSync(path.join(DEPLOY, file)), file);
      if (file !== 'README.md') assert.ok(guide.includes(file), `README.md mentions ${file}`);
    }
  });

  test('the service runs the built server as an unprivileged user, restarts on failure, and can write only the data directory', () => {
    const unit = read('fruit-site.service');
    const env = envExample();
    assert.match(unitValue(unit, 'ExecStart')!, /^\/usr\/bin\/node( --[a-z-]+(=\w+)?)* \/srv\/fruit-site\/dist\/main\.js$/);
    assert.equal(unitValue(unit, 'WorkingDirectory'), '/srv/fruit-site');
    assert.equal(unitValue(unit, 'Restart'), 'on-failure');
    assert.equal(unitValue(unit, 'EnvironmentFile'), '/etc/fruit-site/env');
    assert.notEqual(unitValue(unit, 'User'), 'root');
    for (const [key, value] of Object.entries({
      NoNewPrivileges: 'true',
      ProtectSystem: 'strict',
      PrivateTmp: 'true',
      ProtectHome: 'true',
    })) {
      assert.equal(unitValue(unit, key), value, key);
    }
    // The data directory: the one writable path, systemd's StateDirectory, and DATA_DIR in the env file.
    assert.equal(unitValue(unit, 'ReadWritePaths'), env.get('DATA_DIR'));
    assert.equal(`/var/lib/${unitValue(unit, 'StateDirectory')}`, env.get('DATA_DIR'));
    // The drain takes up to 10 s (main.ts): systemd must wait longer before it SIGKILLs.
    assert.ok(Number.parseInt(unitValue(unit, 'TimeoutStopSec')!, 10) > 10);
    assert.ok(existsSync(path.join(ROOT, 'src/server/main.ts')), 'dist/main.js is built from src/server/main.ts');
  });

  test('the nightly timer starts the backup command, as the same user, on the same data directory', () => {
    const service = read('fruit-site-backup.service');
    const timer = read('fruit-site-backup.timer');
    const site = read('fruit-site.service');
    assert.equal(unitValue(timer, 'Unit'), 'fruit-site-backup.service');
    assert.ok(unitValue(timer, 'OnCalendar'));
    assert.equal(unitValue(timer, 'Persistent'), 'true');
    assert.match(unitValue(service, 'ExecStart')!, /^\/usr\/bin\/node \/srv\/fruit-site\/dist\/cli\/backup\.js$/);
    // build.mjs bundles every src/server/cli/*.ts into dist/cli/*.js.
    assert.ok(existsSync(path.join(ROOT, 'src/server/cli/backup.ts')));
    assert.equal(unitValue(service, 'Type'), 'oneshot');
    for (const key of ['User', 'Group', 'EnvironmentFile', 'ReadWritePaths', 'WorkingDirectory']) {
      assert.equal(unitValue(service, key), unitValue(site, key), key);
    }
  });

  test('env.example holds every variable config.ts reads, and nothing else', () => {
    const known = configVariables();
    const listed = envExample();
    assert.ok(known.size >= 10, `found ${known.size} variables in config.ts`);
    assert.deepEqual(
      [...listed.keys()].filter((name) => !known.has(name)),
      [],
      'names config.ts does not read',
    );
    assert.deepEqual(
      [...known].filter((name) => !listed.has(name)),
      [],
      'config variables missing from env.example',
    );
    assert.equal(listed.get('TRUST_PROXY'), 'true');
    assert.match(listed.get('PUBLIC_ORIGIN')!, /^https:\/\//);
    assert.equal(listed.get('HOST'), '127.0.0.1');
  });

  test('both proxies point at the port the app listens on, and trust is set for them', () => {
    const port = envExample().get('PORT');
    assert.match(read('Caddyfile'), new RegExp(`reverse_proxy 127\\.0\\.0\\.1:${port}\\b`));
    for (const file of NGINX_SITES) {
      const nginx = read(file);
      const proxyPasses = [...nginx.matchAll(/proxy_pass (\S+);/g)].map((m) => m[1]);
      assert.ok(proxyPasses.length >= 2, file);
      for (const target of proxyPasses) assert.equal(target, `http://127.0.0.1:${port}`, file);
      assert.match(nginx, /proxy_set_header X-Forwarded-For \$remote_addr;/, `${file} replaces X-Forwarded-For rather than appending`);
      assert.match(nginx, /proxy_set_header X-Forwarded-Proto \$scheme;/, file);
      assert.match(nginx, /return 301 https:\/\//, file);
    }
  });

  test('nginx-cache.conf is nginx.conf plus the cache: the same servers, TLS and redirects', () => {
    // Every line of nginx.conf outside its locations is in nginx-cache.conf too, in the same order.
    const outsideLocations = (text: string) =>
      text
        .replace(/^\s*location\s+[^{\n]+\{[^}]*\}/gm, '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'));
    const plain = outsideLocations(read('nginx.conf'));
    const cached = outsideLocations(read('nginx-cache.conf'));
    let at = 0;
    for (const line of plain) {
      const found = cached.indexOf(line, at);
      assert.ok(found >= 0, `nginx-cache.conf lacks, or has out of order: ${line}`);
      at = found + 1;
    }
    // And every location of nginx.conf, with all its directives (the cache file may add to them).
    const cacheLocations = nginxLocations(read('nginx-cache.conf'));
    for (const location of nginxLocations(read('nginx.conf'))) {
      const twin = cacheLocations.filter((l) => l.match === location.match);
      assert.ok(twin.length >= 1, `nginx-cache.conf has location ${location.match}`);
      for (const directive of location.directives.filter((d) => !d.startsWith('return '))) {
        assert.ok(
          twin.some((l) => l.directives.includes(directive)),
          `location ${location.match}: ${directive}`,
        );
      }
    }
  });

  test('nginx-cache.conf: caches only in "location /" and "location /uploads/", never for the owner, never a cookie', () => {
    const conf = read('nginx-cache.conf');
    const locations = nginxLocations(conf).filter((l) => l.directives.some((d) => d.startsWith('proxy_pass ')));
    const caching = locations.filter((l) => l.directives.some((d) => d.startsWith('proxy_cache ')));
    assert.deepEqual(
      caching.map((l) => l.match),
      ['/', '/uploads/'],
    );
    // Outside those two locations nothing turns the cache on (a server-level proxy_cache would reach /admin and /api).
    assert.equal([...conf.matchAll(/^\s*proxy_cache\s/gm)].length, caching.length, 'proxy_cache only inside the two locations');
    // Pages and bundles are kept exactly as long as the app's Cache-Control says (s-maxage, PAGE_S_MAXAGE): nothing in
    // location / sets a lifetime of its own or ignores the app's.
    for (const directive of caching.find((l) => l.match === '/')!.directives) {
      assert.ok(!/^proxy_cache_valid\s/.test(directive), `location /: ${directive}`);
      assert.ok(!/^proxy_ignore_headers .*\b(Cache-Control|Expires|X-Accel-Expires)\b/i.test(directive), `location /: ${directive}`);
    }
    const uncached = locations.filter((l) => !caching.includes(l)).map((l) => l.match);
    assert.deepEqual(uncached, ['/admin', '/api/', '~ ^/api/admin/(upload/single|upload/gallery/[0-9]+|media/upload)$']);
    for (const location of caching) {
      const has = (directive: string) => assert.ok(location.directives.includes(directive), `location ${location.match}: ${directive}`);
      has('proxy_cache_bypass $fruit_session;');
      has('proxy_cache_background_update on;');
      has('proxy_cache_lock on;');
      has('add_header X-Cache-Status $upstream_cache_status always;');
      const noCache = location.directives.find((d) => d.startsWith('proxy_no_cache '));
      assert.ok(noCache?.includes('$fruit_session') && noCache.includes('$upstream_http_set_cookie'), `${location.match}: ${noCache}`);
      const stale = location.directives.find((d) => d.startsWith('proxy_cache_use_stale ')) ?? '';
      // Pages go stale only for the app's stale-while-revalidate, which ends with the India month (page-cache.ts):
      // "updating" would serve a stale page with no time limit. Uploads have no month.
      assert.equal(stale.includes('updating'), location.match === '/uploads/', `${location.match}: ${stale}`);
      // The maintenance page is a 503: a stale page must never hide it.
      assert.ok(!stale.includes('http_503'), `${location.match}: ${stale}`);
      for (const d of location.directives) {
        assert.ok(!/^proxy_ignore_headers .*Set-Cookie/i.test(d), `${location.match}: ${d}`);
        assert.ok(!/^proxy_hide_header /i.test(d), `${location.match}: the app's headers pass unchanged (${d})`);
      }
    }
  });

  test("nginx-cache.conf: the session cookie it looks for is the app's, by both its names", () => {
    const session = readFileSync(path.join(ROOT, 'src/server/middleware/session.ts'), 'utf8');
    const names = /sessionCookieName = \(secure: boolean\) => \(secure \? '([^']+)' : '([^']+)'\)/.exec(session)?.slice(1);
    assert.deepEqual(names, ['__Host-sid', 'sid']);
    const map = /map \$http_cookie \$fruit_session \{\s*default 0;\s*"~([^"]+)" 1;\s*\}/.exec(read('nginx-cache.conf'));
    assert.ok(map, 'map $http_cookie $fruit_session { default 0; "~<regex>" 1; }');
    const loggedIn = new RegExp(map[1]!);
    for (const name of names!) {
      for (const cookie of [`${name}=abc`, `theme=dark; ${name}=abc`, `theme=dark;${name}=abc; ${name}.sig=x`]) {
        assert.ok(loggedIn.test(cookie), cookie);
      }
    }
    for (const cookie of ['theme=dark', 'notsid=1', 'sidebar=open', '__Host-sidebar=1', 'x=sid=1']) {
      assert.ok(!loggedIn.test(cookie), cookie);
    }
  });

  test('nginx: every location that proxies sets the same headers, replacing what the client sent (X-Forwarded-Host too)', () => {
    const locations = nginxLocations(read('nginx.conf')).filter((l) => l.directives.some((d) => d.startsWith('proxy_pass ')));
    const proxying = (l: NginxLocation) => l.directives.filter((d) => d.startsWith('proxy_'));
    // The cache file's locations forward alike too; what they add for the cache (Accept, Accept-Encoding) is theirs.
    const forwarding = (l: NginxLocation) =>
      l.directives.filter((d) => /^proxy_(pass|http_version|set_header (Connection|Host|X-Forwarded-\S+)) /.test(d));
    const cacheLocations = nginxLocations(read('nginx-cache.conf')).filter((l) => l.directives.some((d) => d.startsWith('proxy_pass ')));
    for (const location of cacheLocations) {
      assert.deepEqual(forwarding(location), forwarding(locations[0]!), `nginx-cache.conf location ${location.match}`);
    }
    for (const location of locations) {
      const headers = proxying(location);
      for (const line of [
        'proxy_set_header Host $host;',
        'proxy_set_header X-Forwarded-For $remote_addr;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
        'proxy_set_header X-Forwarded-Host $host;',
      ]) {
        assert.ok(headers.includes(line), `location ${location.match}: ${line}`);
      }
      assert.deepEqual(headers, proxying(locations[0]!), `location ${location.match} proxies as location ${locations[0]!.match} does`);
    }
    assert.equal(locations.length, 2, 'location / and the upload routes');
  });

  test('both nginx files limit the public forms’ posts per address (F21), in every language, and nothing else', () => {
    for (const file of NGINX_SITES) {
      const conf = read(file);
      const map = /map "\$request_method:\$uri" \$fruit_form_post \{\n\s*"~(\^POST:[^"]*)" \$binary_remote_addr;\n\s*default "";\n\}/.exec(
        conf,
      );
      assert.ok(map, `${file}: the form-post map`);
      const limited = new RegExp(map[1]!);
      const forms = ['/contact', '/products/alphonso-mangoes/quote'];
      for (const path of ['/api/contact', '/api/quote', ...forms, ...['hi', 'mr', 'ar'].flatMap((l) => forms.map((f) => `/${l}${f}`))]) {
        assert.match(`POST:${path}`, limited, `${file}: ${path}`);
      }
      for (const other of [
        'POST:/api/auth/login',
        'POST:/en/contact',
        'POST:/hi/api/contact',
        'GET:/contact',
        'POST:/contact/x',
        'POST:/products/x/quote/y',
      ]) {
        assert.doesNotMatch(other, limited, `${file}: ${other}`);
      }
      assert.match(conf, /^limit_req_zone \$fruit_form_post zone=fruit_forms:10m rate=10r\/m;$/m, file);
      // Set once, in the site's HTTPS server: every location inherits it.
      assert.equal([...conf.matchAll(/^\s*limit_req zone=fruit_forms burst=10 nodelay;$/gm)].length, 1, file);
      assert.match(conf, /^\s*limit_req_status 429;$/m, file);
    }
  });

  test('both proxies: request bodies of 1 MB, 60 MB on exactly the three upload routes of the app', () => {
    // The app's upload routes (every route that parses multipart), with a folder id filled in.
    const routes = readFileSync(path.join(ROOT, 'src/server/modules/uploads/uploads.routes.ts'), 'utf8');
    const uploadPaths = [...routes.matchAll(/\.post\(\s*'([^']+)',\s*multipart\(/g)].map((m) => m[1]!.replace(/:\w+/g, '42'));
    assert.deepEqual(uploadPaths, ['/api/admin/upload/single', '/api/admin/upload/gallery/42', '/api/admin/media/upload']);
    const others = [
      '/api/contact',
      '/api/auth/login',
      '/api/admin/categories',
      '/api/admin/upload/gallery/',
      '/api/admin/upload/gallery/x',
      '/api/admin/upload/gallery/1/2',
      '/api/admin/upload/single/',
      '/api/admin/upload/singlex',
      '/api/admin/media',
      '/x/api/admin/media/upload',
      '/api/admin/media/upload/x',
      '/',
    ];
    const matchesExactlyUploads = (pattern: string, where: string) => {
      const re = new RegExp(pattern);
      for (const p of [...uploadPaths, '/api/admin/upload/gallery/1', '/api/admin/upload/gallery/123456'])
        assert.ok(re.test(p), `${where}: ${pattern} must match ${p}`);
      for (const p of others) assert.ok(!re.test(p), `${where}: ${pattern} must not match ${p}`);
    };

    // nginx (both site files): 1m for the server, 60m only in the location of the upload routes.
    for (const file of NGINX_SITES) {
      const nginx = read(file);
      const sizes = [...nginx.matchAll(/^\s*client_max_body_size\s+(\S+);/gm)].map((m) => m[1]);
      assert.deepEqual(sizes, ['1m', '60m'], `${file}: client_max_body_size: 1m at server level, 60m once`);
      const uploads = nginxLocations(nginx).filter((l) => l.directives.includes('client_max_body_size 60m;'));
      assert.equal(uploads.length, 1);
      const regex = /^~\s+(\S+)$/.exec(uploads[0]!.match)?.[1];
      assert.ok(regex, `${file}: the upload location is a case-sensitive regex location: ${uploads[0]!.match}`);
      matchesExactlyUploads(regex, file);
      assert.ok(
        !nginxLocations(nginx).some((l) => l.directives.includes('client_max_body_size 1m;')),
        `${file}: client_max_body_size 1m is set for the server, not in a location`,
      );
    }

    // Caddy: request_body with a named matcher for each, and an immediate 413 for a Content-Length over the limit.
    const caddy = read('Caddyfile');
    const named = (name: string) => new RegExp(`^\\s*@${name} (not )?path_regexp (\\S+)$`, 'm').exec(caddy);
    const [uploadsMatcher, otherMatcher] = [named('uploads'), named('other')];
    assert.ok(
      uploadsMatcher && !uploadsMatcher[1] && otherMatcher?.[1] === 'not ',
      '@uploads path_regexp ... and @other not path_regexp ...',
    );
    assert.equal(otherMatcher[2], uploadsMatcher[2], '@other is exactly everything @uploads is not');
    matchesExactlyUploads(uploadsMatcher[2]!, 'Caddy');
    const bodies = [...caddy.matchAll(/request_body(.*)\{\s*max_size (\S+)\s*\}/g)].map((m) => [m[1]!.trim(), m[2]]);
    assert.deepEqual(bodies, [
      ['@uploads', '60MB'],
      ['@other', '1MB'],
    ]);
    const tooLarge = [...caddy.matchAll(/@(\w+_too_large) \{\s*(not )?path_regexp (\S+)\s+expression .*\) > (\d+)`/g)].map((m) => [
      m[1],
      m[2] ?? '',
      m[3],
      m[4],
    ]);
    assert.deepEqual(tooLarge, [
      ['uploads_too_large', '', uploadsMatcher[2], '60000000'],
      ['other_too_large', 'not ', uploadsMatcher[2], '1000000'],
    ]);
    for (const [name] of tooLarge) assert.match(caddy, new RegExp(`^\\s*respond @${name} 413$`, 'm'));
  });

  test('the off-site copy reads the backups through a read-only forced command, never a root rsync', () => {
    const guide = read('README.md');
    assert.doesNotMatch(guide, /NOPASSWD|--rsync-path|sudo rsync/, 'no passwordless root rsync (its -e runs any command)');
    assert.match(
      guide,
      /'restrict,command="\/usr\/bin\/rrsync -ro \/var\/lib\/fruit-site\/backups" ssh-ed25519 AAAA\.\.\. [^']*' \| sudo tee \/home\/fruit-backup\/\.ssh\/authorized_keys/,
    );
    assert.match(guide, /^rsync -aH --exclude '\.tmp-\*' -e 'ssh -i [^']+' fruit-backup@server: \S+\/$/m);
    assert.match(guide, /useradd --system [^\n]*--shell \/bin\/sh fruit-backup/);
    // The group that reads the backups is given to the new ones by the backup unit (the site writes them for fruit alone, 0750/0640).
    assert.deepEqual(unitValues(read('fruit-site-backup.service'), 'ExecStartPost'), [
      '/usr/bin/chmod -R g+rX /var/lib/fruit-site/backups',
    ]);
    assert.match(guide, /setfacl -d -m g:fruit-backup:rX,g::---,o::--- \/var\/lib\/fruit-site\/backups/);
  });

  test('systemd-analyze verify accepts the units', async (t) => {
    const analyze = tool(t, 'systemd-analyze');
    if (!analyze) return;
    const dir = path.join(scratch, 'units');
    rmSync(dir, { recursive: true, force: true });
    await run('mkdir', ['-p', dir]);
    for (const unit of ['fruit-site.service', 'fruit-site-backup.service', 'fruit-site-backup.timer']) {
      // verify checks that ExecStart's binary exists: point at this machine's node if it lives elsewhere.
      const text = read(unit).replaceAll('/usr/bin/node', existsSync('/usr/bin/node') ? '/usr/bin/node' : process.execPath);
      writeFileSync(path.join(dir, unit), text);
    }
    const units = ['fruit-site.service', 'fruit-site-backup.service', 'fruit-site-backup.timer'].map((u) => path.join(dir, u));
    const { stderr } = await run(analyze, ['verify', ...units], { env: { ...process.env, SYSTEMD_LOG_LEVEL: 'warning' } });
    const ours = stderr.split('\n').filter((line) => line.includes(dir) || /fruit-site/.test(line));
    assert.deepEqual(ours, [], stderr);
  });

  test('caddy validate accepts the Caddyfile', async (t) => {
    const caddy = tool(t, 'caddy');
    if (!caddy) return;
    const home = path.join(scratch, 'caddy-home');
    // Same file, with the log written to the scratch folder instead of /var/log/caddy.
    const file = path.join(scratch, 'Caddyfile');
    writeFileSync(file, read('Caddyfile').replace('/var/log/caddy/fruit-site.log', path.join(scratch, 'caddy.log')));
    const { stdout, stderr } = await run(caddy, ['validate', '--config', file, '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: home, XDG_DATA_HOME: path.join(home, 'data'), XDG_CONFIG_HOME: path.join(home, 'config') },
    });
    assert.match(stdout + stderr, /Valid configuration/);
  });

  test('nginx -t accepts both site files', async (t) => {
    const nginx = tool(t, 'nginx');
    const openssl = tool(t, 'openssl');
    if (!nginx || !openssl) return;
    const dir = path.join(scratch, 'nginx');
    await run('mkdir', ['-p', dir]);
    // A throwaway certificate in place of certbot's.
    const certs = await makeTestCertificates(dir, '127.0.0.1');
    for (const file of NGINX_SITES) {
      // The cache's folder in the scratch folder too (nginx -t creates it).
      const site = read(file)
        .replaceAll('/etc/letsencrypt/live/www.example.in/fullchain.pem', certs.cert)
        .replaceAll('/etc/letsencrypt/live/www.example.in/privkey.pem', certs.key)
        .replaceAll('/var/cache/nginx/fruit-site', path.join(dir, 'cache'));
      writeFileSync(path.join(dir, 'site.conf'), site);
      // The main configuration of the loopback runs, every temporary folder inside dir (Debian's /var/lib/nginx may
      // not exist here).
      writeFileSync(path.join(dir, 'nginx.conf'), loopbackNginxConf(dir, `  include ${dir}/site.conf;`));
      const { stderr } = await run(nginx, ['-t', '-q', '-e', path.join(dir, 'error.log'), '-p', dir, '-c', path.join(dir, 'nginx.conf')]);
      assert.doesNotMatch(stderr, /\[emerg\]|\[error\]|\[warn\]/, `${file}: ${stderr}`);
    }
  });
});
