import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Routes } from '../../../../domain/routing/routes';
import { ModalDialog } from '../../../components/modal-dialog/modal-dialog';
import { useEditorServices } from '../../stores/editor-services';
import { MyContentsStore, type MyContentsFilter } from '../../stores/my-contents.store';
import { ContentRow } from './content-row';
import { NewTripImport } from './new-trip-import';
import '../../components/editor.css';
import './my-contents.css';

const FILTERS: readonly MyContentsFilter[] = ['all', 'draft', 'published'];

export function WriteLinks() {
  const { t } = useTranslation();
  return (
    <div className="row">
      <Link className="button" to={`${Routes.myContentNew}?kind=article`}>
        {t('myContents.writeArticle')}
      </Link>
      <Link className="button button--secondary" to={`${Routes.myContentNew}?kind=trip`}>
        {t('myContents.planTrip')}
      </Link>
      <NewTripImport />
    </div>
  );
}

/** /my-contents (spec §6 "content editing (my contents)"): my articles and trips with status, counts and paging. */
export default observer(function MyContentsPage() {
  const { t } = useTranslation();
  const { myContents } = useEditorServices();
  const [store] = useState(() => new MyContentsStore(myContents));
  useEffect(() => void store.load(), [store]);
  const counts = store.counts;
  const countOf = (filter: MyContentsFilter) =>
    counts ? (filter === 'all' ? counts.total : filter === 'draft' ? counts.drafts : counts.published) : null;

  return (
    <div className="container my-contents stack">
      <header className="my-contents__header">
        <h1>{t('myContents.title')}</h1>
        <WriteLinks />
      </header>

      {store.isEmpty ? (
        <section className="card my-contents__empty stack" aria-labelledby="my-contents-empty">
          <h2 id="my-contents-empty">{t('myContents.emptyTitle')}</h2>
          <p className="muted">{t('myContents.emptyText')}</p>
          <WriteLinks />
        </section>
      ) : (
        <>
          <div className="my-contents__filters" role="group" aria-label={t('myContents.filterLabel')}>
            {FILTERS.map((filter) => (
              <button
                key={filter}
                type="button"
                className="chip"
                aria-pressed={store.filter === filter}
                onClick={() => store.setFilter(filter)}
              >
                {t(`myContents.filter.${filter}`)}
                {countOf(filter) !== null ? ` (${countOf(filter)})` : ''}
              </button>
            ))}
          </div>

          {store.errorKey ? (
            <div className="alert alert--error row" role="alert">
              <span>{t(store.errorKey)}</span>
              <button type="button" className="button button--secondary" onClick={() => void store.load()}>
                {t('app.retry')}
              </button>
            </div>
          ) : null}
          {store.loading && !store.loaded ? (
            <p className="muted" role="status">
              {t('app.loading')}
            </p>
          ) : null}
          {store.loaded && store.items.length === 0 && !store.errorKey ? (
            <p className="muted" role="status">
              {t('myContents.noneInFilter')}
            </p>
          ) : null}

          <ul className="my-contents__list" aria-busy={store.loading} aria-label={t('myContents.listLabel')}>
            {store.items.map((item) => (
              <ContentRow
                key={item.contentId}
                item={item}
                localEdits={store.hasLocalEdits(item.contentId)}
                onDelete={() => store.askDelete(item)}
              />
            ))}
          </ul>

          {store.pages > 1 ? (
            <nav className="pager" aria-label={t('myContents.pagerLabel')}>
              <button
                type="button"
                className="button button--secondary"
                disabled={store.page === 0 || store.loading}
                onClick={() => store.goToPage(store.page - 1)}
              >
                {t('myContents.previousPage')}
              </button>
              <span aria-live="polite">{t('myContents.pageOf', { page: store.page + 1, pages: store.pages })}</span>
              <button
                type="button"
                className="button button--secondary"
                disabled={store.page >= store.pages - 1 || store.loading}
                onClick={() => store.goToPage(store.page + 1)}
              >
                {t('myContents.nextPage')}
              </button>
            </nav>
          ) : null}
        </>
      )}

      {store.confirmDelete ? (
        <ModalDialog
          role="alertdialog"
          title={t('myContents.deleteTitle', { title: store.confirmDelete.title.trim() || t('myContents.untitled') })}
          onDismiss={store.cancelDelete}
          actions={
            <>
              <button
                type="button"
                className="button button--secondary"
                onClick={store.cancelDelete}
                disabled={store.deleting}
                data-autofocus
              >
                {t('editor.cancel')}
              </button>
              <button
                type="button"
                className="button button--danger"
                onClick={() => void store.confirmDeletion()}
                disabled={store.deleting}
              >
                {store.deleting ? t('myContents.deleting') : t('myContents.confirmDelete')}
              </button>
            </>
          }
        >
          <p>
            {t(store.confirmDelete.status === 'published' ? 'myContents.deleteTextPublished' : 'myContents.deleteText')}
          </p>
          {store.deleteErrorKey ? (
            <p className="alert alert--error" role="alert">
              {t(store.deleteErrorKey)}
            </p>
          ) : null}
        </ModalDialog>
      ) : null}
    </div>
  );
});
