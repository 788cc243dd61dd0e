import type { Bind, MapToResolvedValueInjectOptions } from 'inversify';
import type { Token } from './tokens';

/**
 * `bind(token).toResolvedValue(factory, deps)` with the types checked end to end: the token's type
 * must be what the factory returns, and each dependency token must resolve to its parameter's type.
 * Classes stay decorator-free (conventions: one composition root, factories).
 */
export function bindFactory<T, A extends unknown[]>(
  bind: Bind,
  token: Token<T>,
  factory: (...args: A) => T,
  deps: { readonly [K in keyof A]: Token<A[K]> },
) {
  return bind<T>(token).toResolvedValue(factory, deps as unknown as MapToResolvedValueInjectOptions<A>);
}

export function bindValue<T>(bind: Bind, token: Token<T>, value: T) {
  return bind<T>(token).toConstantValue(value);
}
