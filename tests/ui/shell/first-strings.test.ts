import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_STRING_FILES } from '../../../src/infrastructure/i18n/i18n-core';
import { FIRST_STRINGS_PAGES } from '../../../src/ui/routes/app-routes';

/**
 * /login and the other sign-in and information screens render with the first part of the strings only
 * (common, pages-shell, pages-auth); the editor's, moderation's and discovery's strings come with their screens.
 * A screen listed as drawn with the first part, or the shell around every screen, that used one of the later
 * strings would show its raw key: every file they reach is read here for keys of the later files.
 */
const root = path.resolve(__dirname, '../../..');
const localeDir = path.join(root, 'src/infrastructure/i18n/locales/en');
const laterGroups = fs
  .readdirSync(localeDir)
  .filter((file) => file.startsWith('pages-') && !(FIRST_STRING_FILES as readonly string[]).includes(file.slice(0, -5)))
  .flatMap((file) => Object.keys(JSON.parse(fs.readFileSync(path.join(localeDir, file), 'utf8')) as object));
const laterKey = new RegExp(`['"\`](?:${laterGroups.join('|')})\\.[A-Za-z]`);

function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const base = path.resolve(path.dirname(file), spec);
      const found = ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
      if (found && found.startsWith(path.join(root, 'src/ui'))) visit(found);
    }
  };
  visit(entry);
  return [...seen];
}

describe('the first strings are enough for the screens drawn with them', () => {
  it('the later files hold the editor, moderation and discovery strings (so the split means something)', () => {
    expect(laterGroups).toEqual(expect.arrayContaining(['admin', 'editor', 'discovery', 'myContents']));
  });

  it.each([...FIRST_STRINGS_PAGES, 'the shell'])('%s uses none of the later strings', (page) => {
    const entry =
      page === 'the shell'
        ? path.join(root, 'src/ui/components/shell/app-shell.tsx')
        : path.join(root, `src/ui/pages/${page}/${page}.page.tsx`);
    const offenders = reachable(entry).filter((file) => laterKey.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
