export type Language = 'th' | 'en';

/** The interface language (i18next behind it); spec §1 §2 `lang` query. */
export interface Locale {
  current(): Language;
  change(language: Language): Promise<void>;
  /**
   * The strings of every screen, not only those the first render needs (shell, sign-in and information screens).
   * The same promise while pending or done, so a render can wait on it; it never rejects.
   */
  loadAllStrings(): Promise<void>;
  /** True when the language is written right to left (spec §1). */
  isRtl(language: string): boolean;
}
