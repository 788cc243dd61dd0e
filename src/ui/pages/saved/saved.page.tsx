import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import type { SavedItem, SavedList } from '../../../domain/saved/saved';
import { LIST_NAME_MAX } from '../../../domain/saved/saved';
import { fillPathParams } from '../../../domain/url/url-helpers';
import { Loading, LoadError } from '../../components/discovery/load-state';
import { ModalDialog } from '../../components/modal-dialog/modal-dialog';
import { usePageTitle } from '../../components/shell/page-title';
import { useStores } from '../../stores/stores-context';
import { parseSavedQuery, SAVED_TABS, savedQuery, SavedStore, type SavedTab } from './saved.store';
import '../../components/chip/chip.css';
import '../../components/discovery/discovery.css';
import './saved.css';

/** The page that shows a saved item: an article, a trip or a place. */
function hrefOf(item: SavedItem): string {
  if (item.kind === 'place') return fillPathParams(Routes.mapLocation, { id: item.targetId });
  return fillPathParams(item.contentKind === 'trip' ? Routes.trip : Routes.content, { id: item.targetId });
}

/**
 * /saved (ours, signed-in): what I keep, contents and places in two tabs, newest first, of every list or one;
 * each item removable or movable to another list; my lists made, renamed, shared (a public page of their own)
 * and deleted. Empty, loading and failed states each say so.
 */
