import fs from 'node:fs';
import path from 'node:path';
import { OptionalKind } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { pagingQuery } from '../../src/contract/content.contract';
import { ImageDeclaration } from '../../src/contract/media.contract';

/**
 * A route's handler is typed with the static type of its schemas (server/http/route-table.ts, Received<>), and
 * the server's validator fills every absent property that has a `default` (useDefaults). So a defaulted
 * property must be written required-with-default: as Type.Optional its static type would say "may be missing"
 * of a value the handler always has, and a handler would repeat the default (`lang ?? 'en'`) or be wrong about it.
 * Clients may still leave it out: the validator fills it before `required` is checked.
 */
const CONTRACT = path.resolve(__dirname, '../../src/contract');

type Schema = Record<string | symbol, unknown>;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

/** Every `where.property` at any depth that is optional yet has a default. */
function optionalWithDefault(schema: unknown, where: string): string[] {
  if (!isSchema(schema)) return [];
  const found: string[] = [];
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) {
    if (!isSchema(property)) continue;
    if (property[OptionalKind] === 'Optional' && property.default !== undefined) found.push(`${where}.${name}`);
    found.push(...optionalWithDefault(property, `${where}.${name}`));
  }
  const children = [schema.items, ...[schema.anyOf, schema.oneOf, schema.allOf].flatMap((list) => list ?? [])];
  for (const child of children.flat()) found.push(...optionalWithDefault(child, where));
  return found;
}

describe('the wire contract: what a handler receives is what its schema types say', () => {
  it('writes no defaulted property as optional, in any schema the contract exports (or builds: paging, image declarations)', async () => {
    const found: string[] = [];
    for (const file of fs.readdirSync(CONTRACT).filter((name) => name.endsWith('.ts'))) {
      const module = (await import(path.join(CONTRACT, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) found.push(...optionalWithDefault(value, `${file}:${name}`));
    }
    found.push(...optionalWithDefault(pagingQuery({}), 'pagingQuery'));
    found.push(...optionalWithDefault(ImageDeclaration(1), 'ImageDeclaration'));
    expect(found).toEqual([]);
  });

  it('finds an optional defaulted property however deep it sits', () => {
    const nested = {
      properties: {
        list: { items: { properties: { lang: { [OptionalKind]: 'Optional', default: 'en' } } } },
        plain: { [OptionalKind]: 'Optional' },
        filled: { default: 20 },
      },
    };
    expect(optionalWithDefault(nested, 'x')).toEqual(['x.list.lang']);
  });
});
