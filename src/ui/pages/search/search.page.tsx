import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CONTENT_KINDS, CONTENT_LANGUAGES } from '../../../domain/content/content';
import {
  canSearch,
  normalizeKeyword,
  parseSearchState,
  SEARCH_KEYWORD_MAX,
  SEARCH_TABS,
  searchStateToQuery,
  type SearchState,
} from '../../../domain/feed/search-query';
import { Routes } from '../../../domain/routing/routes';
import { Loading, LoadError } from '../../components/discovery/load-state';
import { Pager } from '../../components/discovery/pager';
import { usePageTitle } from '../../components/shell/page-title';
import { useStores } from '../../stores/stores-context';
import { SearchResultList } from './search-results';
import { SearchStore } from './search.store';
import '../../components/discovery/discovery.css';

const hrefOf = (state: SearchState) => `${Routes.search}${searchStateToQuery(state)}`;

/**
 * /search (signed-in): contents, places and creators, with kind, category and
 * language filters on contents and paging. Everything lives in the address (search-query.ts), so a search
 * can be shared and Back steps through it.
 */
export default observer(function SearchPage() {
  const { t, i18n } = useTranslation();
  const { services } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const [store] = useState(() => new SearchStore(services.discovery));
  const state = useMemo(() => parseSearchState(location.search), [location.search]);
  const language = i18n.language === 'th' ? 'th' : 'en';
  const [words, setWords] = useState(state.q);
  const keyword = normalizeKeyword(state.q);
  usePageTitle(keyword ? t('titles.searchFor', { q: keyword }) : null);

  useEffect(() => setWords(state.q), [state.q]);
  useEffect(() => void store.show(state, language), [store, state, language]);
  useEffect(() => void store.loadCategories(), [store]);

  const go = (next: Partial<SearchState>) => void navigate(hrefOf({ ...state, page: 1, ...next }));
  const results = store.results;
  const shownTab = results?.tab === state.tab ? results : null;

  return (
    <div className="container discovery-page stack">
      <h1>{t('discovery.search.title')}</h1>
      <form
        role="search"
        className="search-box"
        aria-label={t('discovery.search.title')}
        onSubmit={(event) => {
          event.preventDefault();
          go({ q: normalizeKeyword(words) });
        }}
      >
        <input
          type="search"
          name="q"
          value={words}
          maxLength={SEARCH_KEYWORD_MAX}
          onChange={(event) => setWords(event.target.value)}
          aria-label={t('discovery.search.label')}
          placeholder={t('discovery.search.placeholder')}
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          {t('discovery.search.submit')}
        </button>
      </form>

      <nav className="discovery-tabs" aria-label={t('discovery.search.tabsLabel')}>
        {SEARCH_TABS.map((tab) => (
          <Link key={tab} to={hrefOf({ ...state, tab, page: 1 })} aria-current={state.tab === tab ? 'page' : undefined}>
            {t(`discovery.search.tabs.${tab}`)}
          </Link>
        ))}
      </nav>

      {state.tab === 'contents' ? (
        <div className="discovery-filters" role="group" aria-label={t('discovery.search.filtersLabel')}>
          <label>
            {t('discovery.search.kind.label')}
            <select
              value={state.kind ?? ''}
              onChange={(event) => go({ kind: (event.target.value || null) as SearchState['kind'] })}
            >
              <option value="">{t('discovery.search.any')}</option>
              {CONTENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`discovery.search.kind.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('discovery.search.category')}
            <select value={state.category ?? ''} onChange={(event) => go({ category: event.target.value || null })}>
              <option value="">{t('discovery.search.any')}</option>
              {store.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.names[language]}
                </option>
              ))}
              {state.category && !store.categories.some((c) => c.id === state.category) ? (
                <option value={state.category}>{state.category}</option>
              ) : null}
            </select>
          </label>
          <label>
            {t('discovery.search.language.label')}
            <select
              value={state.language ?? ''}
              onChange={(event) => go({ language: (event.target.value || null) as SearchState['language'] })}
            >
              <option value="">{t('discovery.search.any')}</option>
              {CONTENT_LANGUAGES.map((lang) => (
                <option key={lang} value={lang}>
                  {t(`discovery.search.language.${lang}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}

      <section className="discovery-section" aria-labelledby="search-results" aria-busy={store.loading}>
        <h2 id="search-results" className="visually-hidden">
          {t('discovery.search.resultsTitle')}
        </h2>
        {!canSearch(state) ? (
          <p className="discovery-empty muted">
            {t(state.tab === 'contents' ? 'discovery.search.prompt' : 'discovery.search.promptWords')}
          </p>
        ) : null}
        {store.errorKey ? <LoadError errorKey={store.errorKey} onRetry={() => void store.retry()} /> : null}
        {canSearch(state) && store.loading && !shownTab ? <Loading /> : null}
        {shownTab && !store.errorKey ? (
          <>
            <p className="muted discovery-status" role="status">
              {shownTab.page.total === 0
                ? t(state.q ? 'discovery.search.noResults' : 'discovery.search.noResultsFilters', { q: state.q })
                : t('discovery.search.results', { count: shownTab.page.total })}
            </p>
            <SearchResultList results={shownTab} />
            <Pager page={state.page} pages={store.pages} hrefOf={(page) => hrefOf({ ...state, page })} />
          </>
        ) : null}
      </section>
    </div>
  );
});
