/**
 * `npm test`: everything, in the order that fails fastest — type-check, the layer rule, lint and format, then every
 * Vitest project (unit, ui, server, e2e) with ONE Firebase Auth emulator shared by the whole run.
 * The last line is the plain "N passed, N failed" summary CI reads.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startAuthEmulator, DEMO_PROJECT_ID } from './lib/emulator';
import { root } from './lib/spa-build';

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const run = (title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
  console.log(`\n▶ ${title}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
};

async function main(): Promise<number> {
  if (run('type-check (tsc)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']) !== 0)
    return summary(null, 'type-check failed');
  if (run('layer rule', bin('tsx'), ['scripts/check-layers.ts']) !== 0) return summary(null, 'layer rule broken');
  if (run('lint (ESLint, zero warnings)', bin('eslint'), ['.', '--max-warnings=0']) !== 0)
    return summary(null, 'lint failed');
  if (run('format (Prettier)', bin('prettier'), ['--check', '.', '--log-level', 'warn']) !== 0) {
    return summary(null, 'formatting differs: run npm run format');
  }

  console.log('\n▶ starting the Firebase Auth emulator (once for the whole run)');
  const emulator = await startAuthEmulator({ quiet: true });
  const reportFile = path.join(root, '.tmp', 'vitest-report.json');
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.rmSync(reportFile, { force: true });
  fs.rmSync(failureDir, { recursive: true, force: true });
  let status: number;
  try {
    status = run(
      'vitest (unit, ui, server, e2e)',
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...process.argv.slice(2)],
      {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
        GCLOUD_PROJECT: DEMO_PROJECT_ID,
      },
    );
  } finally {
    await emulator.stop();
  }
  printFailedAttempts();
  return summary(reportFile, status === 0 ? null : 'vitest failed', status);
}

/** End-to-end attempts that failed (tests/support/failure-log.ts), at the end where a CI log's tail shows them. */
const failureDir = path.join(root, '.tmp', 'e2e-failures');
function printFailedAttempts(): void {
  const files = fs.existsSync(failureDir) ? fs.readdirSync(failureDir).sort() : [];
  if (files.length === 0) return;
  const names = new Set(files);
  console.log(`\n▶ end-to-end attempts that failed: ${files.length}`);
  for (const file of files) {
    const passedOnRetry =
      file.endsWith('-attempt1.txt') && !names.has(file.replace(/-attempt1\.txt$/, '-attempt2.txt'));
    const lines = fs.readFileSync(path.join(failureDir, file), 'utf8').trimEnd().split('\n');
    const shown =
      lines.length > 120 ? [...lines.slice(0, 20), `… ${lines.length - 120} lines …`, ...lines.slice(-100)] : lines;
    console.log(`\n${passedOnRetry ? '[flaky: passed on its second attempt] ' : ''}${shown.join('\n')}`);
  }
}

function summary(reportFile: string | null, failure: string | null, status = 1): number {
  if (reportFile && fs.existsSync(reportFile)) {
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
    };
    console.log(
      `\n${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
    );
  } else {
    console.log(`\n0 passed, 1 failed`);
  }
  if (failure) console.error(failure);
  return failure ? Math.max(status, 1) : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
