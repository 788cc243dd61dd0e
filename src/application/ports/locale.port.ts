export type Language = 'th' | 'en';

/** The interface language (i18next behind it); spec §1 §2 `lang` query. */
export interface Locale {
  current(): Language;
  change(language: Language): Promise<void>;
  /** True when the language is written right to left (spec §1). */
  isRtl(language: string): boolean;
}
