/**
 * One-letter typos in Latin words: "chaing" still finds "chiang". The index keeps a vocabulary of
 * its Latin words with every one-letter deletion of each (symmetric delete); a query word's own deletions
 * look up candidates, and `withinOneEdit` keeps those one substitution, insertion, deletion or swap of two
 * adjacent letters away (optimal string alignment distance ≤ 1).
 */

/** Words shorter than this are never corrected (too many neighbours). */
export const TYPO_MIN_LENGTH = 4;

/** The word and every string one deletion away from it. */
export function deletionVariants(word: string): string[] {
  const letters = [...word];
  const out = new Set<string>([word]);
  for (let i = 0; i < letters.length; i++) out.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
  return [...out];
}

/** True when a and b differ by at most one substitution, insertion, deletion or adjacent swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const x = [...a],
    y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  if (x.length === y.length) {
    const diff: number[] = [];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) diff.push(i);
    if (diff.length === 1) return true;
    return diff.length === 2 && diff[1] === diff[0] + 1 && x[diff[0]] === y[diff[1]] && x[diff[1]] === y[diff[0]];
  }
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i).join('') === long.slice(i + 1).join('');
}
