import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../domain/polls/poll-rules';
import { Routes } from '../../../domain/routing/routes';
import { fillPathParams } from '../../../domain/url/url-helpers';
import { formatDate } from '../../../domain/time/date-formats';
import { useEditorServices } from '../stores/editor-services';
import type { CampaignCard } from '../../../domain/campaigns/campaign';

/** The campaign's last moment (ends_at is the first instant after it), in the reader's own zone. */
export const campaignEndText = (card: Pick<CampaignCard, 'endsAt'>, language: string): string =>
  formatDate(Date.parse(card.endsAt) - 1, 'DEFAULT', language);

export const campaignOpenText = (card: Pick<CampaignCard, 'opensAt'>, language: string): string =>
  formatDate(card.opensAt, 'DEFAULT', language);

/**
 * "Writing for: <campaign>" above a content written for a campaign, with its state and end, linking
 * to the campaign page. An ended campaign is said so: the content can still be published as a normal one.
 */
export const CampaignBanner = observer(function CampaignBanner({ campaignId }: { readonly campaignId: string }) {
  const { t, i18n } = useTranslation();
  const { wallet } = useEditorServices();
  const [card, setCard] = useState<CampaignCard | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    wallet.campaignPreview(campaignId).then(
      (loaded) => live && setCard(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wallet, campaignId]);

  const href = fillPathParams(Routes.campaignDetail, { id: campaignId });
  const lang = i18n.language.startsWith('th') ? 'th' : 'en';
  const title = card ? localized(card.title, lang) : null;
  return (
    <section
      className={`campaign-banner${card?.state === 'ended' ? ' campaign-banner--ended' : ''}`}
      aria-labelledby="campaign-banner-title"
    >
      <p className="campaign-banner__eyebrow">{t('editor.campaign.writingFor')}</p>
      <h2 id="campaign-banner-title" className="campaign-banner__title">
        {/* A full load: the campaign page is a reader page. */}
        <a href={href}>{title ?? (failed ? t('editor.campaign.unknownTitle') : t('app.loading'))}</a>
      </h2>
      {card ? (
        <p className="campaign-banner__meta">
          <span className={`campaign-banner__state campaign-banner__state--${card.state}`}>
            {t(`editor.campaign.state.${card.state}`)}
          </span>{' '}
          {card.state === 'upcoming'
            ? t('editor.campaign.opens', { date: campaignOpenText(card, i18n.language) })
            : t(card.state === 'ended' ? 'editor.campaign.ended' : 'editor.campaign.ends', {
                date: campaignEndText(card, i18n.language),
              })}
        </p>
      ) : null}
      {card?.state === 'ended' ? <p className="campaign-banner__note">{t('editor.campaign.endedNote')}</p> : null}
    </section>
  );
});
