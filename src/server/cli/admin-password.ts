// npm run admin:password -- [--username NAME] [--clear-throttle]      (on a server: node dist/cli/admin-password.js)
// Sets a new admin password (asked twice on a terminal, or read from the first line of standard input),
// ends every session, and clears the login throttle. Reads DATA_DIR like the server.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { commandLine } from '../command-line';
import { loadConfig } from '../config';
import { openData } from '../data-dir';
import { createAdminsRepo } from '../modules/auth/admins.repo';
import { hashPassword } from '../modules/auth/password';
import { passwordProblem } from '../modules/auth/password-strength';
import { createTrustedDevicesRepo } from '../modules/auth/trusted-devices.repo';
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

async function main() {
  const args = commandLine(
    { options: { username: { type: 'string' }, 'clear-throttle': { type: 'boolean', default: false } } },
    'Usage: npm run admin:password -- [--username NAME] [--clear-throttle]',
  ).values;
  const config = loadConfig();
  const { db } = openData(config.dataDir);
  const limits = createRateLimitsRepo(db);
  if (args['clear-throttle']) {
    console.log(`Login throttle cleared (${limits.clearAll()} entries).`);
    db.close();
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
  // New credentials end every session (the running server also refuses any made with the old ones) and, as this
  // is the way back after a compromise, no browser keeps its trusted-device standing.
  const ended = createSessionsRepo(db).destroyAllExcept();
  const forgotten = createTrustedDevicesRepo(db).forgetAll();
  limits.clearAll();
  db.close();
  console.log(
    `Password set for admin "${username}". ${ended} session(s) ended; the login throttle was cleared; ${forgotten} trusted browser(s) forgotten.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
