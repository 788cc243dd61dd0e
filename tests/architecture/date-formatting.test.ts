import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every date a person reads goes through src/domain/time/date-formats.ts, so Thai dates never come out in two
 * calendars or two shapes again (spec §9 "Date formats"). This scan fails when a screen, the reader or the
 * server formats a date on its own.
 */
const root = path.resolve(__dirname, '../..');

const FORMATTING = [
  /\btoLocaleDateString\s*\(/,
  /\btoLocaleTimeString\s*\(/,
  /\bDate\([^)]*\)\s*\.toLocaleString\s*\(/,
  /\bIntl\.DateTimeFormat\b/,
  /\bIntl\.RelativeTimeFormat\b/,
  /(?:from\s+|import\s*\(?\s*)['"]dayjs(\/[^'"]*)?['"]/,
  /\bdayjs\s*\(/,
];

/** The formatter itself, and two rules that read a time zone's wall clock and never show what Intl writes. */
const ALLOWED = new Set([
  'src/domain/time/date-formats.ts',
  'src/domain/time/local-time.ts',
  'src/domain/places/pending-location.ts',
]);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** `file:line: text` of every line that formats a date by itself. */
export function formattingOutsideTheModule(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    if (ALLOWED.has(file)) continue;
    text.split('\n').forEach((line, index) => {
      if (FORMATTING.some((pattern) => pattern.test(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe('architecture: one date and time formatter', () => {
  it('no file in src/ or server/ formats a date outside src/domain/time/date-formats.ts', () => {
    const files = new Map(
      [...sources(path.join(root, 'src')), ...sources(path.join(root, 'server'))].map((file) => [
        path.relative(root, file).split(path.sep).join('/'),
        fs.readFileSync(file, 'utf8'),
      ]),
    );
    expect(files.size).toBeGreaterThan(100);
    expect(formattingOutsideTheModule(files)).toEqual([]);
  });

  it.each([
    ["new Intl.DateTimeFormat('th-TH', { dateStyle: 'long' }).format(ms)"],
    ['when.toLocaleDateString(lang)'],
    ['new Date(iso).toLocaleString()'],
    ["import dayjs from 'dayjs';"],
    ["import 'dayjs/locale/th';"],
    ['dayjs(value).format("DD/MM")'],
    ['new Intl.RelativeTimeFormat(lang)'],
  ])('catches a screen formatting by itself: %s', (line) => {
    const files = new Map([['src/ui/pages/some/page.tsx', `const a = 1;\n${line}\n`]]);
    expect(formattingOutsideTheModule(files)).toEqual([`src/ui/pages/some/page.tsx:2: ${line}`]);
  });

  it('leaves numbers and the formatter itself alone', () => {
    const files = new Map([
      ['src/ui/pages/a.tsx', "count.toLocaleString('th-TH')"],
      ['src/domain/time/date-formats.ts', "new Intl.DateTimeFormat('th-TH')"],
    ]);
    expect(formattingOutsideTheModule(files)).toEqual([]);
  });
});
