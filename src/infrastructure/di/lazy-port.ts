/**
 * A port whose every member is a method answering a promise: the only shape a caller cannot tell from one whose
 * adapter arrives later. (An adapter of an HTTP service is one; a port with a synchronous member is not.)
 */
export type AsyncPort<T> = {
  readonly [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? T[K] : never;
};

/**
 * The port now, its adapter's code at the first call: the composition root binds the adapters of the signed-in
 * features this way, so a visitor's first screen (a sign-in screen above all) does not download them. The first
 * call starts the one download every later call waits for; a download that fails is tried again at the next call
 * (its callers get the failure, as from a request that failed).
 */
export function lazyPort<T extends AsyncPort<T>>(load: () => Promise<T>): T {
  let loading: Promise<T> | undefined;
  const adapter = (): Promise<T> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return new Proxy(Object.freeze({}) as T, {
    get(_target, key) {
      // Not a thenable (whoever awaits the port, the container included, must get the port itself) and no symbols.
      if (typeof key !== 'string' || key === 'then') return undefined;
      return (...args: unknown[]) =>
        adapter().then((port) => (port[key as keyof T] as (...a: unknown[]) => Promise<unknown>).apply(port, args));
    },
  });
}
