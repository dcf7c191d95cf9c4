// npm run backup -- [DEST] [--keep N]      (on a server: node dist/cli/backup.js, see src/deploy/README.md)
// Makes DEST/backup-<UTC time>/ with app.db (a consistent snapshot taken while the site keeps serving),
// the uploads it refers to and manifest.json. DEST defaults to DATA_DIR/backups, where the newest 14 are kept.
import { createBackup, DEFAULT_KEEP } from '../backup/create-backup';
import { packageVersion } from '../backup/package-version';
import { loadConfig } from '../config';

function parseArgs(argv: string[]): { dest?: string; keep?: number } {
  const out: { dest?: string; keep?: number } = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--keep') {
      const keep = Number(argv[++i]);
      if (!Number.isInteger(keep) || keep < 1) throw new Error('--keep needs a whole number of backups to keep (1 or more)');
      out.keep = keep;
    } else if (arg.startsWith('-')) {
      throw new Error(`Unknown option ${arg}. Usage: npm run backup -- [DEST] [--keep N]`);
    } else {
      out.dest = arg;
    }
  }
  return out;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
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
