import type { CookieOptions, CookieStore } from '../../src/application/ports/cookie-store.port';
import type { CallLog } from './call-log';

export class InMemoryCookieStore implements CookieStore {
  readonly cookies = new Map<string, { value: string; options: CookieOptions | undefined }>();

  constructor(private readonly log?: CallLog) {}

  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  set(name: string, value: string, options?: CookieOptions): void {
    this.log?.record(`cookieStore.set:${name}`);
    this.cookies.set(name, { value, options });
  }

  remove(name: string): void {
    this.log?.record(`cookieStore.remove:${name}`);
    this.cookies.delete(name);
  }

  optionsOf(name: string): CookieOptions | undefined {
    return this.cookies.get(name)?.options;
  }
}
