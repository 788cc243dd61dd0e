import type { ContainsPart } from '../../src/domain/search/segment';

/**
 * SQL that is true when the lower-cased text `hay` holds every part of a contains search (the domain's
 * `containsParts`): for each part, one of its alternatives with all of its terms in the text (strpos, so a Thai word
 * is found inside a longer run and nothing typed is a pattern character). The terms become parameters numbered from
 * `$first`. No parts: true.
 */
export function containsAllSql(
  hay: string,
  parts: readonly ContainsPart[],
  first: number,
): { sql: string; params: string[] } {
  const params: string[] = [];
  const term = (value: string) => {
    params.push(value);
    return `strpos(${hay}, $${first + params.length - 1}) > 0`;
  };
  const sql = parts
    .map((part) => `(${part.map((terms) => `(${terms.map(term).join(' AND ')})`).join(' OR ')})`)
    .join(' AND ');
  return { sql: sql || 'true', params };
}
