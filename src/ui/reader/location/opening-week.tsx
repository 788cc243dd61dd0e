import { dayIntervals, DAYS, type DaySchedule, type WeeklyOpeningHours } from '../../../domain/places/opening-hours';
import { MINUTES_PER_DAY } from '../../../domain/time/day';
import { formatTimeOfDay } from '../../../domain/time/time-of-day';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';

/**
 * A day's hours as every time of day is shown (spec §9 `HH:mm`, 09:00–18:00): closed, open
 * 24 hours, or its periods; a period past midnight reads as its close time (18:00–02:00).
 */
export function dayHoursText(schedule: DaySchedule | undefined, t: Translate): string {
  if (!schedule || schedule.mode === 'closed') return t('readerLocation.hours.closedAllDay');
  if (schedule.mode === 'open24') return t('readerLocation.hours.open24');
  const periods = dayIntervals(schedule).sort((a, b) => a.start - b.start);
  if (periods.length === 0) return t('readerLocation.hours.closedAllDay');
  return periods
    .map(
      ({ start, end }) =>
        `${formatTimeOfDay(start)}–${formatTimeOfDay(end >= 1440 && end % 1440 === 0 ? MINUTES_PER_DAY - 1 : end % 1440)}`,
    )
    .join(', ');
}

interface Props {
  readonly hours: WeeklyOpeningHours;
  /** Today's weekday in the PLACE's time zone (0 = Sunday), or null when the zone is unknown. */
  readonly today: number | null;
  readonly t: Translate;
}

/** The week's opening hours, Sunday to Saturday (spec §3), today's row marked in words and in style. */
export function OpeningWeek({ hours, today, t }: Props) {
  return (
    <table className="location-hours">
      <caption className="visually-hidden">{t('readerLocation.hours.caption')}</caption>
      <tbody>
        {DAYS.map((day, index) => {
          const isToday = index === today;
          return (
            <tr
              key={day}
              className={isToday ? 'location-hours__today' : undefined}
              aria-current={isToday ? 'date' : undefined}
              data-testid={isToday ? 'hours-today' : undefined}
            >
              <th scope="row">
                {t(`contentView.days.${day}`)}
                {isToday ? <span className="location-hours__badge">{t('readerLocation.hours.today')}</span> : null}
              </th>
              <td>{dayHoursText(hours[day], t)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
