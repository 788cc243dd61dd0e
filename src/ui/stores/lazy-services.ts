/**
 * Services whose code downloads at their first use (the editor's, with the first editor screen). A screen reads
 * them while it renders: until they are here the render suspends, so the page's Suspense shows its loading state as
 * it does while the page's own code downloads. A download that fails fails every read after it, as a page whose code
 * failed to download does (React.lazy): the route's error boundary says so and offers to reload the app.
 */
export class LazyServices<T> {
  private value: { readonly services: T } | null = null;
  private failure: { readonly error: unknown } | null = null;
  private loading: Promise<void> | null = null;

  constructor(private readonly load: () => Promise<T>) {}

  /** Services that are here from the start (built without a download, as in tests). */
  static ready<T>(services: T): LazyServices<T> {
    const lazy = new LazyServices(() => Promise.resolve().then(() => services));
    lazy.value = { services };
    return lazy;
  }

  /** The services, or (inside a render) a suspension while they download, or the download's failure. */
  read(): T {
    if (this.value) return this.value.services;
    if (this.failure) throw this.failure.error;
    // Suspense's protocol: a render that throws a promise is tried again once that promise settles.
    throw (this.loading ??= this.load().then(
      (services) => void (this.value = { services }),
      (error: unknown) => void (this.failure = { error }),
    ));
  }
}
