/** The mobile app's pages in the two stores, each an https URL or null when there is none to show. */
export interface StoreLinks {
  readonly appStore: string | null;
  readonly googlePlay: string | null;
}

const httpsUrl = (value: unknown): string | null => {
  if (typeof value !== 'string' || !/^https:\/\//i.test(value.trim())) return null;
  try {
    return new URL(value.trim()).href;
  } catch {
    return null;
  }
};

/**
 * The store links of the remote-config value `app_store_links`, `{ "app_store": "https://…", "google_play":
 * "https://…" }`: only https URLs become links, so an empty value hides that store and a mistyped or hostile one
 * (relative, `javascript:`) never reaches an href.
 */
export function storeLinks(config: unknown): StoreLinks {
  const record = typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : {};
  return { appStore: httpsUrl(record.app_store), googlePlay: httpsUrl(record.google_play) };
}
