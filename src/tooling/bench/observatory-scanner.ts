// Mozilla's HTTP Observatory scanner, offline (SECURITY §2, HDR-3): installed once with --ignore-scripts into a
// scratch folder under the OS temp dir (never into this repo), with the empty HSTS preload list its CLI needs,
// and run against a host that serves HTTPS on 443 and HTTP on 80, trusting the given test CA.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const VERSION = '1.4.8';
const SCRATCH = path.join(os.tmpdir(), `fruit-observatory-${VERSION}`);
const PACKAGE_DIR = path.join(SCRATCH, 'node_modules/@mdn/mdn-http-observatory');

export type ScanResult = {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number; statusCode?: number; error?: string | null };
  tests: Record<string, { pass: boolean | null; result: string; scoreModifier: number; scoreDescription?: string }>;
};

export async function installScanner(): Promise<void> {
  if (!existsSync(path.join(PACKAGE_DIR, 'package.json'))) {
    console.log(`observatory: installing @mdn/mdn-http-observatory@${VERSION} into ${SCRATCH} (--ignore-scripts)`);
    await mkdir(SCRATCH, { recursive: true });
    await run('npm', ['init', '-y'], { cwd: SCRATCH });
    // Its postinstall downloads lists from the internet; skipped, and the one file the CLI reads is made below.
    await run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', `@mdn/mdn-http-observatory@${VERSION}`], { cwd: SCRATCH });
  }
  const preload = path.join(PACKAGE_DIR, 'conf/hsts-preload.json');
  if (!existsSync(preload)) await writeFile(preload, '{}\n');
}

/** Scans `host` (async, so servers in this process keep answering). Not bin/wrapper.js: it overwrites NODE_EXTRA_CA_CERTS. */
export async function scanHost(host: string, caFile: string): Promise<ScanResult> {
  await installScanner();
  const { stdout } = await run(process.execPath, [path.join(PACKAGE_DIR, 'src/scan.js'), host], {
    cwd: SCRATCH,
    env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as ScanResult;
  if (result.scan.error) throw new Error(`the scan failed: ${result.scan.error}`);
  return result;
}

export function describeScan(result: ScanResult): string[] {
  return [
    `Grade ${result.scan.grade}, score ${result.scan.score}, ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed`,
    ...Object.entries(result.tests).map(([name, test]) => {
      const modifier = `${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier}`;
      return `  ${test.pass ? 'pass' : 'FAIL'}  ${modifier.padStart(4)}  ${name.padEnd(32)} ${test.result}`;
    }),
  ];
}
