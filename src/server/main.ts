// The only entry that reads the environment, opens the database, listens and shuts down.
import { mkdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { configWarnings, loadConfig } from './config';
import { dataPaths, ensureDataDir, loadSecret } from './data-dir';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { seedStarterContent } from './db/seed';
import { createLogger, errorFields } from './log';
import { createAdminsRepo } from './modules/auth/admins.repo';
import { bootstrapAdmin } from './modules/auth/bootstrap-admin';
import { createMediaRepo } from './modules/media/media.repo';
import { createUploadStore } from './modules/uploads/upload-store';

const root = fileURLToPath(new URL('..', import.meta.url));
const version = (JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string }).version;

async function main() {
  const config = loadConfig(process.env, version);
  const logger = createLogger(true);
  for (const warning of configWarnings(config)) logger.error('config_warning', { warning });
  ensureDataDir(config.dataDir);
  const paths = dataPaths(config.dataDir);
  // Where `npm run backup` writes by default: private to the service user (backups hold the whole site).
  mkdirSync(paths.backups, { recursive: true, mode: 0o700 });
  const db = openDatabase(paths.database);
  const schemaVersion = migrate(db);

  const admin = await bootstrapAdmin(
    createAdminsRepo(db),
    { username: config.adminUsername, password: config.adminPassword },
    config.scrypt,
  );
  const store = createUploadStore(config.dataDir);
  await store.ensureDirs();
  const swept = await store.sweep(createMediaRepo(db).filenames());
  if (swept.temp || swept.orphans.length) logger.info('upload_sweep', { temp: swept.temp, orphans: swept.orphans });
  // Media rows whose file is gone (a restore without its uploads, a manual delete): logged, never silently dropped.
  if (swept.missing.length) logger.error('upload_files_missing', { count: swept.missing.length, files: swept.missing });

  const { app, deps } = createApp({
    config,
    db,
    logger,
    secret: loadSecret(config.dataDir, config.sessionSecret),
    staticDir: `${root}/static`,
  });
  const backfilled = await deps.mediaService.ensureVariants();
  if (backfilled) logger.info('image_variants_backfilled', { images: backfilled });
  if (config.seedDemo) {
    const seeded = await seedStarterContent(deps, `${root}/src/server/db/starter/art`);
    if (seeded) logger.info('seeded_starter_content', seeded);
  }
  deps.sessions.purgeExpired();

  const server: Server = createServer(app.callback());
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
  }, 60 * 60_000);
  hourly.unref();

  // SIGTERM: stop taking connections, let in-flight requests finish (10 s at most), close the database cleanly.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutdown', { signal });
    clearInterval(hourly);
    const force = setTimeout(() => {
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(() => {
      db.close();
      logger.info('stopped', {});
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
