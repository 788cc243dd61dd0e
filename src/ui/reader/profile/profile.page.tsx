import './profile.css';
import { useMemo } from 'react';
import { Island } from '../islands/island';
import cardSaveIsland from '../islands/card-save.island';
import profileMoreIsland from '../islands/profile-more.island';
import followIsland from '../islands/follow.island';
import { Routes } from '../../../domain/routing/routes';
import { fillPathParams } from '../../../domain/url/url-helpers';
import type { ReaderPageProps } from '../reader-page-props';
import { ReaderPageFrame } from '../reader-page-frame';
import { useReaderRouteKey } from '../reader-address';
import { withProfileStrings } from './profile-strings';
import { cardTitle, ProfileContentCard, profileCardLabels } from './profile-card';
import { useCreatorProfile } from './use-creator-profile';

export { contentHref } from '../reader-links';

/**
 * /profiles/[username] (spec §2 public): the creator's avatar, name
 * and username, biography, website and country, then their published contents newest first, a page at a time with "load more".
 * "Load more" (islands/profile-more.island.tsx) and each card's save star (islands/card-save.island.tsx) are the
 * page's islands: on a page the server rendered, the creator and the first page of contents never re-render and
 * only they hydrate.
 */
export default function ProfilePage({ initialData, services, t: readerT, lang }: ReaderPageProps) {
  const t = useMemo(() => withProfileStrings(readerT, lang), [readerT, lang]);
  const username = useReaderRouteKey();
  const { state, retry } = useCreatorProfile(services, username, initialData, lang);
  const now = useMemo(() => services.now(), [services]);
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
              <Island
                island={followIsland}
                props={{
                  creatorUserId: ready.author.userId,
                  creatorName: name ?? `@${username}`,
                  returnPath: fillPathParams(Routes.profile, { username: ready.author.username ?? username }),
                  counts: ready.follows,
                }}
                context={{ services, t: readerT, lang, now }}
              />
            </div>
          </header>
          <section aria-labelledby="profile-contents-heading" className="profile__contents">
            <h2 id="profile-contents-heading">{t('readerProfile.contents')}</h2>
            {ready.items.length === 0 ? <p className="muted">{t('readerProfile.empty')}</p> : null}
            <ul className="profile__grid">
              {ready.items.map((item) => (
                <ProfileContentCard
                  key={item.contentId}
                  item={item}
                  t={t}
                  star={
                    <Island
                      island={cardSaveIsland}
                      props={{
                        contentId: item.contentId,
                        title: cardTitle(item, profileCardLabels(t)),
                        authorId: item.author.userId,
                      }}
                      context={{ services, t: readerT, lang, now }}
                    />
                  }
                />
              ))}
            </ul>
            <Island
              island={profileMoreIsland}
              props={{
                username,
                shown: {
                  ids: ready.items.map((item) => item.contentId),
                  totalCount: ready.totalCount,
                  nextCursor: ready.nextCursor,
                },
              }}
              context={{ services, t: readerT, lang, now }}
            />
          </section>
        </div>
      )}
    </ReaderPageFrame>
  );
}
