import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { CategoryContentSort } from '../../../application/ports/feed-api.port';
import { EMPTY_SEARCH, searchStateToQuery } from '../../../domain/feed/search-query';
import { Routes } from '../../../domain/routing/routes';
import { fillPathParams } from '../../../domain/url/url-helpers';
import { ContentGrid } from '../../components/discovery/content-card';
import { Loading, LoadError } from '../../components/discovery/load-state';
import { Pager } from '../../components/discovery/pager';
import { usePageTitle } from '../../components/shell/page-title';
import { useStores } from '../../stores/stores-context';
import { CATEGORY_SORTS, categoryQuery, CategoryStore, parseCategoryQuery } from './category.store';
import '../../components/discovery/discovery.css';

/** /categories/:categoryId (ours, signed-in): the category's contents, newest or most read first, paged. */
export default observer(function CategoryPage() {
  const { t, i18n } = useTranslation();
  const { services } = useStores();
  const { categoryId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [store] = useState(() => new CategoryStore(services.discovery));
  const { sort, page } = useMemo(() => parseCategoryQuery(location.search), [location.search]);
  const language = i18n.language === 'th' ? 'th' : 'en';
  useEffect(() => void store.show(categoryId, sort, page), [store, categoryId, sort, page]);

  const base = fillPathParams(Routes.category, { categoryId });
  const name = store.category?.names[language] ?? (store.categoriesKnown ? categoryId : null);
  const title = name ?? t('discovery.category.title');
  usePageTitle(name);
  const setSort = (next: CategoryContentSort) => void navigate(`${base}${categoryQuery(next, 1)}`);
  const items = store.page?.items ?? [];

  return (
    <div className="container discovery-page stack">
      <header className="discovery-section__head">
        <div>
          <p className="muted discovery-status">{t('discovery.category.eyebrow')}</p>
          <h1>{title}</h1>
        </div>
        <Link to={`${Routes.search}${searchStateToQuery({ ...EMPTY_SEARCH, category: categoryId })}`}>
          {t('discovery.category.searchIn')}
        </Link>
      </header>

      <div className="discovery-sort" role="group" aria-label={t('discovery.category.sortLabel')}>
        {CATEGORY_SORTS.map((option) => (
          <button
            key={option}
            type="button"
            className="chip"
            aria-pressed={sort === option}
            onClick={() => setSort(option)}
          >
            {t(`discovery.category.sort.${option}`)}
          </button>
        ))}
      </div>

      <section className="discovery-section" aria-labelledby="category-contents" aria-busy={store.loading}>
        <h2 id="category-contents" className="visually-hidden">
          {t('discovery.category.contentsTitle', { name: title })}
        </h2>
        {store.errorKey ? <LoadError errorKey={store.errorKey} onRetry={() => void store.retry()} /> : null}
        {store.loading && !store.page ? <Loading /> : null}
        {store.page && !store.errorKey ? (
          items.length === 0 ? (
            <p className="discovery-empty muted">{t('discovery.category.empty')}</p>
          ) : (
            <>
              <p className="muted discovery-status" role="status">
                {t('discovery.category.count', { count: store.page.total })}
              </p>
              <ContentGrid
                items={items}
                label={t('discovery.category.contentsTitle', { name: title })}
                headingLevel={3}
              />
              <Pager page={page} pages={store.pages} hrefOf={(p) => `${base}${categoryQuery(sort, p)}`} />
            </>
          )
        ) : null}
      </section>
    </div>
  );
});
