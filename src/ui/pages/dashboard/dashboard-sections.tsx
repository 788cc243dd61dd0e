import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { MyCorner } from '../../../application/feed/discovery.service';
import type { ContentListItem } from '../../../domain/content/content';
import type { FeedContent, FeedPage, TrendingCategory } from '../../../domain/feed/discovery';
import { normalizeKeyword, searchStateToQuery, EMPTY_SEARCH } from '../../../domain/feed/search-query';
import { Routes } from '../../../domain/routing/routes';
import { fillPathParams } from '../../../domain/url/url-helpers';
import type { AsyncResource } from '../../components/discovery/async-resource';
import { ContentCard, ContentGrid } from '../../components/discovery/content-card';
import { Loading, LoadError } from '../../components/discovery/load-state';

/** A titled part of the home around one AsyncResource: loading, error with retry, empty, or its content. */
function SectionView<T>({
  id,
  title,
  resource,
  isEmpty,
  empty,
  action,
  children,
  statusShownElsewhere = false,
}: {
  readonly id: string;
  /** Two sections over one resource: only the first shows its loading and error (one alert, one retry). */
  readonly statusShownElsewhere?: boolean;
  readonly title: string;
  readonly resource: AsyncResource<T>;
  readonly isEmpty: (value: T) => boolean;
  readonly empty: ReactNode;
  readonly action?: ReactNode;
  readonly children: (value: T) => ReactNode;
}) {
  const value = resource.value;
  return (
    <section className="discovery-section" aria-labelledby={id} aria-busy={resource.loading}>
      <div className="discovery-section__head">
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      {resource.errorKey && !statusShownElsewhere ? (
        <LoadError errorKey={resource.errorKey} onRetry={() => void resource.load()} />
      ) : null}
      {resource.status === 'loading' && !statusShownElsewhere ? <Loading /> : null}
      {value !== null && !resource.errorKey ? (
        isEmpty(value) ? (
          <p className="discovery-empty muted">{empty}</p>
        ) : (
          children(value)
        )
      ) : null}
    </section>
  );
}

const Section = observer(SectionView) as typeof SectionView;

export const DashboardSearch = function DashboardSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [words, setWords] = useState('');
  return (
    <form
      role="search"
      className="search-box"
      aria-label={t('discovery.home.searchLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(`${Routes.search}${searchStateToQuery({ ...EMPTY_SEARCH, q: normalizeKeyword(words) })}`);
      }}
    >
      <input
        type="search"
        name="q"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        aria-label={t('discovery.home.searchLabel')}
        placeholder={t('discovery.home.searchPlaceholder')}
        enterKeyHint="search"
      />
      <button type="submit" className="button">
        {t('discovery.home.searchButton')}
      </button>
    </form>
  );
};

export const FeedRow = observer(function FeedRow({
  id,
  title,
  resource,
  empty,
}: {
  readonly id: string;
  readonly title: string;
  readonly resource: AsyncResource<FeedPage<FeedContent>>;
  readonly empty: string;
}) {
  return (
    <Section id={id} title={title} resource={resource} isEmpty={(page) => page.items.length === 0} empty={empty}>
      {(page) => <ContentGrid items={page.items} label={title} />}
    </Section>
  );
});

export const TrendingCategories = observer(function TrendingCategories({
  resource,
}: {
  readonly resource: AsyncResource<readonly TrendingCategory[]>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'th' ? 'th' : 'en';
  return (
    <Section
      id="home-trending-categories"
      title={t('discovery.home.trendingCategories')}
      resource={resource}
      isEmpty={(list) => list.length === 0}
      empty={t('discovery.home.categoriesEmpty')}
    >
      {(list) => (
        <ul className="discovery-chips" aria-label={t('discovery.home.trendingCategories')}>
          {list.map((category) => (
            <li key={category.categoryId}>
              <Link
                className="discovery-chip"
                to={fillPathParams(Routes.category, { categoryId: category.categoryId })}
              >
                <span>{category.names[lang]}</span>
                {category.contentCount > 0 ? (
                  <span className="discovery-chip__count">
                    {t('discovery.home.categoryCount', { count: category.contentCount })}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
});

function MyList({
  items,
  label,
  hrefOf,
  metaOf,
  showCounts,
}: {
  readonly showCounts: boolean;
  readonly items: readonly ContentListItem[];
  readonly label: string;
  readonly hrefOf?: (item: ContentListItem) => string;
  readonly metaOf: (item: ContentListItem) => string;
}) {
  return (
    <ul className="feed-grid" aria-label={label}>
      {items.map((item) => (
        <li key={item.contentId}>
          <ContentCard item={item} href={hrefOf?.(item)} meta={metaOf(item)} showCounts={showCounts} showSave={false} />
        </li>
      ))}
    </ul>
  );
}

/** The reader's drafts to continue and their published contents' views and comments. */
export const MyCornerSections = observer(function MyCornerSections({
  resource,
  username,
}: {
  readonly resource: AsyncResource<MyCorner>;
  readonly username: string | null;
}) {
  const { t } = useTranslation();
  const editHref = (item: ContentListItem) => fillPathParams(Routes.myContentEdit, { id: item.contentId });
  return (
    <>
      <Section
        id="home-drafts"
        title={t('discovery.home.drafts')}
        resource={resource}
        isEmpty={(corner) => corner.drafts.items.length === 0}
        empty={t('discovery.home.draftsEmpty')}
        action={<Link to={Routes.myContents}>{t('discovery.home.allMyContents')}</Link>}
      >
        {(corner) => (
          <MyList
            items={corner.drafts.items}
            label={t('discovery.home.drafts')}
            hrefOf={editHref}
            metaOf={() => t('discovery.home.continue')}
            showCounts={false}
          />
        )}
      </Section>
      <Section
        id="home-published"
        title={t('discovery.home.published')}
        resource={resource}
        statusShownElsewhere
        isEmpty={(corner) => corner.published.items.length === 0}
        empty={t('discovery.home.publishedEmpty')}
        action={
          username ? (
            <a href={fillPathParams(Routes.profile, { username })}>{t('discovery.home.publicProfile')}</a>
          ) : null
        }
      >
        {(corner) => (
          <MyList
            items={corner.published.items}
            label={t('discovery.home.published')}
            metaOf={() => t('discovery.home.yourStory')}
            showCounts
          />
        )}
      </Section>
    </>
  );
});
