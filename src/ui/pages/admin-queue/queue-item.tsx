import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { QueueItem } from '../../../application/ports/moderation-api.port';
import type { ContentAuthor } from '../../../domain/content/content';
import { REPORT_REASONS } from '../../../domain/moderation/moderation';
import { AdminTime } from '../admin-shared/admin-time';
import { QueueAttachments } from './queue-attachments';
import type { AdminQueueStore } from './admin-queue.store';

const isReportReason = (reason: string): boolean => (REPORT_REASONS as readonly string[]).includes(reason);
const nameOf = (a: ContentAuthor | null) => a?.displayName || (a?.username ? `@${a.username}` : null);

/** One queue item: what it is about, who sent it and when, and what a moderator can do with it. */
export const QueueItemCard = observer(function QueueItemCard({
  item,
  store,
  now,
}: {
  readonly item: QueueItem;
  readonly store: AdminQueueStore;
  readonly now: number;
}) {
  const { t } = useTranslation();
  const reporter = nameOf(item.reporter) ?? item.email ?? t('admin.queue.anonymous');
  const author = item.targetAuthor;
  const disabled = author ? store.disabledUsers.get(author.userId) === true : false;
  const decision = store.decisions.get(item.itemId);
  const canHide =
    item.kind === 'report' && (item.targetType === 'content' || item.targetType === 'comment') && item.targetId;
  const titleId = `queue-${item.kind}-${item.itemId}`;
  const reason = item.reason
    ? isReportReason(item.reason)
      ? t(`admin.queue.reasons.${item.reason}`)
      : item.reason
    : null;

  return (
    <article className="queue-item card stack" aria-labelledby={titleId}>
      <header className="queue-item__head">
        <h2 id={titleId} className="queue-item__title">
          <span className={`admin-badge admin-badge--${item.kind}`}>{t(`admin.queue.kind.${item.kind}`)}</span>{' '}
          {item.targetExcerpt || reason || t(`admin.queue.kind.${item.kind}`)}
        </h2>
        <span className={`admin-badge admin-badge--${item.status}`}>{t(`admin.queue.status.${item.status}`)}</span>
      </header>
      <p className="muted queue-item__meta">
        {t('admin.queue.from', { name: reporter })} · <AdminTime iso={item.createdAt} now={now} />
      </p>
      <dl className="queue-item__facts">
        {item.kind === 'report' && item.targetType ? (
          <div>
            <dt>{t('admin.queue.target')}</dt>
            <dd>
              {t(`admin.queue.targetType.${item.targetType}`)}
              {item.targetHidden ? ` · ${t('admin.queue.hidden')}` : ''}
            </dd>
          </div>
        ) : null}
        {reason && item.kind !== 'place' ? (
          <div>
            <dt>
              {t(
                item.kind === 'report'
                  ? 'admin.queue.reason'
                  : item.kind === 'contact'
                    ? 'admin.queue.topic'
                    : 'admin.queue.category',
              )}
            </dt>
            <dd>{reason}</dd>
          </div>
        ) : null}
        {item.email ? (
          <div>
            <dt>{t('admin.queue.email')}</dt>
            <dd>
              <a href={`mailto:${item.email}`}>{item.email}</a>
            </dd>
          </div>
        ) : null}
        {author ? (
          <div>
            <dt>{t(item.kind === 'place' ? 'admin.queue.proposer' : 'admin.queue.author')}</dt>
            <dd>
              {nameOf(author) ?? author.userId}
              {disabled ? ` · ${t('admin.queue.accountDisabled')}` : ''}
            </dd>
          </div>
        ) : null}
        {item.kind === 'place' && item.placeClosedOnPublicHolidays !== null ? (
          <div>
            <dt>{t('admin.queue.holidays')}</dt>
            <dd>{t(`admin.queue.holidaysValue.${item.placeClosedOnPublicHolidays ? 'closed' : 'open'}`)}</dd>
          </div>
        ) : null}
        {decision ? (
          <div>
            <dt>{t('admin.queue.decision')}</dt>
            <dd>{t(`admin.queue.decided.${decision}`)}</dd>
          </div>
        ) : null}
        {item.note ? (
          <div>
            <dt>{t('admin.queue.note')}</dt>
            <dd>{item.note}</dd>
          </div>
        ) : null}
      </dl>
      {item.message ? <blockquote className="queue-item__message">{item.message}</blockquote> : null}
      {item.attachments.length > 0 ? <QueueAttachments attachments={item.attachments} /> : null}
      <div className="row queue-item__actions">
        {item.targetUrl ? (
          <a className="button button--ghost" href={item.targetUrl} target="_blank" rel="noopener noreferrer">
            {t('admin.queue.actions.open')}
            <span className="visually-hidden"> {t('admin.queue.newTab')}</span>
          </a>
        ) : null}
        {canHide ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => store.open({ type: item.targetHidden ? 'unhide' : 'hide', item })}
          >
            {t(`admin.queue.actions.${item.targetHidden ? 'unhide' : 'hide'}.${item.targetType}`)}
          </button>
        ) : null}
        {author && item.kind === 'report' ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => store.open({ type: disabled ? 'enable' : 'disable', item, userId: author.userId })}
          >
            {t(`admin.queue.actions.${disabled ? 'enable' : 'disable'}`)}
          </button>
        ) : null}
        {item.kind === 'place' && item.targetId && !decision ? (
          <>
            <button type="button" className="button" onClick={() => store.open({ type: 'approve', item })}>
              {t('admin.queue.actions.approve')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => store.open({ type: 'refuse', item })}
            >
              {t('admin.queue.actions.refuse')}
            </button>
          </>
        ) : null}
        {item.kind === 'place' &&
        item.targetId &&
        item.placeClosedOnPublicHolidays !== null &&
        decision !== 'refuse' ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => store.open({ type: item.placeClosedOnPublicHolidays ? 'holidaysOff' : 'holidaysOn', item })}
          >
            {t(`admin.queue.actions.${item.placeClosedOnPublicHolidays ? 'holidaysOff' : 'holidaysOn'}`)}
          </button>
        ) : null}
        {/* A proposed place leaves the queue by its decision (approve/refuse), never by "done" (the server refuses it). */}
        {item.kind === 'place' ? null : (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => store.open({ type: item.status === 'open' ? 'done' : 'reopen', item })}
          >
            {t(`admin.queue.actions.${item.status === 'open' ? 'done' : 'reopen'}`)}
          </button>
        )}
      </div>
    </article>
  );
});
