import { ContainerModule } from 'inversify';
import { BrowserDeviceInfo } from '../browser/browser-device-info';
import { BrowserGeolocation } from '../browser/browser-geolocation';
import { WindowBrowserLocation } from '../browser/browser-location';
import { ConsoleLogger } from '../browser/console-logger';
import { CryptoRandomSource } from '../browser/crypto-random-source';
import { JsCookieStore } from '../browser/js-cookie-store';
import { JwtDecodeDecoder } from '../browser/jwt-decode-decoder';
import { LocalStorageKeyValueStore } from '../browser/local-storage-key-value-store';
import { SystemClock } from '../browser/system-clock';
import { bindFactory } from './bind-factory';
import { TOKENS } from './tokens';

/** Browser-backed ports, one set per container. Each touches `window`/`navigator` only when called, never when built. */
export const browserModule = new ContainerModule(({ bind }) => {
  bindFactory(bind, TOKENS.keyValueStore, () => new LocalStorageKeyValueStore(), []);
  bindFactory(bind, TOKENS.cookieStore, () => new JsCookieStore(), []);
  bindFactory(bind, TOKENS.geolocation, () => new BrowserGeolocation(), []);
  bindFactory(bind, TOKENS.deviceInfo, () => new BrowserDeviceInfo(), []);
  bindFactory(bind, TOKENS.browserLocation, () => new WindowBrowserLocation(), []);
  bindFactory(bind, TOKENS.clock, () => new SystemClock(), []);
  bindFactory(bind, TOKENS.random, () => new CryptoRandomSource(), []);
  bindFactory(bind, TOKENS.logger, () => new ConsoleLogger(), []);
  bindFactory(bind, TOKENS.jwtDecoder, () => new JwtDecodeDecoder(), []);
});
