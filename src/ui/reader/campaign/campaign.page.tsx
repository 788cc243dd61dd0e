import '../profile/profile.css';
import '../../components/content-view/content-view.css';
import './campaign.css';
import { useMemo } from 'react';
import { localized, type LocalizedText } from '../../../domain/polls/poll-rules';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import { BlurhashImage } from '../../components/blurhash-image/blurhash-image';
import { withPollsStrings } from '../polls-strings';
import { formatDate } from '../../../domain/time/date-formats';
import type { ReaderPageProps } from '../reader-page-props';
import { ReaderPageFrame } from '../reader-page-frame';
import { useReaderRouteKey } from '../reader-address';
import { Island, type IslandContext } from '../islands/island';
import campaignEntriesIsland from '../islands/campaign-entries.island';
import { useCampaign } from './use-campaign';
import type { CampaignView } from '../../../domain/campaigns/campaign';

/** Where a creator starts an entry (the main SPA's /campaigns/write/new). */
export const writeForCampaignHref = (campaignId: string): string =>
  `/campaigns/write/new?campaign=${encodeURIComponent(campaignId)}`;

/**
 * /campaigns/[id]/detail (spec §2 public): the campaign in the reader's language (else the other),
 * its state, when it opens and closes in the reader's locale (decided in Bangkok time), description, rules,
 * prize, "write for this campaign" while it is open, and its published entries a page at a time. The entries
 * are the page's one island (islands/campaign-entries.island.tsx): on a page the server rendered, the
 * campaign's text never re-renders and only the entries hydrate.
 */
export default function CampaignPage({ initialData, services, t: readerT, lang }: ReaderPageProps) {
  const t = useMemo(() => withPollsStrings(readerT, lang), [readerT, lang]);
  const campaignId = useReaderRouteKey();
  const { state, retry } = useCampaign(services, campaignId, initialData);
  const now = useMemo(() => services.now(), [services]);
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
      {({ campaign }) => <Campaign campaign={campaign} t={t} context={{ services, t: readerT, lang, now }} />}
    </ReaderPageFrame>
  );
}

interface CampaignProps {
  readonly campaign: CampaignView;
  /** The reader's strings with the campaign page's own. */
  readonly t: Translate;
  /** What the page's island takes (the reader's strings: the island adds its own). */
  readonly context: IslandContext;
}

function Campaign({ campaign, t, context }: CampaignProps) {
  const { lang } = context;
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
      <Island
        island={campaignEntriesIsland}
        props={{ campaignId: campaign.campaignId, open: campaign.state === 'open' }}
        context={context}
      />
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
