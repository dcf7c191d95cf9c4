// The only entry that reads the environment, listens and shuts down; boot() opens and prepares everything else.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { boot } from './boot';
import { configWarnings, loadConfig } from './config';
import { createLogger, errorFields } from './log';
import type { Deps } from './routes-context';

const root = fileURLToPath(new URL('..', import.meta.url));
const version = (JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string }).version;

async function main() {
  const config = loadConfig(process.env, version);
  const logger = createLogger(true);
  for (const warning of configWarnings(config)) logger.error('config_warning', { warning });
  const { handler, deps, db, schemaVersion, admin } = await boot({
    config,
    logger,
    staticDir: `${root}/static`,
    starterArtDir: `${root}/src/server/db/starter/art`,
    starterImagesDir: `${root}/dist/starter-images`,
  });

  const server: Server = createServer(handler);
  server.headersTimeout = 20_000;
  // Ten minutes for a whole request: the owner may upload 10 photos of 5 MB over mobile data.
  server.requestTimeout = 10 * 60_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`\n  Mumbai Fruit Trading Co. website is running (schema v${schemaVersion}, data in ${config.dataDir})`);
  console.log(`  Site:  http://${shownHost}:${port}/`);
  console.log(`  Admin: http://${shownHost}:${port}/admin/login`);
  if (admin.created && admin.generatedPassword) {
    console.log(`\n  An admin account was created. Username: ${admin.username}  Password: ${admin.generatedPassword}`);
    console.log('  This password is shown only once. Change it with `npm run admin:password`.\n');
  } else if (admin.created) {
    console.log(`\n  Admin account "${admin.username}" created from ADMIN_USERNAME / ADMIN_PASSWORD.\n`);
  }

  const hourly = setInterval(() => {
    deps.sessions.purgeExpired();
    deps.rateLimits.purgeOlderThan(24 * 60 * 60_000);
    void deps.store.sweepTmp(60 * 60_000).catch((error: unknown) => logger.error('tmp_sweep_failed', errorFields(error)));
    // The trash keeps a deleted item 30 days, the history each record's revisions 180 days (src/decisions/history.md).
    void purgeHistory(deps).catch((error: unknown) => logger.error('history_purge_failed', errorFields(error)));
  }, 60 * 60_000);
  hourly.unref();

  // SIGTERM: stop taking connections, let in-flight requests finish (10 s at most), close the database cleanly.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutdown', { signal });
    clearInterval(hourly);
    let forced = false;
    const force = setTimeout(() => {
      forced = true;
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(() => {
      db.close();
      logger.info('stopped', { forced });
      process.exit(0);
    });
    // A keep-alive connection whose request finishes while draining goes idle: close it then, rather than
    // after its keep-alive timeout, so the process exits as soon as the last in-flight reply is sent.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('unhandledRejection', (error) => {
    logger.error('unhandled_rejection', errorFields(error));
    process.exit(1);
  });
  process.on('uncaughtException', (error) => {
    logger.error('uncaught_exception', errorFields(error));
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/** The trash's entries past their 30 days leave it, with the files only they held; old revisions are pruned. */
async function purgeHistory(deps: Pick<Deps, 'history' | 'store'>): Promise<void> {
  for (const file of deps.history.purge()) await deps.store.remove(file);
  deps.history.prune();
}
