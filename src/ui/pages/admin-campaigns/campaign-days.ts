import { bangkokStartOfDay, CAMPAIGN_TIME_ZONE } from '../../../domain/campaigns/campaign-rules';

/** A campaign day (`YYYY-MM-DD`, Asia/Bangkok) as a date in the reader's language. */
export function formatDay(day: string, lang: 'th' | 'en'): string {
  const start = bangkokStartOfDay(day);
  if (start === null) return day;
  return new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: CAMPAIGN_TIME_ZONE,
  }).format(start);
}
