// npm run backup -- [DEST] [--keep N]      (on a server: node dist/cli/backup.js, see src/deploy/README.md)
// Makes DEST/backup-<UTC time>/ with app.db (a consistent snapshot taken while the site keeps serving),
// the uploads it refers to and manifest.json. DEST defaults to DATA_DIR/backups, where the newest 14 are kept.
import { createBackup, DEFAULT_KEEP } from '../backup/create-backup';
import { packageVersion } from '../backup/package-version';
import { commandLine, usageError } from '../command-line';
import { loadConfig } from '../config';

const USAGE = 'Usage: npm run backup -- [DEST] [--keep N]';

function readArgs(): { dest?: string; keep?: number } {
  const { values, positionals } = commandLine({ options: { keep: { type: 'string' } }, allowPositionals: true }, USAGE);
  if (positionals.length > 1) usageError(`One destination folder at most, not ${positionals.length}`, USAGE);
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1))
    usageError('--keep needs a whole number of backups to keep (1 or more)', USAGE);
  return { ...(positionals[0] ? { dest: positionals[0] } : {}), ...(keep ? { keep } : {}) };
}

async function main() {
  const args = readArgs();
  const config = loadConfig(process.env);
  // Only the default folder is pruned unless --keep is given: an operator's own folder is theirs.
  const keep = args.keep ?? (args.dest ? undefined : DEFAULT_KEEP);
  const started = performance.now();
  const result = await createBackup({
    dataDir: config.dataDir,
    ...(args.dest ? { dest: args.dest } : {}),
    ...(keep ? { keep } : {}),
    version: packageVersion(import.meta.url),
  });
  const { manifest } = result;
  console.log(`Backup written to ${result.folder} in ${Math.round(performance.now() - started)} ms`);
  console.log(
    `  database ${manifest.database.bytes} bytes (schema v${manifest.schemaVersion}, sha256 ${manifest.database.sha256.slice(0, 16)}…), ` +
      `${manifest.uploads.count} upload(s) ${manifest.uploads.bytes} bytes` +
      (manifest.uploads.linkedFromPrevious
        ? ` (${manifest.uploads.linkedFromPrevious} unchanged, hard-linked to the previous backup)`
        : ''),
  );
  console.log(
    `  rows: ${Object.entries(manifest.counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  if (result.pruned.length) console.log(`  removed ${result.pruned.length} older backup(s): ${result.pruned.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
