import type { ReaderSession } from '../../src/application/ports/reader-session.port';

/** A reader who is signed in or not; counts how often the (lazily loaded) token was asked for. */
export class InMemoryReaderSession implements ReaderSession {
  tokenRequests = 0;

  constructor(
    public remembered = false,
    public token: string | null = remembered ? 'id-token' : null,
  ) {}

  mayBeSignedIn(): boolean {
    return this.remembered;
  }

  /** What heldToken answers (a token the app already holds); null by default. */
  held: string | null = null;

  heldToken(): string | null {
    return this.held;
  }

  async getIdToken(): Promise<string | null> {
    this.tokenRequests += 1;
    return this.token;
  }
}
