import { REMOTE_CONFIG_CACHE_MS } from '../../domain/constants/business-constants';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { RemoteConfigSource } from '../ports/remote-config.port';
import { StateContainer } from '../shared/state-container';

/** Spec §8 Web-side: the name of the error logged when a value is not JSON. */
export const PARSE_REMOTE_CONFIG_FAILED = 'Parse remote config failed.';
/** Spec §8: the error type is "{product}-error". */
export const PRODUCT_ERROR_TYPE = 'travelogue-error';

/** Spec §7 identity and configuration services, §9 caching (30000 ms). */
export class RemoteConfigService extends StateContainer<{ readonly isLoaded: boolean }> {
  private readonly cache = new Map<string, { readonly value: unknown; readonly at: number }>();

  constructor(
    private readonly source: RemoteConfigSource,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    super({ isLoaded: false });
  }

  /** Fetch and activate; the shell shows "Loading..." until this settles (spec §2 Overlays). */
  async load(): Promise<void> {
    await this.source.load();
    this.cache.clear();
    this.setState({ isLoaded: true });
  }

  isLoaded(): boolean {
    return this.getState().isLoaded;
  }

  /**
   * The value under `key` parsed as JSON, or null when it is absent or not valid JSON (the latter
   * logged as "Parse remote config failed."). Results are reused for 30 s.
   */
  getJson<T>(key: string): T | null {
    const now = this.clock.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < REMOTE_CONFIG_CACHE_MS) return hit.value as T | null;
    const value = this.parse(key, this.source.getString(key));
    this.cache.set(key, { value, at: now });
    return value as T | null;
  }

  private parse(key: string, text: string): unknown {
    // An empty string is how the source reports a key it does not have: absent, not malformed.
    if (text.trim() === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      this.logger.error(PARSE_REMOTE_CONFIG_FAILED, {
        name: PARSE_REMOTE_CONFIG_FAILED,
        type: PRODUCT_ERROR_TYPE,
        key,
        cause,
      });
      return null;
    }
  }
}
