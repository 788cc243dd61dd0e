/**
 * A shared, ordered record of port calls so application tests can assert spec §4 sequences step by
 * step (e.g. common sign-in steps 1-8). Fakes append "<port>.<method>" entries.
 */
export class CallLog {
  readonly entries: string[] = [];

  record(entry: string): void {
    this.entries.push(entry);
  }

  /** Entries of the given ports only, in order (e.g. `only('authApi', 'profileApi')`). */
  only(...prefixes: string[]): string[] {
    return this.entries.filter((entry) => prefixes.some((prefix) => entry.startsWith(`${prefix}.`)));
  }

  clear(): void {
    this.entries.length = 0;
  }
}

/** Scripted failures: `fail('login', error)` makes the next (or every, with `times`) call throw. */
export class Failures {
  private readonly pending = new Map<string, { error: unknown; times: number }>();

  fail(method: string, error: unknown, times = 1): void {
    this.pending.set(method, { error, times });
  }

  failAlways(method: string, error: unknown): void {
    this.fail(method, error, Number.POSITIVE_INFINITY);
  }

  throwIfScripted(method: string): void {
    const scripted = this.pending.get(method);
    if (!scripted) return;
    scripted.times -= 1;
    if (scripted.times <= 0) this.pending.delete(method);
    throw scripted.error;
  }
}
