import './campaign.css';
import { useEffect, useMemo, useState } from 'react';
import { localized } from '../../../domain/polls/poll-rules';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { BlurhashImage } from '../../components/blurhash-image/blurhash-image';
import { withPollsStrings } from '../polls-strings';
import type { CampaignCard } from '../../../domain/campaigns/campaign';

export interface CampaignCardProps {
  readonly campaignId: string;
  readonly services: Pick<ReaderServices, 'campaigns'>;
  readonly t: Translate;
  readonly lang: ReaderLanguage;
}

export const campaignHref = (campaignId: string): string => `/campaigns/${encodeURIComponent(campaignId)}/detail`;

/**
 * The campaign a content was written for (spec §7 "public campaign preview"): a card linking to
 * the campaign page, in its own lazy chunk. Nothing shows when the preview cannot be read.
 */
export default function CampaignCard({ campaignId, services, t: readerT, lang }: CampaignCardProps) {
  const t = useMemo(() => withPollsStrings(readerT, lang), [readerT, lang]);
  const [card, setCard] = useState<CampaignCard | null>(null);
  useEffect(() => {
    let live = true;
    services.campaigns.preview(campaignId).then(
      (found) => live && setCard(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [services, campaignId]);
  if (!card) return null;
  const title = localized(card.title, lang);
  return (
    <a className="campaign-card" href={campaignHref(card.campaignId)} data-testid="campaign-card">
      {card.cover ? (
        <BlurhashImage
          image={card.cover}
          alt=""
          sizes="88px"
          failedLabel={t('errors.web.loadImage')}
          className="campaign-card__cover"
        />
      ) : null}
      <span className="campaign-card__body">
        <span className="campaign-card__kicker">
          {t('readerCampaign.cardLabel')}
          <span className={`campaign__state campaign__state--${card.state}`}>
            {t(`readerCampaign.state.${card.state}`)}
          </span>
        </span>
        <span className="campaign-card__title">{title}</span>
        <span className="campaign-card__meta">
          {t('readerCampaign.entryCount', { count: card.entryCount })} · {t('readerCampaign.cardLink')}
        </span>
      </span>
    </a>
  );
}
