import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import './cookie-banner.css';

export interface CookieBannerProps {
  readonly onAccept: () => void;
  /** Absent when declining is not offered (spec §4: "Declining, when enabled"). */
  readonly onDecline?: () => void;
  /** Scrolling past this share of the page counts as accepting (spec §9: 25 % by default). */
  readonly acceptOnScrollPercent?: number;
}

/** Cookie-consent banner of spec §4 §9; whether it shows at all is decided by the store and the route. */
export function CookieBanner({ onAccept, onDecline, acceptOnScrollPercent = 25 }: CookieBannerProps) {
  const { t } = useTranslation();
  useEffect(() => {
    const onScroll = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      if (scrollable > 0 && (window.scrollY / scrollable) * 100 >= acceptOnScrollPercent) onAccept();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [acceptOnScrollPercent, onAccept]);

  return (
    <section className="cookie-banner" aria-label={t('shell.cookieBanner')}>
      <p className="cookie-banner__text">{t('cookieBanner.message')}</p>
      <div className="cookie-banner__actions">
        {onDecline ? (
          <button type="button" className="button button--secondary" onClick={onDecline}>
            {t('cookieBanner.decline')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={onAccept}>
          {t('cookieBanner.accept')}
        </button>
      </div>
    </section>
  );
}
