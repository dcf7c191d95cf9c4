// The one start-up sequence, shared by the server (main.ts) and the test app, so neither copies the other or
// skips a step. It begins with openData() (data-dir.ts), where the command-line tools begin too: open and migrate
// the database; then make the admin on a first start, build the app, sweep interrupted uploads, backfill image
// variants, seed the starter content and purge expired sessions.
import { mkdirSync } from 'node:fs';
import { type AppOptions, createApp } from './app';
import type { Config } from './config';
import { dataPaths, loadSecret, openData } from './data-dir';
import { seedStarterContent } from './db/seed';
import type { Logger } from './log';
import { type AdminsRepo, createAdminsRepo } from './modules/auth/admins.repo';
import { type BootstrapResult, bootstrapAdmin } from './modules/auth/bootstrap-admin';
import type { Deps } from './routes-context';

export type BootOptions = Omit<AppOptions, 'db' | 'secret'> & {
  /** The session-signing secret; by default SESSION_SECRET, else DATA_DIR/secret (made on the first start). */
  secret?: string;
  /** The starter artwork, seeded when `config.seedDemo` is on and the catalogue is empty. */
  starterArtDir: string;
  /** The starter artwork already through the image pipeline (dist/starter-images/, made by the build), if any. */
  starterImagesDir?: string;
  /** Makes the admin account when there is none; by default from ADMIN_USERNAME / ADMIN_PASSWORD or a random password. */
  createAdmin?: (admins: AdminsRepo, config: Config) => Promise<BootstrapResult>;
};

/** Everything a server does before it listens. The caller listens (main.ts) or serves tests. */
export async function boot(options: BootOptions) {
  const { config, logger } = options;
  const { db, schemaVersion } = openData(config.dataDir);
  // Where `npm run backup` writes by default: nothing for others (backups hold the whole site); the group bits are for the off-site puller's ACL.
  mkdirSync(dataPaths(config.dataDir).backups, { recursive: true, mode: 0o750 });
  const createAdmin = options.createAdmin ?? defaultAdmin;
  const admin = await createAdmin(createAdminsRepo(db), config);

  const built = createApp({ ...options, db, secret: options.secret ?? loadSecret(config.dataDir, config.sessionSecret) });
  const { deps } = built;
  await sweepUploads(deps, logger);
  const backfilled = await deps.mediaService.ensureVariants();
  if (backfilled) logger.info('image_variants_backfilled', { images: backfilled });
  if (config.seedDemo) {
    const seeded = await seedStarterContent(deps, options.starterArtDir, options.starterImagesDir);
    if (seeded) logger.info('seeded_starter_content', seeded);
  }
  deps.sessions.purgeExpired();
  return { ...built, db, schemaVersion, admin };
}

const defaultAdmin = (admins: AdminsRepo, config: Config) =>
  bootstrapAdmin(admins, { username: config.adminUsername, password: config.adminPassword }, config.scrypt);

/** The upload files the data holds: every media row's, and a deleted item's while the trash holds it (src/decisions/history.md). */
export const uploadsToKeep = (deps: Pick<Deps, 'media' | 'history'>): Set<string> =>
  new Set([...deps.media.filenames(), ...deps.history.trashedFilenames()]);

/** Interrupted writes and files without a row are cleared away; rows without a file are reported (UPL-7). */
async function sweepUploads(deps: Pick<Deps, 'store' | 'media' | 'history'>, logger: Logger) {
  await deps.store.ensureDirs();
  const swept = await deps.store.sweep(uploadsToKeep(deps));
  if (swept.temp || swept.orphans.length) logger.info('upload_sweep', { temp: swept.temp, orphans: swept.orphans });
  // Media rows whose file is gone (a restore without its uploads, a manual delete): logged, never silently dropped.
  if (swept.missing.length) logger.error('upload_files_missing', { count: swept.missing.length, files: swept.missing });
}
