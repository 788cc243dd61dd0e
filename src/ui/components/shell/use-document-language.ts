import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** <html lang> and dir follow the interface language (spec §1 reading direction). */
export function useDocumentLanguage(): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = i18n.dir(language);
  }, [i18n, language]);
}
