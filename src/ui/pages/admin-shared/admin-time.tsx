import { useTranslation } from 'react-i18next';
import { formatDate, formatRelativeTime } from '../../../domain/time/date-formats';

/** When something happened: relative ("5m ago") with the exact date and time beside it. */
export function AdminTime({ iso, now }: { readonly iso: string; readonly now: number }) {
  const { t, i18n } = useTranslation();
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return null;
  const exact = formatDate(then, 'DEFAULT', i18n.language);
  return (
    <span className="admin-time">
      {t('admin.ago', { time: formatRelativeTime(then, now, (key, vars) => t(key, vars)) })}
      {' · '}
      <time dateTime={iso}>{exact}</time>
    </span>
  );
}
