import type { DeviceInfo } from '../../application/ports/device-info.port';

/** Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: readonly [RegExp, string][] = [
  [/EdgA?\/|Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Line\//, 'LINE'],
  [/FBAN|FBAV/, 'Facebook'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A readable device name from a user agent, e.g. 'Chrome on macOS' (sent with the login: spec §4 step 4). */
export function deviceNameFromUserAgent(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

export class BrowserDeviceInfo implements DeviceInfo {
  constructor(private readonly userAgent: () => string = () => navigator.userAgent) {}

  deviceName(): string {
    return deviceNameFromUserAgent(this.userAgent());
  }
}
