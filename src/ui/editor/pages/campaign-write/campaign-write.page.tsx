import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { ContentKind } from '../../../../domain/content/content';
import { ErrorCode } from '../../../../domain/errors/error-codes';
import { localized } from '../../../../domain/polls/poll-rules';
import { loginRedirectTarget } from '../../../../domain/routing/route-gate';
import { Routes } from '../../../../domain/routing/routes';
import { fillPathParams } from '../../../../domain/url/url-helpers';
import { campaignEndText, campaignOpenText } from '../../components/campaign-banner';
import { requestedKind } from '../content-editor/new-content';
import { ReserveContentStore, useReserveThenEdit } from '../../stores/reserve-content.store';
import { useStores } from '../../../stores/stores-context';
import './campaign-write.css';
import type { CampaignCard } from '../../../../domain/campaigns/campaign';

/**
 * /campaigns/write/new?campaign=ID[&kind=trip] (spec §2 public route): a signed-in creator gets a
 * content reserved for the campaign and lands in its editor (this URL replaced); an anonymous visitor is sent
 * to /login with redirectUrl back here (spec §2 rule 5) and proceeds once signed in; an ended or not yet open
 * campaign is explained and nothing is created.
 */
export default observer(function CampaignWritePage() {
  const { t } = useTranslation();
  const { auth } = useStores();
  const [params] = useSearchParams();
  const campaignId = params.get('campaign')?.trim() ?? '';
  const kind = requestedKind(params);

  if (campaignId === '') return <NotFound />;
  if (!auth.state.isInitialized) {
    return (
      <Frame title={t('campaignWrite.title')}>
        <p className="muted" role="status">
          {t('app.loading')}
        </p>
      </Frame>
    );
  }
  if (!auth.isSignedIn) return <AskToSignIn />;
  return <Enter key={`${campaignId}/${kind}`} campaignId={campaignId} kind={kind} />;
});

function Frame({ title, children }: { readonly title: string; readonly children: React.ReactNode }) {
  return (
    <article className="container page stack campaign-write" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
    </article>
  );
}

/** Spec §2 rule 5's target for this exact URL; the login page comes back here once signed in. */
function AskToSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const target = loginRedirectTarget(pathname, search);
  useEffect(() => void navigate(target, { replace: true }), [navigate, target]);
  return (
    <Frame title={t('campaignWrite.title')}>
      <p>{t('campaignWrite.signIn')}</p>
      <p>
        <Link className="button" to={target}>
          {t('campaignWrite.signInButton')}
        </Link>
      </p>
    </Frame>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Frame title={t('campaignWrite.notFound.title')}>
      <p className="page__lead">{t('campaignWrite.notFound.message')}</p>
      <p>
        <Link className="button" to={Routes.myContents}>
          {t('campaignWrite.myContents')}
        </Link>
      </p>
    </Frame>
  );
}

const Enter = observer(function Enter({
  campaignId,
  kind,
}: {
  readonly campaignId: string;
  readonly kind: ContentKind;
}) {
  const { t } = useTranslation();
  const { services } = useStores();
  const [store] = useState(
    () => new ReserveContentStore(async () => (await services.wallet.enterCampaign(campaignId, kind)).contentId),
  );
  const go = useReserveThenEdit(store);
  const code = store.error?.code;

  if (code === ErrorCode.campaignEnded || code === ErrorCode.campaignNotOpenYet) {
    return <Closed campaignId={campaignId} ended={code === ErrorCode.campaignEnded} />;
  }
  if (code === ErrorCode.contentNotFound) return <NotFound />;
  return (
    <Frame title={t(kind === 'trip' ? 'campaignWrite.newTrip' : 'campaignWrite.newArticle')}>
      {store.errorKey ? (
        <div className="alert alert--error stack" role="alert">
          <span>{t(store.errorKey)}</span>
          <div className="row">
            <button type="button" className="button" onClick={() => go(store.retry())}>
              {t('app.retry')}
            </button>
            <Link className="button button--secondary" to={Routes.myContents}>
              {t('campaignWrite.myContents')}
            </Link>
          </div>
        </div>
      ) : (
        <p className="muted" role="status">
          {t('campaignWrite.reserving')}
        </p>
      )}
    </Frame>
  );
});

/** Ended or not open yet: said plainly, with the campaign's name and dates when its card answers. */
function Closed({ campaignId, ended }: { readonly campaignId: string; readonly ended: boolean }) {
  const { t, i18n } = useTranslation();
  const { services } = useStores();
  const [card, setCard] = useState<CampaignCard | null>(null);
  useEffect(() => {
    let live = true;
    services.wallet.campaignPreview(campaignId).then(
      (loaded) => live && setCard(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [services.wallet, campaignId]);
  const lang = i18n.language.startsWith('th') ? 'th' : 'en';
  return (
    <Frame title={t(ended ? 'campaignWrite.ended.title' : 'campaignWrite.notOpen.title')}>
      {card ? <p className="campaign-write__name">{localized(card.title, lang)}</p> : null}
      <p className="page__lead">
        {card
          ? ended
            ? t('campaignWrite.ended.messageOn', { date: campaignEndText(card, i18n.language) })
            : t('campaignWrite.notOpen.messageOn', { date: campaignOpenText(card, i18n.language) })
          : t(ended ? 'campaignWrite.ended.message' : 'campaignWrite.notOpen.message')}
      </p>
      <p className="row">
        {/* A full load: the campaign page is a reader page. */}
        <a className="button" href={fillPathParams(Routes.campaignDetail, { id: campaignId })}>
          {t('campaignWrite.seeCampaign')}
        </a>
        <Link className="button button--secondary" to={Routes.myContents}>
          {t('campaignWrite.myContents')}
        </Link>
      </p>
    </Frame>
  );
}
