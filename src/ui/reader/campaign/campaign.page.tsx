import '../profile/profile.css';
import '../../components/content-view/content-view.css';
import './campaign.css';
import { useMemo } from 'react';
import { localized, type LocalizedText } from '../../../domain/polls/poll-rules';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { BlurhashImage } from '../../components/blurhash-image/blurhash-image';
import { withPollsStrings } from '../polls-strings';
import { formatDate } from '../../../domain/time/date-formats';
import { contentHref } from '../reader-links';
import type { ReaderPageProps } from '../reader-page-props';
import { ReaderPageFrame } from '../reader-page-frame';
import { useReaderRouteKey } from '../reader-address';
import { useInteractive } from '../reader-interactive';
import { useCampaign, useCampaignEntries } from './use-campaign';
import type { CampaignView } from '../../../domain/campaigns/campaign';

/** Where a creator starts an entry (the main SPA's /campaigns/write/new). */
export const writeForCampaignHref = (campaignId: string): string =>
  `/campaigns/write/new?campaign=${encodeURIComponent(campaignId)}`;

/**
 * /campaigns/[id]/detail (spec §2 public): the campaign in the reader's language (else the other),
 * its state, when it opens and closes in the reader's locale (decided in Bangkok time), description, rules,
 * prize, "write for this campaign" while it is open, and its published entries a page at a time.
 */
export default function CampaignPage({ initialData, services, t: readerT, lang }: ReaderPageProps) {
  const t = useMemo(() => withPollsStrings(readerT, lang), [readerT, lang]);
  const campaignId = useReaderRouteKey();
  const { state, retry } = useCampaign(services, campaignId, initialData);
  const text = {
    notFoundTitle: t('readerCampaign.notFoundTitle'),
    notFoundBody: t('readerCampaign.notFoundBody'),
    home: t('readerCampaign.home'),
    failedTitle: t('readerCampaign.loadFailed'),
    retry: t('readerCampaign.retry'),
  };
  return (
    <ReaderPageFrame
      t={t}
      lang={lang}
      state={state}
      retry={retry}
      text={text}
      pageTitle={state.status === 'ready' ? localized(state.campaign.title, lang) : null}
      signedIn={services.session.mayBeSignedIn()}
    >
      {({ campaign }) => <Campaign campaign={campaign} services={services} t={t} lang={lang} />}
    </ReaderPageFrame>
  );
}

interface CampaignProps {
  readonly campaign: CampaignView;
  readonly services: ReaderServices;
  readonly t: Translate;
  readonly lang: ReaderLanguage;
}

function Campaign({ campaign, services, t, lang }: CampaignProps) {
  const title = localized(campaign.title, lang);
  const opens = formatDate(campaign.opensAt, 'DEFAULT', lang);
  const closes = formatDate(campaign.endsAt, 'DEFAULT', lang);
  return (
    <div className="campaign-page">
      <article className="reader-article campaign" aria-labelledby="campaign-title">
        <header className="campaign__head">
          <p className="campaign__kicker">
            <span>{t('readerCampaign.kicker')}</span>
            <span className={`campaign__state campaign__state--${campaign.state}`} data-testid="campaign-state">
              {t(`readerCampaign.state.${campaign.state}`)}
            </span>
          </p>
          <h1 id="campaign-title" className="campaign__title">
            {title}
          </h1>
        </header>
        {campaign.cover ? (
          <BlurhashImage
            image={campaign.cover}
            alt=""
            eager
            sizes="(min-width: 1024px) 1043px, 100vw"
            failedLabel={t('errors.web.loadImage')}
            className="cv-image campaign__cover"
          />
        ) : null}
        <section className="campaign__when card" aria-labelledby="campaign-when">
          <h2 id="campaign-when">{t('readerCampaign.dates')}</h2>
          <p className="campaign__dates">
            <time dateTime={campaign.opensAt}>{t('readerCampaign.opens', { time: opens })}</time>
            <time dateTime={campaign.endsAt}>{t('readerCampaign.closes', { time: closes })}</time>
          </p>
          <p className="muted campaign__zone">{t('readerCampaign.bangkok')}</p>
          <CampaignCall campaign={campaign} t={t} opens={opens} />
        </section>
        <TextBlock
          id="campaign-description"
          heading={t('readerCampaign.description')}
          text={campaign.description}
          lang={lang}
        />
        <TextBlock id="campaign-rules" heading={t('readerCampaign.rules')} text={campaign.rules} lang={lang} />
        <TextBlock id="campaign-prize" heading={t('readerCampaign.prize')} text={campaign.prize} lang={lang} />
      </article>
      <Entries campaign={campaign} services={services} t={t} />
    </div>
  );
}

