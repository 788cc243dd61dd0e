import type { Language, Locale } from '../../src/application/ports/locale.port';

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

const ALL_STRINGS_PRESENT = Promise.resolve();

export class InMemoryLocale implements Locale {
  constructor(private language: Language = 'th') {}

  current(): Language {
    return this.language;
  }

  async change(language: Language): Promise<void> {
    this.language = language;
  }

  /** Tests hold every string already; one settled promise, as the real adapter gives while nothing is pending. */
  loadAllStrings(): Promise<void> {
    return ALL_STRINGS_PRESENT;
  }

  isRtl(language: string): boolean {
    return RTL_LANGUAGES.has(language.split('-')[0] ?? language);
  }
}
