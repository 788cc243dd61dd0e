import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Thai laid out before the Thai web font arrives is drawn with what the device has: on a device without a Thai
 * font, empty boxes. These rules keep it from staying so, in the SPA and in the reading pages alike: the font is
 * loaded by both entries, every @font-face lets the text be drawn again once the font is in (font-display: swap),
 * and no font stack that can meet Thai leaves the web font out. (The reading pages also preload the Thai subset:
 * tests/server/reader-pages/reader-ssr.test.ts; the built CSS is checked in tests/e2e/reader.test.ts.)
 */
const root = path.resolve(__dirname, '../../..');
const FONT_PACKAGE = '@fontsource-variable/noto-sans-thai';
const WEB_FONT = 'Noto Sans Thai Variable';
const ENTRIES = ['src/ui/main.tsx', 'src/ui/reader/reader-main.tsx'];

const faces = (css: string): string[] => css.match(/@font-face\s*\{[^}]*\}/g) ?? [];

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('the Thai web font is drawn once it arrives (font-display: swap), in the SPA and the reader', () => {
  it.each(ENTRIES)('%s loads the Noto Sans Thai faces', (entry) => {
    expect(readFileSync(path.join(root, entry), 'utf8')).toMatch(new RegExp(`^import '${FONT_PACKAGE}';$`, 'm'));
  });

  it("every @font-face of the font's stylesheet says font-display: swap, the Thai subset among them", () => {
    const css = readFileSync(createRequire(import.meta.url).resolve(FONT_PACKAGE), 'utf8');
    const all = faces(css);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((face) => !/font-display:\s*swap\s*;/.test(face))).toEqual([]);
    expect(all.some((face) => face.includes(`'${WEB_FONT}'`) && /unicode-range:[^;]*U\+0E01/.test(face))).toBe(true);
  });

  it('no stylesheet of ours declares a face without swap, nor a font stack for Thai without the web font', () => {
    const problems = cssFiles(path.join(root, 'src')).flatMap((file) => {
      const css = readFileSync(file, 'utf8');
      const name = path.relative(root, file);
      const badFaces = faces(css)
        .filter((face) => !/font-display:\s*swap\s*;/.test(face))
        .map(() => `${name}: @font-face without font-display: swap`);
      // A stack naming a Thai system font is one meant for Thai text; without the web font in it, a device
      // lacking those fonts keeps the boxes.
      const stacks = [...css.matchAll(/(?:font-family|--font-sans)\s*:\s*([^;]+);/g)].map((m) => m[1]);
      const badStacks = stacks
        .filter((stack) => /Loma|Garuda|Thonburi|Leelawadee|Noto Sans Thai/.test(stack) && !stack.includes(WEB_FONT))
        .map((stack) => `${name}: ${stack.replace(/\s+/g, ' ').trim()}`);
      return [...badFaces, ...badStacks];
    });
    expect(problems).toEqual([]);
  });
});
