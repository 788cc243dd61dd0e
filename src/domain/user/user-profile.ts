/** Client shape of a user profile (spec §3). The wire shape is snake_case; adapters map it once. */
export interface UserProfile {
  readonly userId: string;
  readonly displayName: string | null;
  readonly username: string | null;
  readonly avatarImage: string | null;
  readonly coverImage: string | null;
  readonly website: string | null;
  readonly biography: string | null;
  readonly contactEmail: string | null;
  readonly country: string | null;
  /** Present for other users' profiles. */
  readonly type?: string | null;
}

/** Last-update info (spec §3): ISO timestamps, each nullable. */
export interface LastUpdates {
  readonly usernameUpdatedAt: string | null;
  readonly displayNameUpdatedAt: string | null;
}

/** Mandatory-fields check response (spec §3). */
export interface MandatoryFields {
  readonly yes: boolean;
  readonly missingFields: readonly string[];
}

/** Uniqueness lookups (spec §5): d = display name, u = username, e = email. */
export type UniquenessKind = 'd' | 'u' | 'e';
