// The deployment guide, followed end to end on this machine by rehearse.ts: service as its own user, Caddy and
// nginx in front with HTTPS on loopback, backup and its off-site copy over SSH, upgrade, restore, logs. Needs root,
// the proxies, sshd, rsync and setfacl; .ci/run installs them and sets FRUIT_CI_TOOLS=required, so in CI a missing
// tool fails instead of skipping.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { ROOT } from '../harness/root';
import { missingTools, toolsRequired } from './tools';

const run = promisify(execFile);

test('the VPS guide, followed on this machine: every step passes through Caddy and nginx', { timeout: 820_000 }, async (t) => {
  const missing = missingTools([
    'caddy',
    'nginx',
    'openssl',
    'git',
    'setpriv',
    'useradd',
    'systemd-analyze',
    'sshd',
    'ssh',
    'ssh-keygen',
    'rsync',
    'rrsync',
    'setfacl',
    'getfacl',
  ]);
  // rrsync is a Python script run as #!/usr/bin/python3.
  if (!existsSync('/usr/bin/python3')) missing.push('/usr/bin/python3');
  if (process.getuid?.() !== 0) missing.push('root');
  if (missing.length) {
    if (toolsRequired()) assert.fail(`missing in CI: ${missing.join(', ')}`);
    return t.skip(`needs ${missing.join(', ')}`);
  }
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'src/tooling/rehearsal/rehearse.ts'), '--reuse-node-modules', '--reuse-build', '--proxy', 'both'],
    {
      cwd: ROOT,
      maxBuffer: 4 * 1024 * 1024,
      // A bound, not a wait: about 70 s alone, 200 s beside the rest of npm test; a second checkout's npm test on
      // the same machine makes this one wait its turn for the rehearsal lock (one-at-a-time.ts) first.
      timeout: 800_000,
    },
  ).catch((error: { stdout?: string; stderr?: string; message: string }) =>
    assert.fail(`${error.stdout ?? ''}\n${error.stderr ?? error.message}`),
  );
  // npm test has just built this checkout; the rehearsal copies that build unless the sources differ from HEAD.
  assert.match(stdout, /build copied from the checkout \(--reuse-build\)|--reuse-build: .+, so fruit builds/);
  for (const step of ['1.', '2.', '3.', '4.', '5.', '6.', '7.', '8.', '9.'])
    assert.match(stdout, new RegExp(`\\d+ s  ${step.replace('.', '\\.')} `), `step ${step}`);
  assert.match(
    stdout,
    /caddy https:\/\/127\.0\.0\.6: http -> https 308; .*X-Forwarded-Host: evil\.example ignored.*2 MB to \/api\/contact and \/api\/auth\/login: 413 from the proxy.*walkthrough: 8 steps/,
  );
  assert.match(
    stdout,
    /what the app is given \(a stand-in on port \d+\): caddy and nginx replace a forged X-Forwarded-Host \(evil\.example\), -Proto and -For with their own/,
  );
  assert.match(stdout, /pull: rsync -aH as fruit-backup: 2 backups, \d+ files byte-identical, [1-9]\d* hard links kept/);
  assert.match(
    stdout,
    /refused, nothing run or written: push; .*ssh sh -c id; .*--rsync-path='sh -c id'; .*stdio forwarding to the app; paths outside the folder; --remove-source-files removed nothing/,
  );
  assert.equal(
    (stdout.match(/nginx https:\/\/127\.0\.0\.8: http -> https 301; .*walkthrough: 8 steps/g) ?? []).length,
    2,
    'nginx before and after the restore',
  );
  assert.match(stdout, /done: every step of the guide that this machine can run passed/);
  t.diagnostic(stdout);
});

test('the rehearsal and its proxy check refuse a wrong command line with exit code 2 and their usage, before any work', async () => {
  const refused = async (script: string, args: string[], message: RegExp) => {
    const error = await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/tooling/rehearsal', script), ...args], {
      cwd: ROOT,
    }).then(
      () => assert.fail(`${script} ${args.join(' ')} ran`),
      (failure: { code?: number; stderr?: string }) => failure,
    );
    assert.equal(error.code, 2, `${script} ${args.join(' ')}: ${error.stderr}`);
    assert.match(error.stderr ?? '', message);
    assert.match(error.stderr ?? '', /\nusage: \S/);
  };
  await Promise.all([
    refused('rehearse.ts', ['--proxy', 'apache'], /^--proxy takes caddy, nginx, both \(got "apache"\)/),
    refused('rehearse.ts', ['--reuse'], /^unknown option --reuse\n/),
    refused('check-through-proxy.ts', ['https://127.0.0.8', 'owner', 'secret', '203.0.113.9'], /^5 arguments wanted, 4 given/),
    refused(
      'check-through-proxy.ts',
      ['http://127.0.0.8', 'owner', 'secret', '203.0.113.9', '127.0.0.9'],
      /^the origin must be https:\/\//,
    ),
  ]);
});
