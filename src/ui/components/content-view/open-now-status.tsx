import type { PlaceSummary } from '../../../domain/content/content';
import { evaluateAtInstant } from '../../../domain/places/opening-on-date';
import { thaiHolidayName } from '../../../domain/places/thai-holidays';
import type { ViewLanguage, ViewTranslate } from './view-translate';

interface Props {
  readonly place: Pick<PlaceSummary, 'openingHours' | 'timeZone' | 'closedOnPublicHolidays'>;
  readonly now: number;
  readonly t: ViewTranslate;
  readonly lang: ViewLanguage;
  /** A place's own page: the status is announced when it changes and carries its test hooks. */
  readonly live?: boolean;
}

/**
 * Whether a place is open now (spec §3/§9 opening hours, "soon" = 30 minutes) on its own clock and date: one
 * line for a content's location card and for the place's page. On a public holiday that closes the place, the
 * line says closed and names the holiday in the reader's language, then when it opens after the holidays.
 */
export function OpenNowStatus({ place, now, t, lang, live = false }: Props) {
  if (!place.openingHours) return <p className="cv-status cv-status--unknown">{t('contentView.hours.unknown')}</p>;
  const hours = { weekly: place.openingHours, closedOnPublicHolidays: place.closedOnPublicHolidays === true };
  const evaluation = evaluateAtInstant(hours, place.timeZone, now);
  if (!evaluation) return null;
  const { status, closesAt, nextOpening, holiday } = evaluation;
  const details = [
    holiday ? t('contentView.hours.holiday', { name: thaiHolidayName(holiday, lang) }) : '',
    closesAt
      ? t('contentView.hours.closesAt', { time: closesAt.time })
      : nextOpening
        ? t('contentView.hours.opensAt', { day: t(`contentView.days.${nextOpening.day}`), time: nextOpening.time })
        : '',
  ].filter((detail) => detail !== '');
  return (
    <p
      className={`cv-status cv-status--${status}${live ? ' location-page__status' : ''}`}
      {...(live ? { role: 'status', 'data-testid': 'location-status', 'data-status': status } : {})}
      {...(holiday ? { 'data-holiday': holiday.key } : {})}
    >
      <strong>{t(`contentView.hours.${status}`)}</strong>
      {details.map((detail) => (
        <span key={detail}> · {detail}</span>
      ))}
    </p>
  );
}
