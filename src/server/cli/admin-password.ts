// npm run admin:password -- [--username NAME] [--forget-devices]   (on a server: node dist/cli/admin-password.js)
// npm run admin:password -- --enrol | --clear-throttle
// Sets a new admin password (asked twice on a terminal, or read from the first line of standard input), ends every
// session, and clears the login throttle. The browsers the owner signed in from before stay known (they are let in
// while strangers guess the password), unless --forget-devices is given: the way back after a compromise.
// --enrol prints a one-time link that makes the next browser to sign in with it a known one (SECURITY F22).
// Reads DATA_DIR like the server.
import { createHash, randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { commandLine, usageError } from '../command-line';
import { loadConfig } from '../config';
import { openData } from '../data-dir';
import { createAdminsRepo } from '../modules/auth/admins.repo';
import { hashPassword } from '../modules/auth/password';
import { passwordProblem } from '../modules/auth/password-strength';
import { createTrustedDevicesRepo, ENROLMENT_TTL_MS } from '../modules/auth/trusted-devices.repo';
import { createRateLimitsRepo } from '../modules/rate-limits/rate-limits.repo';
import { createSessionsRepo } from '../modules/sessions/sessions.repo';

async function ask(question: string, hidden: boolean): Promise<string> {
  // Readline echoes what is typed to its output: this one passes the question on and, while a password is typed,
  // nothing after it.
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: hidden });
  const answer = new Promise<string>((resolve) => rl.question(question, resolve));
  muted = hidden;
  const typed = await answer;
  rl.close();
  if (hidden) process.stdout.write('\n');
  return typed;
}

async function readStdinLine(): Promise<string> {
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

const USAGE =
  'Usage: npm run admin:password -- [--username NAME] [--forget-devices]\n       npm run admin:password -- --enrol | --clear-throttle';

async function main() {
  const args = commandLine(
    {
      options: {
        username: { type: 'string' },
        'forget-devices': { type: 'boolean', default: false },
        enrol: { type: 'boolean', default: false },
        'clear-throttle': { type: 'boolean', default: false },
      },
    },
    USAGE,
  ).values;
  const actions = [args.enrol, args['clear-throttle'], args['forget-devices'] || args.username !== undefined].filter(Boolean);
  if (actions.length > 1)
    usageError('Give one of: a new password (with --username or --forget-devices), --enrol, --clear-throttle.', USAGE);
  const config = loadConfig();
  const { db } = openData(config.dataDir);
  const limits = createRateLimitsRepo(db);
  const devices = createTrustedDevicesRepo(db);
  if (args['clear-throttle']) {
    console.log(`Login throttle cleared (${limits.clearAll()} entries).`);
    db.close();
    return;
  }
  if (args.enrol) {
    const admin = createAdminsRepo(db).first();
    if (!admin) throw new Error('There is no admin account yet: start the site once, or set a password first.');
    const token = randomBytes(32).toString('base64url');
    const expiresAt = devices.enrol(admin.id, createHash('sha256').update(token).digest('base64url'));
    db.close();
    const link = `${config.publicOrigin ?? '<your site>'}/admin/login?enrol=${token}`;
    console.log(
      `One-time sign-in link for a new browser, valid until ${new Date(expiresAt).toISOString()} (${ENROLMENT_TTL_MS / 3_600_000} hours):\n${link}\n` +
        `Open it in the browser to trust and sign in as "${admin.username}" with the password: that browser is then let in ` +
        'even while others are guessing the password. The link works once; a new one replaces it.',
    );
    return;
  }
  let password: string;
  if (process.stdin.isTTY) {
    password = await ask('New admin password: ', true);
    const again = await ask('Repeat it: ', true);
    if (again !== password) throw new Error('The two passwords differ. Nothing was changed.');
  } else {
    password = await readStdinLine();
  }
  const admins = createAdminsRepo(db);
  const existing = admins.first();
  const username = args.username ?? existing?.username ?? config.adminUsername ?? 'admin';
  const problem = passwordProblem(password, { username });
  if (problem) throw new Error(`${problem}. Nothing was changed.`);

  const hash = await hashPassword(password, config.scrypt);
  if (existing) admins.setCredentials(existing.id, username, hash);
  else admins.create(username, hash);
  // New credentials end every session (the running server also refuses any made with the old ones). The owner's
  // browsers stay known, so a reset during an attack still lets the owner in (F22); after a compromise,
  // --forget-devices takes that standing from every browser.
  const ended = createSessionsRepo(db).destroyAllExcept();
  const devicesNote = args['forget-devices']
    ? `${devices.forgetAll()} trusted browser(s) forgotten`
    : `${devices.count()} trusted browser(s) kept (--forget-devices forgets them)`;
  limits.clearAll();
  db.close();
  console.log(`Password set for admin "${username}". ${ended} session(s) ended; the login throttle was cleared; ${devicesNote}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
