/** The account behind a verified identity-provider ID token. */
export interface VerifiedIdentity {
  readonly uid: string;
  readonly email: string | null;
  /**
   * When the person last proved who they are (epoch ms): the token's `auth_time`, which a sign-in or a
   * re-authentication (password re-entry, a provider popup, a LINE sign-in) moves and a token refresh does not.
   * Deleting the account asks for a recent one. Optional: identities made without a token (the seed) have none.
   */
  readonly authTime?: number | null;
}

export interface NewIdentityUser {
  readonly email: string;
  readonly password: string;
  readonly displayName: string;
}

/** What the server needs from the identity provider (Firebase Auth, or its emulator): adapters/firebase-identity.ts. */
export interface IdentityProvider {
  readonly emulator: boolean;
  /** The verified account; a failure (401 4010104001 / 4010104500) otherwise. */
  verifyIdToken(token: string): Promise<VerifiedIdentity>;
  createCustomToken(uid: string): Promise<string>;
  emailExists(email: string): Promise<boolean>;
  /** Creates the user, or returns the uid of the existing one with that email (idempotent seeding). */
  ensureUser(user: NewIdentityUser): Promise<{ uid: string; created: boolean }>;
  /**
   * Disables or re-enables the account (a moderator's decision). Disabling also revokes its refresh
   * tokens, so its next call answers 401 4010104500 'user disabled' and the SPA goes through spec §2 rule 1.
   */
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  /**
   * The account's own sign-in methods as the identity provider names them ('password', 'google.com', …); a LINE
   * link lives in our database, not here (LINE is unlinked only while one of these remains).
   */
  signInMethods(uid: string): Promise<string[]>;
  /**
   * Deletes the account from the identity provider (its sign-in methods, its refresh tokens): nobody signs in to
   * it again. An account already gone counts as deleted.
   */
  deleteUser(uid: string): Promise<void>;
  /** The account's uid for an email, or null (the grant-moderator command). */
  uidByEmail(email: string): Promise<string | null>;
  close(): Promise<void>;
}
