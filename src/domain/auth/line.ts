/** LINE profile (spec §3). */
export interface LineUserProfile {
  readonly userId: string;
  readonly displayName: string;
  readonly pictureUrl?: string;
}

/** LINE token set (spec §3), wire names kept as LINE sends them. */
export interface LineTokenSet {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly expires_in: number;
  readonly id_token?: string;
  readonly scope?: string;
}
