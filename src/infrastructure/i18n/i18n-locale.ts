import type { i18n as I18n } from 'i18next';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import type { Language, Locale } from '../../application/ports/locale.port';
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY } from './i18n-core';

/** The Locale port over i18next (spec §1 languages and reading direction, §2 `lang` query). */
export class I18nLocale implements Locale {
  constructor(
    private readonly i18n: I18n,
    private readonly storage: KeyValueStore,
    /** Fetches a language's strings before switching to it (the app downloads one language at a time). */
    private readonly loadLanguage: (language: Language) => Promise<void> = async () => undefined,
  ) {}

  current(): Language {
    const language = this.i18n.resolvedLanguage ?? this.i18n.language;
    return isLanguage(language) ? language : FALLBACK_LANGUAGE;
  }

  /** Remembered, so the next visit opens in the same language. */
  async change(language: Language): Promise<void> {
    this.storage.set(LANGUAGE_STORAGE_KEY, language);
    await this.loadLanguage(language);
    await this.i18n.changeLanguage(language);
  }

  isRtl(language: string): boolean {
    return this.i18n.dir(language) === 'rtl';
  }
}
