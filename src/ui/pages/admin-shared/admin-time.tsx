import { useTranslation } from 'react-i18next';
import { timeAgo } from '../../components/time/time-ago';

/** When something happened: relative ("5m ago") with the exact date and time beside it. */
export function AdminTime({ iso, now }: { readonly iso: string; readonly now: number }) {
  const { t, i18n } = useTranslation();
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return null;
  const exact = new Intl.DateTimeFormat(i18n.language === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(then);
  return (
    <span className="admin-time">
      {timeAgo((key, vars) => t(key, vars), then, now)}
      {' · '}
      <time dateTime={iso}>{exact}</time>
    </span>
  );
}

/** An instant in the reader's locale, or a dash. */
export function formatInstant(iso: string | null, language: string): string | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  return new Intl.DateTimeFormat(language === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(ms);
}