/** What the reader can do now: write while open; when it opens; that it has ended. */
function CampaignCall({ campaign, t, opens }: { campaign: CampaignView; t: Translate; opens: string }) {
  if (campaign.state === 'open') {
    return (
      <a
        className="button campaign__write"
        href={writeForCampaignHref(campaign.campaignId)}
        data-testid="campaign-write"
      >
        {t('readerCampaign.write')}
      </a>
    );
  }
  if (campaign.state === 'upcoming')
    return (
      <p className="campaign__note" data-testid="campaign-note">
        {t('readerCampaign.upcomingNote', { time: opens })}
      </p>
    );
  return (
    <p className="campaign__note" data-testid="campaign-note">
      {t('readerCampaign.endedNote')}
    </p>
  );
}

/** A titled block of plain text (line breaks kept), shown only when written in some language. */
function TextBlock({
  id,
  heading,
  text,
  lang,
}: {
  id: string;
  heading: string;
  text: LocalizedText;
  lang: ReaderLanguage;
}) {
  const body = localized(text, lang);
  if (!body) return null;
  return (
    <section className="campaign__block" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p className="campaign__text">{body}</p>
    </section>
  );
}

function Entries({ campaign, services, t }: { campaign: CampaignView; services: ReaderServices; t: Translate }) {
  const interactive = useInteractive();
  const { entries, loadMore, hasMore } = useCampaignEntries(services, campaign.campaignId);
  const count = Math.max(entries.totalCount, entries.items.length);
  return (
    <section
      className="campaign__entries profile__contents"
      aria-labelledby="campaign-entries"
      data-testid="campaign-entries"
    >
      <h2 id="campaign-entries">{t('readerCampaign.entries', { count })}</h2>
      {entries.status === 'idle' && entries.items.length === 0 ? (
        <p className="muted">
          {campaign.state === 'open' ? t('readerCampaign.noEntriesOpen') : t('readerCampaign.noEntries')}
        </p>
      ) : null}
      <ul className="profile__grid">
        {entries.items.map((item) => (
          <li key={item.contentId} className="profile-card" data-testid="campaign-entry">
            <a className="profile-card__link" href={contentHref(item)}>
              {item.cover ? (
                <BlurhashImage
                  image={item.cover}
                  alt=""
                  sizes="(min-width: 768px) 33vw, 100vw"
                  failedLabel={t('errors.web.loadImage')}
                  className="cv-image"
                />
              ) : (
                <span className="profile-card__no-cover" aria-hidden="true" />
              )}
              <span className="profile-card__kind">
                {t(item.kind === 'trip' ? 'readerCampaign.trip' : 'readerCampaign.article')}
              </span>
              <span className="profile-card__title">{item.title || t('readerCampaign.untitled')}</span>
              {item.summary ? <span className="profile-card__summary">{item.summary}</span> : null}
            </a>
          </li>
        ))}
      </ul>
      {entries.status === 'loading' ? (
        <p className="muted" role="status">
          {t('readerCampaign.loadingMore')}
        </p>
      ) : null}
      {entries.status === 'failed' ? (
        <p className="alert alert--error" role="alert">
          {t('readerCampaign.entriesFailed')}
        </p>
      ) : null}
      {(hasMore || entries.status === 'failed') && entries.status !== 'loading' ? (
        <div className="profile__more">
          <button type="button" className="button button--secondary" onClick={loadMore} disabled={!interactive}>
            {t('readerCampaign.loadMore')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
