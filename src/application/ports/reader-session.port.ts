/**
 * Who is reading, as far as the public reader needs to know ("sign-in asked only when writing
 * one"). The reader must not pay for the identity SDK on load (spec §2 /contents/[id] has no overlay and
 * does not wait for Firebase), so `mayBeSignedIn` answers from what the browser already remembers, without
 * loading anything, and `getIdToken` loads the identity SDK lazily, only when a comment is written.
 */
export interface ReaderSession {
  /** True when a sign-in is remembered on this device; the real answer comes with getIdToken. */
  mayBeSignedIn(): boolean;
  /** A fresh ID token of the signed-in reader, or null when nobody is signed in. */
  getIdToken(): Promise<string | null>;
  /**
   * A token the app already holds and that has not expired (spec §4 Access-token handling: the web view's,
   * or a user's cached `<uid>:tk`), read without loading the identity SDK; null when there is none. The
   * reader sends it with a view so a signed-in reader's read is remembered, never to authorise.
   */
  heldToken(nowMs: number): string | null;
}
