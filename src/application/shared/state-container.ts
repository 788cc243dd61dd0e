/**
 * A minimal observable value without any library (the application layer imports no packages): the
 * UI's MobX stores mirror it through `subscribe`, tests read it through `getState`.
 */
export class StateContainer<T> {
  private readonly listeners = new Set<(state: T) => void>();

  constructor(private state: T) {}

  getState(): T {
    return this.state;
  }

  /** Calls the listener after every change; returns the unsubscribe. */
  subscribe(listener: (state: T) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  protected setState(next: T): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener(next);
  }
}
