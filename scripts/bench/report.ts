import type { ScriptSize } from './reader-js';

/** A figure the issue sets a target for: printed with PASS or MISS, never asserted. */
export interface TargetRow {
  readonly figure: string;
  readonly value: string;
  readonly target: string;
  /** null: no target, or no figure (e.g. PostgreSQL or Chromium not on this machine: `note` says why). */
  readonly pass: boolean | null;
  /** The reason a figure is missing, or a remark printed after the result. */
  readonly note?: string;
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The value at fraction `p` of ascending `sorted` timings (nearest rank). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

export function printScripts(title: string, scripts: readonly ScriptSize[], origin: string): void {
  console.log(`\n${title}`);
  console.log(
    `  ${'file'.padEnd(56)} ${'raw'.padStart(10)} ${'gzip -9'.padStart(10)} ${'served'.padStart(10)}  encoding`,
  );
  for (const s of scripts) {
    const name = s.url.startsWith(origin) ? s.url.slice(origin.length) : s.url;
    console.log(
      `  ${name.padEnd(56)} ${kib(s.rawBytes).padStart(10)} ${kib(s.gzip9Bytes).padStart(10)} ${kib(s.servedBytes).padStart(10)}  ${s.servedEncoding}`,
    );
  }
  const sum = (pick: (s: ScriptSize) => number) => scripts.reduce((n, s) => n + pick(s), 0);
  console.log(
    `  ${`total (${scripts.length} files)`.padEnd(56)} ${kib(sum((s) => s.rawBytes)).padStart(10)} ${kib(sum((s) => s.gzip9Bytes)).padStart(10)} ${kib(sum((s) => s.servedBytes)).padStart(10)}`,
  );
}

export function printTargets(rows: readonly TargetRow[]): void {
  console.log('\nTargets (KB = 1024 bytes; printed, never asserted)');
  console.log(`  ${'figure'.padEnd(62)} ${'value'.padStart(16)} ${'target'.padStart(10)}  result`);
  for (const row of rows) {
    const result = row.pass !== null ? (row.pass ? 'PASS' : 'MISS') : row.value === '—' ? 'skipped' : '—';
    const note = row.note ? (row.value === '—' ? `: ${row.note}` : `  (${row.note})`) : '';
    console.log(`  ${row.figure.padEnd(62)} ${row.value.padStart(16)} ${row.target.padStart(10)}  ${result}${note}`);
  }
}
