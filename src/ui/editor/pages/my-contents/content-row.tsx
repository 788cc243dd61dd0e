import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Language } from '../../../../application/ports/locale.port';
import type { ContentListItem } from '../../../../domain/content/content';
import { Routes } from '../../../../domain/routing/routes';
import { fillPathParams } from '../../../../domain/url/url-helpers';
import { formatDate } from '../../../../domain/time/date-formats';
import { BlurhashImage } from '../../../components/blurhash-image/blurhash-image';

/** The status a creator reads: a published content with unpublished edits says so. */
export function statusKey(item: Pick<ContentListItem, 'status' | 'hasDraft'>): string {
  if (item.status === 'published')
    return item.hasDraft ? 'myContents.status.publishedWithDraft' : 'myContents.status.published';
  return `myContents.status.${item.status}`;
}

interface Props {
  readonly item: ContentListItem;
  readonly localEdits: boolean;
  readonly onDelete: () => void;
}

export function ContentRow({ item, localEdits, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const title = item.title.trim() || t('myContents.untitled');
  const language = (i18n.language === 'th' ? 'th' : 'en') as Language;
  const edit = fillPathParams(Routes.myContentEdit, { id: item.contentId });
  return (
    <li className="my-content card">
      <div className="my-content__cover">
        {item.cover ? (
          <BlurhashImage image={item.cover} alt="" />
        ) : (
          <div className="my-content__no-cover" aria-hidden="true">
            {item.kind === 'trip' ? '🧭' : '✎'}
          </div>
        )}
      </div>
      <div className="my-content__body">
        <div className="my-content__badges">
          <span className="badge">{t(`myContents.kind.${item.kind}`)}</span>
          <span className={`badge badge--${item.status}`}>{t(statusKey(item))}</span>
          {localEdits ? <span className="badge badge--local">{t('myContents.localEdits')}</span> : null}
        </div>
        <h2 className="my-content__title">
          <Link to={edit}>{title}</Link>
        </h2>
        {item.summary ? <p className="my-content__summary muted">{item.summary}</p> : null}
        <p className="my-content__meta muted">
          {t('myContents.updated', { date: formatDate(item.updatedAt, 'DEFAULT', language) })}
          {item.status === 'published'
            ? ` · ${t('myContents.views', { count: item.viewCount })} · ${t('myContents.comments', { count: item.commentCount })}`
            : ''}
          {item.status === 'published' && item.savedCount !== undefined
            ? ` · ${t('myContents.savedBy', { count: item.savedCount })}`
            : ''}
        </p>
        <div className="row my-content__actions">
          <Link className="button button--secondary" to={edit} aria-label={t('myContents.editNamed', { title })}>
            {t('myContents.edit')}
          </Link>
          <Link
            className="button button--ghost"
            to={fillPathParams(Routes.myContentPreview, { id: item.contentId })}
            aria-label={t('myContents.previewNamed', { title })}
          >
            {t('myContents.preview')}
          </Link>
          <button
            type="button"
            className="button button--ghost my-content__delete"
            onClick={onDelete}
            aria-label={t('myContents.deleteNamed', { title })}
          >
            {t('myContents.delete')}
          </button>
        </div>
      </div>
    </li>
  );
}
