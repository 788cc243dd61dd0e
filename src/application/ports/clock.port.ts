/** Time comes in through a port so rules stay testable (conventions: no Date.now() in domain/application). */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}
