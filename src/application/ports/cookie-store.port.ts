export interface CookieOptions {
  readonly expiresDays?: number;
  readonly sameSite?: 'lax' | 'strict' | 'none';
  readonly secure?: boolean;
  readonly path?: string;
}

/** Browser cookies (FIREBASE_TOKEN, CookieConsent: spec §4 §9). */
export interface CookieStore {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}