export default observer(function SavedPage() {
  const { t, i18n } = useTranslation();
  const { services } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const [store] = useState(() => new SavedStore(services.saved, () => (i18n.language === 'th' ? 'th' : 'en')));
  const { tab, listId } = useMemo(() => parseSavedQuery(location.search), [location.search]);
  useEffect(() => void store.show(tab, listId), [store, tab, listId, i18n.language]);
  usePageTitle(t('saved.title'));
  const go = (nextTab: SavedTab, nextList: string | null) => `${Routes.saved}${savedQuery(nextTab, nextList)}`;
  const listName = (list: SavedList) => (list.isDefault ? t('saved.lists.default') : list.name);
  // A row removed (or moved out of the list shown) takes the focused button with it: focus goes on to the row
  // that took its place (else the one before, else the section's heading), never to the page's start.
  const itemsRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [refocus, setRefocus] = useState<number | null>(null);
  useEffect(() => {
    if (refocus === null) return;
    setRefocus(null);
    if (document.activeElement && document.activeElement !== document.body) return;
    const links = itemsRef.current?.querySelectorAll<HTMLElement>('.saved-item__title a') ?? [];
    (links[Math.min(refocus, links.length - 1)] ?? headingRef.current)?.focus();
  }, [refocus, store.items]);

  return (
    <div className="container discovery-page stack saved-page">
      <header className="discovery-section__head">
        <h1>{t('saved.title')}</h1>
      </header>

      <nav className="discovery-tabs" aria-label={t('saved.tabsLabel')}>
        {SAVED_TABS.map((option) => (
          <Link key={option} to={go(option, listId)} aria-current={tab === option ? 'page' : undefined}>
            {t(`saved.tabs.${option}`)}
          </Link>
        ))}
      </nav>

      <section className="saved-lists" aria-labelledby="saved-lists-heading">
        <h2 id="saved-lists-heading" className="saved-lists__heading">
          {t('saved.lists.heading')}
        </h2>
        <ul className="saved-lists__chips">
          <li>
            <Link className="chip" to={go(tab, null)} aria-current={listId === null ? 'page' : undefined}>
              {t('saved.lists.all')}
            </Link>
          </li>
          {store.lists.map((list) => (
            <li key={list.listId}>
              <Link
                className="chip"
                to={go(tab, list.listId)}
                aria-current={listId === list.listId ? 'page' : undefined}
              >
                {listName(list)} <span className="muted">({list.itemCount})</span>
                {list.isPublic ? <span className="saved-lists__public"> · {t('saved.lists.public')}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
        <NewListForm store={store} onMade={(made) => void navigate(go(tab, made.listId))} />
        {store.list && !store.list.isDefault ? (
          <ListTools list={store.list} store={store} onDeleted={() => void navigate(go(tab, null))} />
        ) : null}
      </section>

      <p className="muted discovery-status" role="status">
        {store.notice ? t(store.notice.key, store.notice.values) : ''}
      </p>
      {store.actionErrorKey ? (
        <p className="alert alert--error" role="alert">
          {t(store.actionErrorKey)}
        </p>
      ) : null}

      <section className="discovery-section" aria-labelledby="saved-items" aria-busy={store.loading}>
        <h2 id="saved-items" className="visually-hidden" ref={headingRef} tabIndex={-1}>
          {t(`saved.tabs.${tab}`)}
        </h2>
        {store.errorKey ? <LoadError errorKey={store.errorKey} onRetry={() => void store.retry()} /> : null}
        {store.loading ? <Loading /> : null}
        {!store.loading && !store.errorKey ? (
          store.items.length === 0 ? (
            <div className="saved-empty">
              <p>{t(`saved.empty.${tab}`)}</p>
              <Link to={tab === 'places' ? Routes.map : Routes.dashboard}>{t(`saved.empty.${tab}Link`)}</Link>
            </div>
          ) : (
            <>
              {store.total !== null ? <p className="muted">{t('saved.count', { count: store.total })}</p> : null}
              <ul className="saved-items" ref={itemsRef}>
                {store.items.map((item, index) => (
                  <SavedRow
                    key={`${item.kind}:${item.targetId}`}
                    item={item}
                    store={store}
                    onLeft={() => setRefocus(index)}
                  />
                ))}
              </ul>
              {store.hasMore ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void store.more()}
                  aria-disabled={store.loadingMore}
                  aria-busy={store.loadingMore}
                >
                  {store.loadingMore ? t('app.loading') : t('saved.more')}
                </button>
              ) : null}
            </>
          )
        ) : null}
      </section>
    </div>
  );
});

const SavedRow = observer(function SavedRow({
  item,
  store,
  onLeft,
}: {
  item: SavedItem;
  store: SavedStore;
  /** Called once the row has left the page after a change pressed on it. */
  onLeft: () => void;
}) {
  const { t } = useTranslation();
  const after = (done: boolean) => {
    if (done && !store.items.some((i) => i.kind === item.kind && i.targetId === item.targetId)) onLeft();
  };
  const others = store.lists.filter((l) => l.listId !== item.listId);
  const kindLabel = item.kind === 'place' ? t('saved.kind.place') : t(`saved.kind.${item.contentKind ?? 'article'}`);
  return (
    <li className="saved-item card">
      <div className="saved-item__text">
        <p className="saved-item__kind muted">{kindLabel}</p>
        <h3 className="saved-item__title">
          <a href={hrefOf(item)}>{item.title}</a>
        </h3>
        {item.detail ? <p className="saved-item__detail muted">{item.detail}</p> : null}
      </div>
      <div className="saved-item__actions">
        {others.length > 0 ? (
          <label className="saved-item__move">
            <span>{t('saved.moveTo')}</span>
            <select
              value=""
              aria-disabled={store.busy}
              aria-label={t('saved.moveLabel', { title: item.title })}
              onChange={(event) => event.target.value && void store.move(item, event.target.value).then(after)}
            >
              <option value="">{t('saved.chooseList')}</option>
              {others.map((list) => (
                <option key={list.listId} value={list.listId}>
                  {list.isDefault ? t('saved.lists.default') : list.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={store.busy}
          aria-label={t('saved.removeLabel', { title: item.title })}
          onClick={() => void store.remove(item).then(after)}
        >
          {t('saved.remove')}
        </button>
      </div>
    </li>
  );
});

const NewListForm = observer(function NewListForm({
  store,
  onMade,
}: {
  store: SavedStore;
  onMade: (list: SavedList) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const made = await store.createList(name);
    if (made) {
      setName('');
      onMade(made);
    }
  };
  return (
    <form className="saved-lists__new" onSubmit={(event) => void submit(event)}>
      <label htmlFor="saved-new-list">{t('saved.lists.newLabel')}</label>
      <input
        id="saved-new-list"
        value={name}
        maxLength={LIST_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
        placeholder={t('saved.lists.newPlaceholder')}
      />
      <button type="submit" className="button button--secondary" aria-disabled={store.busy}>
        {t('saved.lists.create')}
      </button>
    </form>
  );
});

const ListTools = observer(function ListTools({
  list,
  store,
  onDeleted,
}: {
  list: SavedList;
  store: SavedStore;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(list.name);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setName(list.name), [list.listId, list.name]);
  const publicPath = fillPathParams(Routes.publicList, { id: list.listId });
  const rename = (event: FormEvent) => {
    event.preventDefault();
    void store.renameList(list.listId, name);
  };
  return (
    <div className="saved-list-tools card">
      <form className="saved-lists__new" onSubmit={rename}>
        <label htmlFor="saved-rename">{t('saved.lists.renameLabel')}</label>
        <input
          id="saved-rename"
          value={name}
          maxLength={LIST_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button button--secondary" aria-disabled={store.busy}>
          {t('saved.lists.rename')}
        </button>
      </form>
      <label className="saved-list-tools__public">
        <input
          type="checkbox"
          checked={list.isPublic}
          aria-disabled={store.busy}
          onChange={(event) => void store.setPublic(list.listId, event.target.checked)}
        />
        {t('saved.lists.makePublic')}
      </label>
      {list.isPublic ? (
        <p className="muted">
          {t('saved.lists.publicAt')} <a href={publicPath}>{publicPath}</a>
        </p>
      ) : null}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => !store.busy && setConfirming(true)}
        aria-disabled={store.busy}
      >
        {t('saved.lists.delete')}
      </button>
      {confirming ? (
        <ModalDialog
          title={t('saved.lists.deleteTitle', { name: list.name })}
          role="alertdialog"
          onDismiss={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
                {t('saved.lists.keep')}
              </button>
              <button
                type="button"
                className="button button--danger"
                aria-disabled={store.busy}
                onClick={() =>
                  // a second press while the first is under way sends nothing (and leaves the dialog open)
                  !store.busy &&
                  void store.deleteList(list.listId).then((done) => {
                    setConfirming(false);
                    if (done) onDeleted();
                  })
                }
              >
                {t('saved.lists.deleteYes')}
              </button>
            </>
          }
        >
          <p>{t('saved.lists.deleteBody', { count: list.itemCount })}</p>
        </ModalDialog>
      ) : null}
    </div>
  );
});
