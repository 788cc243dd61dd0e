/** Remote configuration read as string values by key (spec §7); Firebase Remote Config or local defaults. */
export interface RemoteConfigSource {
  /** Fetch and activate; min fetch interval and fetch timeout per spec §9. */
  load(): Promise<void>;
  getString(key: string): string;
}
