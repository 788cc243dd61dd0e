import './profile.css';
import { useMemo } from 'react';
import type { ContentListItem } from '../../../domain/content/content';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';
import { BlurhashImage } from '../../components/blurhash-image/blurhash-image';
import { contentHref } from '../reader-links';
import type { ReaderPageProps } from '../reader-page-props';
import { ReaderPageFrame } from '../reader-page-frame';
import { useReaderRouteKey } from '../reader-address';
import { useInteractive } from '../reader-interactive';
import { withTripStrings } from '../trip/trip-strings';
import { useCreatorProfile } from './use-creator-profile';

export { contentHref } from '../reader-links';

/**
 * /profiles/[username] (spec §2 public): the creator's avatar, name
 * and username, biography, website and country, then their published contents newest first, a page at a time with "load more".
 */
export default function ProfilePage({ initialData, services, t: readerT, lang }: ReaderPageProps) {
  const t = useMemo(() => withTripStrings(readerT, lang), [readerT, lang]);
  const username = useReaderRouteKey();
  const interactive = useInteractive();
  const { state, hasMore, loadMore, retry } = useCreatorProfile(services, username, initialData);
  const name = state.status === 'ready' ? state.author.displayName || `@${state.author.username ?? username}` : null;
  const text = {
    notFoundTitle: t('readerProfile.notFoundTitle'),
    notFoundBody: t('readerProfile.notFoundBody', { username }),
    home: t('readerProfile.home'),
    failedTitle: t('readerProfile.loadFailed'),
    retry: t('readerProfile.retry'),
  };

  return (
    <ReaderPageFrame
      t={t}
      lang={lang}
      state={state}
      retry={retry}
      pageTitle={name}
      text={text}
      signedIn={services.session.mayBeSignedIn()}
      creator={state.status === 'ready' ? (state.author.username ?? username) : null}
    >
      {(ready) => (
        <div className="profile">
          {ready.about?.coverImage ? <img className="profile__cover" src={ready.about.coverImage} alt="" /> : null}
          <header className="profile__head">
            {ready.author.avatarImage ? (
              <img className="profile__avatar" src={ready.author.avatarImage} alt="" width={96} height={96} />
            ) : (
              <span className="profile__avatar profile__avatar--initial" aria-hidden="true">
                {(name ?? '?').replace('@', '').slice(0, 1).toUpperCase()}
              </span>
            )}
            <div>
              <h1 className="profile__name">{name}</h1>
              {ready.author.username ? <p className="profile__username">@{ready.author.username}</p> : null}
              {ready.about?.biography ? <p className="profile__bio">{ready.about.biography}</p> : null}
              {ready.about?.website && /^https?:\/\//i.test(ready.about.website) ? (
                <p className="profile__website">
                  <a href={ready.about.website} rel="nofollow noopener ugc" target="_blank">
                    {ready.about.website.replace(/^https?:\/\//i, '')}
                  </a>
                </p>
              ) : null}
              {ready.about?.country ? <p className="profile__country muted">{ready.about.country}</p> : null}
              <p className="muted">{t('readerProfile.published', { count: ready.totalCount })}</p>
            </div>
          </header>
          <section aria-labelledby="profile-contents-heading" className="profile__contents">
            <h2 id="profile-contents-heading">{t('readerProfile.contents')}</h2>
            {ready.items.length === 0 ? <p className="muted">{t('readerProfile.empty')}</p> : null}
            <ul className="profile__grid">
              {ready.items.map((item) => (
                <ContentCard key={item.contentId} item={item} t={t} />
              ))}
            </ul>
            {hasMore || ready.more === 'failed' ? (
              <div className="profile__more">
                {ready.more === 'failed' ? (
                  <p className="alert alert--error" role="alert">
                    {t('readerProfile.loadMoreFailed')}
                  </p>
                ) : null}
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={loadMore}
                  disabled={!interactive || ready.more === 'loading'}
                  aria-busy={ready.more === 'loading'}
                >
                  {ready.more === 'loading' ? t('readerProfile.loadingMore') : t('readerProfile.loadMore')}
                </button>
              </div>
            ) : null}
          </section>
        </div>
      )}
    </ReaderPageFrame>
  );
}

function ContentCard({ item, t }: { item: ContentListItem; t: Translate }) {
  return (
    <li className="profile-card" data-testid="profile-content">
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
          {t(item.kind === 'trip' ? 'readerProfile.kindTrip' : 'readerProfile.kindArticle')}
        </span>
        <span className="profile-card__title">{item.title || t('readerProfile.untitled')}</span>
        {item.summary ? <span className="profile-card__summary">{item.summary}</span> : null}
        <span className="profile-card__stats muted">
          {t('readerProfile.views', { count: item.viewCount })} ·{' '}
          {t('readerProfile.comments', { count: item.commentCount })}
        </span>
      </a>
    </li>
  );
}
