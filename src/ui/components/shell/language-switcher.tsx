import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../application/ports/locale.port';
import { SUPPORTED_LANGUAGES } from '../../../domain/constants/business-constants';
import { useStores } from '../../stores/stores-context';

/** th / en switch of spec §1; the choice is remembered by the Locale port. */
export const LanguageSwitcher = observer(function LanguageSwitcher() {
  const { shell } = useStores();
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? shell.language;
  return (
    <div className="language-switcher" role="group" aria-label={t('nav.language')}>
      {SUPPORTED_LANGUAGES.map((language: Language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switcher__option"
          aria-pressed={current === language}
          onClick={() => void shell.changeLanguage(language)}
        >
          <span className="language-switcher__long">{t(`nav.languages.${language}`)}</span>
          <span className="language-switcher__short" aria-hidden="true">
            {language.toUpperCase()}
          </span>
        </button>
      ))}
    </div>
  );
});
