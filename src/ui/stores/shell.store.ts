import { makeAutoObservable } from 'mobx';
import type { Language, Locale } from '../../application/ports/locale.port';
import { appModeOf } from '../../domain/routing/page-behaviour';

/** The part of Web Storage the shell needs; sessionStorage in the browser. */
export interface SessionFlags {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Where "this tab runs inside the mobile app" is remembered for the session (spec §1 §2 appMode). */
export const WEB_VIEW_SESSION_KEY = 'travelogue.appMode';

/**
 * Shell-wide UI state: the web-view mode of spec §2 (appMode=webViewInFca|fca, kept for the whole
 * session because in-app navigation drops the query) and the interface language of spec §1 §2.
 */
export class ShellStore {
  isWebView: boolean;
  language: Language;

  constructor(
    private readonly locale: Pick<Locale, 'current' | 'change'>,
    private readonly session: SessionFlags | null,
  ) {
    this.isWebView = session?.getItem(WEB_VIEW_SESSION_KEY) === 'webview';
    this.language = locale.current();
    makeAutoObservable<ShellStore, 'locale' | 'session'>(this, { locale: false, session: false }, { autoBind: true });
  }

  /** Spec §2: an appMode query meaning the web view switches the session into web-view mode. */
  noteAppMode(search: string): void {
    if (this.isWebView || appModeOf(search) !== 'webview') return;
    this.isWebView = true;
    this.session?.setItem(WEB_VIEW_SESSION_KEY, 'webview');
  }

  /** Spec §2 `lang` query and the header's switcher; the Locale port remembers the choice. */
  async changeLanguage(language: Language): Promise<void> {
    await this.locale.change(language);
    this.setLanguage(language);
  }

  setLanguage(language: Language): void {
    this.language = language;
  }
}
