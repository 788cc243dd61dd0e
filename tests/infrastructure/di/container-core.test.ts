import { describe, expect, it } from 'vitest';
import { Container, ContainerModule } from '../../../src/infrastructure/di/container-core';
import type { Token } from '../../../src/infrastructure/di/tokens';

const A = Symbol.for('test.a') as Token<{ readonly n: number }>;
const B = Symbol.for('test.b') as Token<{ readonly a: { readonly n: number } }>;
const C = Symbol.for('test.c') as Token<number>;

/** The composition root's container: one instance per token and container, wiring mistakes named at once. */
describe('Container', () => {
  it('makes each binding once, on first use, and hands it to those that depend on it', () => {
    let made = 0;
    const container = new Container();
    container.load(
      new ContainerModule(({ bind }) => {
        bind(B).toResolvedValue((a: { readonly n: number }) => ({ a }), [A]);
        bind(A).toResolvedValue(() => ({ n: ++made }), []);
      }),
    );
    expect(made).toBe(0);
    expect(container.get(B).a).toBe(container.get(A));
    expect(container.get(A)).toBe(container.get(A));
    expect(made).toBe(1);
    expect(new Container().get.bind(new Container(), A)).toThrow('No binding for test.a.');
  });

  it('rebind replaces a binding (a test swapping an adapter); bind twice, a rebind of nothing and a cycle are errors', () => {
    const container = new Container();
    container.load(
      new ContainerModule(({ bind }) => bind(C).toConstantValue(1)),
      new ContainerModule(({ rebind }) => rebind(C).toConstantValue(2)),
    );
    expect(container.get(C)).toBe(2);
    expect(() => container.load(new ContainerModule(({ bind }) => bind(C).toConstantValue(3)))).toThrow(
      'test.c is bound twice.',
    );
    expect(() => container.load(new ContainerModule(({ rebind }) => rebind(A).toConstantValue({ n: 1 })))).toThrow(
      'test.a is not bound, so not rebound.',
    );
    const cyclic = new Container();
    cyclic.load(new ContainerModule(({ bind }) => bind(C).toResolvedValue((c: number) => c, [C])));
    expect(() => cyclic.get(C)).toThrow('test.c depends on itself.');
  });
});
