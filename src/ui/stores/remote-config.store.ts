import { makeAutoObservable } from 'mobx';
import type { RemoteConfigService } from '../../application/config/remote-config.service';

/** "Loading..." until remote configuration is loaded (spec §2 Overlays). */
export class RemoteConfigStore {
  isLoaded = false;
  failed = false;

  constructor(readonly config: Pick<RemoteConfigService, 'load' | 'getJson'>) {
    makeAutoObservable(this, { config: false }, { autoBind: true });
  }

  async start(): Promise<void> {
    try {
      await this.config.load();
      this.setLoaded(true, false);
    } catch {
      this.setLoaded(false, true);
    }
  }

  getJson<T>(key: string): T | null {
    return this.config.getJson<T>(key);
  }

  setLoaded(isLoaded: boolean, failed: boolean): void {
    this.isLoaded = isLoaded;
    this.failed = failed;
  }
}
