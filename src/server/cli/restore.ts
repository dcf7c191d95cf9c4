// npm run restore -- <BACKUP_FOLDER> [--check]      (on a server: node dist/cli/restore.js, see src/deploy/README.md)
// Checks the backup (integrity_check, foreign_key_check, every referenced upload present); with --check
// it stops there. Otherwise, with the site stopped, it replaces DATA_DIR/app.db and DATA_DIR/uploads,
// keeping the previous ones in DATA_DIR/pre-restore-<time>/.
import path from 'node:path';
import { restoreBackup } from '../backup/restore-backup';
import { verifyBackup } from '../backup/verify-backup';
import { loadConfig } from '../config';

async function main() {
  const args = process.argv.slice(2);
  const checkOnly = args.includes('--check');
  const folders = args.filter((a) => !a.startsWith('-'));
  if (folders.length !== 1 || args.some((a) => a.startsWith('-') && a !== '--check')) {
    throw new Error('Usage: npm run restore -- <backup folder> [--check]');
  }
  const backupDir = path.resolve(folders[0]!);
  if (checkOnly) {
    const result = await verifyBackup(backupDir);
    if (!result.ok) throw new Error(`The backup failed its check:\n- ${result.problems.join('\n- ')}`);
    console.log(`Backup ${backupDir} passed its check (made ${result.manifest?.createdAt}, version ${result.manifest?.version}).`);
    return;
  }
  const config = loadConfig(process.env);
  const result = await restoreBackup({ backupDir, dataDir: config.dataDir });
  console.log(`Restored the backup made ${result.manifest.createdAt} into ${config.dataDir}.`);
  if (result.previous) console.log(`  The data it replaced is kept in ${result.previous}`);
  console.log('  Start the site again (sudo systemctl start fruit-site); migrations run at start.');
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
