import type { Language, Locale } from '../../src/application/ports/locale.port';

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

export class InMemoryLocale implements Locale {
  constructor(private language: Language = 'th') {}

  current(): Language {
    return this.language;
  }

  async change(language: Language): Promise<void> {
    this.language = language;
  }

  isRtl(language: string): boolean {
    return RTL_LANGUAGES.has(language.split('-')[0] ?? language);
  }
}
