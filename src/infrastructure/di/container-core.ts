import type { Token } from './tokens';

/**
 * The composition root's container: a token is bound once to a factory over other tokens (or to a value), and
 * resolves to one instance per container, made on first use. This is all the app asked of Inversify, whose
 * ~26 KB gzip (with reflect-metadata) every page paid for before it could draw, the sign-in screens included.
 */
export interface Binding<T> {
  toResolvedValue<A extends unknown[]>(
    factory: (...args: A) => T,
    deps: { readonly [K in keyof A]: Token<A[K]> },
  ): void;
  toConstantValue(value: T): void;
}

export type Bind = <T>(token: Token<T>) => Binding<T>;

export interface ContainerModuleLoadOptions {
  /** Binds a token not bound yet (binding one twice is a wiring mistake, and says so). */
  readonly bind: Bind;
  /** Replaces a token's binding, e.g. a test swapping an adapter for a fake. */
  readonly rebind: Bind;
}

export class ContainerModule {
  constructor(readonly load: (options: ContainerModuleLoadOptions) => void) {}
}

const nameOf = (token: symbol): string => token.description ?? String(token);

export class Container {
  private readonly factories = new Map<symbol, () => unknown>();
  private readonly instances = new Map<symbol, unknown>();
  private readonly resolving = new Set<symbol>();

  load(...modules: readonly ContainerModule[]): void {
    const binding =
      (replace: boolean): Bind =>
      <T>(token: Token<T>): Binding<T> => {
        if (!replace && this.factories.has(token)) throw new Error(`${nameOf(token)} is bound twice.`);
        if (replace && !this.factories.has(token)) throw new Error(`${nameOf(token)} is not bound, so not rebound.`);
        const set = (factory: () => unknown) => {
          this.factories.set(token, factory);
          this.instances.delete(token);
        };
        return {
          toResolvedValue: (factory, deps) =>
            set(() =>
              factory(...((deps as readonly symbol[]).map((dep) => this.get(dep)) as Parameters<typeof factory>)),
            ),
          toConstantValue: (value) => set(() => value),
        };
      };
    for (const module of modules) module.load({ bind: binding(false), rebind: binding(true) });
  }

  get<T>(token: Token<T>): T {
    if (this.instances.has(token)) return this.instances.get(token) as T;
    const factory = this.factories.get(token);
    if (!factory) throw new Error(`No binding for ${nameOf(token)}.`);
    if (this.resolving.has(token)) throw new Error(`${nameOf(token)} depends on itself.`);
    this.resolving.add(token);
    try {
      const instance = factory() as T;
      this.instances.set(token, instance);
      return instance;
    } finally {
      this.resolving.delete(token);
    }
  }
}
