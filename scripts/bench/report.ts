import type { ScriptSize } from './reader-js';

/** A figure the issue sets a target for: printed with PASS or MISS, never asserted. */
export interface TargetRow {
  readonly figure: string;
  readonly value: string;
  readonly target: string;
  /** null: no figure (e.g. PostgreSQL or Chromium not on this machine). */
  readonly pass: boolean | null;
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export function printScripts(title: string, scripts: readonly ScriptSize[], origin: string): void {
  console.log(`\n${title}`);
  console.log(`  ${'file'.padEnd(56)} ${'raw'.padStart(10)} ${'gzip -9'.padStart(10)} ${'served'.padStart(10)}  encoding`);
  for (const s of scripts) {
    const name = s.url.startsWith(origin) ? s.url.slice(origin.length) : s.url;
    console.log(`  ${name.padEnd(56)} ${kib(s.rawBytes).padStart(10)} ${kib(s.gzip9Bytes).padStart(10)} ${kib(s.servedBytes).padStart(10)}  ${s.servedEncoding}`);
  }
  const sum = (pick: (s: ScriptSize) => number) => scripts.reduce((n, s) => n + pick(s), 0);
  console.log(`  ${`total (${scripts.length} files)`.padEnd(56)} ${kib(sum((s) => s.rawBytes)).padStart(10)} ${kib(sum((s) => s.gzip9Bytes)).padStart(10)} ${kib(sum((s) => s.servedBytes)).padStart(10)}`);
}

export function printTargets(rows: readonly TargetRow[]): void {
  console.log('\nTargets (issue 4; KB = 1024 bytes)');
  console.log(`  ${'figure'.padEnd(58)} ${'value'.padStart(12)} ${'target'.padStart(10)}  result`);
  for (const row of rows) {
    const result = row.pass === null ? 'n/a' : row.pass ? 'PASS' : 'MISS';
    console.log(`  ${row.figure.padEnd(58)} ${row.value.padStart(12)} ${row.target.padStart(10)}  ${result}`);
  }
}
