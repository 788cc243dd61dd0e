import '../components/cookie-banner/cookie-banner.css';
import { useEffect, useMemo, useState } from 'react';
import { showsCookieBanner } from '../../domain/routing/page-behaviour';
import type { Translate } from '../../infrastructure/i18n/reader-i18n';
import { createReaderCookieConsent } from '../../infrastructure/reader/reader-services';
import { useInteractive } from './reader-interactive';

interface Props {
  readonly t: Translate;
  /** Scrolling past this share of the page counts as accepting (spec §9: 25 % by default, as the SPA's). */
  readonly acceptOnScrollPercent?: number;
}

/**
 * The cookie banner of spec §4 §9 on the reading pages, a lazy chunk the entry loads only when
 * no CookieConsent is stored: the SPA's consent service over the same cookie (CookieConsent, 365 days,
 * SameSite lax), the SPA's route rule (showsCookieBanner) and the SPA's banner look.
 */
export default function ReaderCookieBanner({ t, acceptOnScrollPercent = 25 }: Props) {
  const interactive = useInteractive();
  const consent = useMemo(() => createReaderCookieConsent(), []);
  const [visible, setVisible] = useState(
    () => consent.getState().visible && showsCookieBanner(window.location.pathname, false),
  );

  useEffect(() => consent.subscribe((state) => setVisible(state.visible)), [consent]);
  useEffect(() => {
    if (!visible) return undefined;
    // Only the reader's own scrolling counts: not the jump to a link's #hash, nor the browser keeping the view
    // in place while parts of the page below or above are drawn (scroll anchoring).
    let byReader = false;
    const onInput = () => {
      byReader = true;
    };
    const onScroll = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      if (byReader && scrollable > 0 && (window.scrollY / scrollable) * 100 >= acceptOnScrollPercent) consent.accept();
    };
    const inputs = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
    for (const type of inputs) window.addEventListener(type, onInput, { passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      for (const type of inputs) window.removeEventListener(type, onInput);
      window.removeEventListener('scroll', onScroll);
    };
  }, [visible, consent, acceptOnScrollPercent]);

  if (!visible) return null;
  return (
    <section className="cookie-banner" aria-label={t('reader.cookieBanner')}>
      <p className="cookie-banner__text">{t('cookieBanner.message')}</p>
      <div className="cookie-banner__actions">
        {consent.declineEnabled ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => consent.decline()}
            disabled={!interactive}
          >
            {t('cookieBanner.decline')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => consent.accept()} disabled={!interactive}>
          {t('cookieBanner.accept')}
        </button>
      </div>
    </section>
  );
}
