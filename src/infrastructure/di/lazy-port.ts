/**
 * A port whose every member is a method answering a promise: the only shape a caller cannot tell from one whose
 * adapter arrives later. (An adapter of an HTTP service is one; a port with a synchronous member is not.)
 */
export type AsyncPort<T> = {
  readonly [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? T[K] : never;
};

/**
 * What `load` answers, loaded once at the first call: the first call starts the one download every later call waits
 * for; a download that fails is tried again at the next call (its callers get the failure, as from a request that
 * failed). The composition root hands out services with a synchronous member this way (the editor's).
 */
export function lazyValue<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * The port now, its adapter's code at the first call: the composition root binds the adapters of the signed-in
 * features this way, so a visitor's first screen (a sign-in screen above all) does not download them. Loaded as
 * `lazyValue` loads.
 */
export function lazyPort<T extends AsyncPort<T>>(load: () => Promise<T>): T {
  const adapter = lazyValue(load);
  return new Proxy(Object.freeze({}) as T, {
    get(_target, key) {
      // Not a thenable (whoever awaits the port, the container included, must get the port itself) and no symbols.
      if (typeof key !== 'string' || key === 'then') return undefined;
      return (...args: unknown[]) =>
        adapter().then((port) => (port[key as keyof T] as (...a: unknown[]) => Promise<unknown>).apply(port, args));
    },
  });
}
