import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { localized } from '../../../domain/polls/poll-rules';
import { Routes } from '../../../domain/routing/routes';
import { fillPathParams } from '../../../domain/url/url-helpers';
import { Loading, LoadError } from '../../components/discovery/load-state';
import { Pager } from '../../components/discovery/pager';
import { useStores } from '../../stores/stores-context';
import { AdminFrame } from '../admin-shared/admin-frame';
import { AdminListStore, parsePage } from '../admin-shared/admin-list.store';
import type { PollView } from '../../../domain/polls/poll';
import { formatDate } from '../../../domain/time/date-formats';

/** /admin/polls (ours): every poll with its state, votes and closing time; create and edit. */
export default function AdminPollsPage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('admin.polls.title')}>
      <PollsBody />
    </AdminFrame>
  );
}

const PollsBody = observer(function PollsBody() {
  const { t, i18n } = useTranslation();
  const { services } = useStores();
  const location = useLocation();
  const page = parsePage(location.search);
  const [store] = useState(() => new AdminListStore<PollView>((p) => services.moderation.polls(p)));
  useEffect(() => void store.show(page), [store, page]);
  const lang = i18n.language === 'th' ? 'th' : 'en';
  const items = store.page?.items ?? [];

  return (
    <>
      <div className="admin-toolbar">
        <p className="muted" role="status">
          {store.page ? t('admin.polls.count', { count: store.page.total }) : ''}
        </p>
        <Link className="button" to={Routes.adminPollNew}>
          {t('admin.polls.new')}
        </Link>
      </div>
      {store.errorKey ? <LoadError errorKey={store.errorKey} onRetry={() => void store.retry()} /> : null}
      {store.loading && !store.page ? <Loading /> : null}
      {store.page && !store.errorKey ? (
        items.length === 0 ? (
          <p className="muted">{t('admin.polls.empty')}</p>
        ) : (
          <table className="admin-table">
            <caption className="visually-hidden">{t('admin.polls.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.polls.columns.question')}</th>
                <th scope="col">{t('admin.polls.columns.state')}</th>
                <th scope="col">{t('admin.polls.columns.votes')}</th>
                <th scope="col">{t('admin.polls.columns.closesAt')}</th>
                <th scope="col">{t('admin.polls.columns.links')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((poll) => {
                const question = localized(poll.question, lang) || t('admin.polls.untitled');
                return (
                  <tr key={poll.pollId}>
                    <td data-label={t('admin.polls.columns.question')}>{question}</td>
                    <td data-label={t('admin.polls.columns.state')}>
                      <span className={`admin-badge admin-badge--${poll.state}`}>
                        {t(`admin.polls.state.${poll.state}`)}
                      </span>
                    </td>
                    <td data-label={t('admin.polls.columns.votes')}>
                      {poll.totalVotes.toLocaleString(lang === 'th' ? 'th-TH' : 'en-GB')}
                    </td>
                    <td data-label={t('admin.polls.columns.closesAt')}>
                      {(poll.closesAt && formatDate(poll.closesAt, 'DEFAULT', lang)) || t('admin.polls.noClosing')}
                    </td>
                    <td data-label={t('admin.polls.columns.links')}>
                      <span className="admin-table__links">
                        <Link
                          to={fillPathParams(Routes.adminPollEdit, { pollId: poll.pollId })}
                          aria-label={t('admin.polls.editNamed', { question })}
                        >
                          {t('admin.edit')}
                        </Link>
                        <a
                          href={fillPathParams(Routes.poll, { id: poll.pollId })}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('admin.polls.viewNamed', { question })}
                        >
                          {t('admin.viewPublic')}
                        </a>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )
      ) : null}
      <Pager page={page} pages={store.pages} hrefOf={(p) => `${Routes.adminPolls}${p > 1 ? `?page=${p}` : ''}`} />
    </>
  );
});
