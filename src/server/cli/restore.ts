// npm run restore -- <BACKUP_FOLDER> [--check] [--with-credentials]      (on a server: node dist/cli/restore.js, see src/deploy/README.md)
// Checks the backup (integrity_check, foreign_key_check, every referenced upload present); with --check
// it stops there. Otherwise, with the site stopped, it replaces DATA_DIR/app.db and DATA_DIR/uploads,
// keeping the previous ones in DATA_DIR/pre-restore-<time>/. The restored database keeps the CURRENT admin login
// (password, trusted devices) unless --with-credentials is given, and never any session.
import path from 'node:path';
import { restoreBackup } from '../backup/restore-backup';
import { verifyBackup } from '../backup/verify-backup';
import { commandLine, usageError } from '../command-line';
import { loadConfig } from '../config';

const USAGE = 'Usage: npm run restore -- <backup folder> [--check] [--with-credentials]';

async function main() {
  const { values, positionals } = commandLine(
    {
      options: { check: { type: 'boolean', default: false }, 'with-credentials': { type: 'boolean', default: false } },
      allowPositionals: true,
    },
    USAGE,
  );
  const [folder, ...more] = positionals;
  if (!folder || more.length) usageError(`One backup folder, not ${positionals.length}`, USAGE);
  const { check: checkOnly, 'with-credentials': withCredentials } = values;
  const backupDir = path.resolve(folder);
  if (checkOnly) {
    const result = await verifyBackup(backupDir);
    if (!result.ok) throw new Error(`The backup failed its check:\n- ${result.problems.join('\n- ')}`);
    console.log(`Backup ${backupDir} passed its check (made ${result.manifest?.createdAt}, version ${result.manifest?.version}).`);
    return;
  }
  const config = loadConfig(process.env);
  const result = await restoreBackup({ backupDir, dataDir: config.dataDir, withCredentials });
  const { credentials } = result;
  console.log(`Restored the backup made ${result.manifest.createdAt} into ${config.dataDir}.`);
  if (result.previous) console.log(`  The data it replaced is kept in ${result.previous}`);
  if (credentials.source === 'current') {
    console.log('  Credentials: kept the current admin login; all sessions ended.');
  } else if (withCredentials) {
    console.log("  Credentials: took the backup's admin login (--with-credentials); all sessions ended.");
  } else {
    console.log("  Credentials: took the backup's admin login; all sessions ended.");
  }
  if (credentials.warning) {
    console.warn(
      `  WARNING: ${credentials.warning}, so the backup's admin login was taken: the password in force is the one the backup holds. ` +
        'If it may be known to someone else, set a new one now: npm run admin:password (on a server: node dist/cli/admin-password.js).',
    );
  }
  if (credentials.trustedDevicesDropped) {
    console.log(
      `  The backup predates trusted devices: the current ${credentials.trustedDevicesDropped} are not carried over (those browsers log in as new ones).`,
    );
  }
  console.log('  Start the site again (sudo systemctl start fruit-site); migrations run at start.');
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
