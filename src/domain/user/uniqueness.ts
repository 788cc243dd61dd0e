import type { UniquenessKind } from './user-profile';

export type { UniquenessKind };

/** Spec §5/§7 `exists-or-not?by=`: d = display name, u = username, e = email. */
export const Uniqueness = {
  displayName: 'd',
  username: 'u',
  email: 'e',
} as const satisfies Record<string, UniquenessKind>;

export const UNIQUENESS_KINDS: readonly UniquenessKind[] = ['d', 'u', 'e'];

export function isUniquenessKind(value: unknown): value is UniquenessKind {
  return typeof value === 'string' && UNIQUENESS_KINDS.some((kind) => kind === value);
}

/** Reads the `by` value of a lookup exactly; anything else (case variants, spaces, words) is null. */
export function parseUniquenessKind(value: string | null | undefined): UniquenessKind | null {
  return isUniquenessKind(value) ? value : null;
}
