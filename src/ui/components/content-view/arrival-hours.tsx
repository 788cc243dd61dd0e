import type { PlaceSummary } from '../../../domain/content/content';
import { arrivalOutlook, isOpenOnArrival, parseArrivalTime } from '../../../domain/places/arrival-status';
import type { OpeningStatus } from '../../../domain/places/opening-hours';
import { formatTimeOfDay } from '../../../domain/time/time-of-day';
import type { ViewTranslate } from './view-translate';

interface Props {
  readonly place: Pick<PlaceSummary, 'openingHours' | 'closedOnPublicHolidays'>;
  /** The stop's planned time, on the place's own clock ("HH:mm"). */
  readonly time: string | null;
  /** The arrival's weekday (0 = Sunday) when the trip gives one; trip days carry no date today. */
  readonly day?: number | null;
  readonly t: ViewTranslate;
}

const tone = (status: OpeningStatus) =>
  isOpenOnArrival(status) ? (status === 'opened' ? 'opened' : 'closingSoon') : status;

/**
 * Whether a trip stop's place will be open when the traveller arrives (spec §3 hours in the place's
 * time zone, "soon" = 30 minutes): one line under the stop, or nothing without a time or opening hours.
 * Without a date the rule runs on every weekday (src/domain/places/arrival-status.ts): one answer when the
 * week agrees, else the weekdays it will be closed then. A day without a date cannot know the holidays, so a place
 * that closes on public holidays says so after the answer.
 */
export function ArrivalHours({ place, time, day = null, t }: Props) {
  if (!place.openingHours) return null;
  const outlook = arrivalOutlook(place.openingHours, time, day);
  const minutes = parseArrivalTime(time);
  if (!outlook || minutes === null) return null;
  const at = formatTimeOfDay(minutes);
  let status: OpeningStatus;
  let text: string;
  if (outlook.kind === 'someDays') {
    const closedDays = outlook.closedOn.map((name) => t(`contentView.days.${name}`)).join(', ');
    status = outlook.closedOn.length > 0 ? 'closed' : 'opened';
    text =
      outlook.closedOn.length > 0
        ? t('contentView.arrival.closedOn', { time: at, days: closedDays })
        : t('contentView.arrival.opened', { time: at });
  } else {
    status = outlook.kind === 'on' ? outlook.evaluation.status : outlook.status;
    text = t(`contentView.arrival.${status}`, { time: at });
    if (outlook.kind === 'on') text = `${t(`contentView.days.${outlook.day}`)}: ${text}`;
  }
  return (
    <p className={`cv-status cv-status--${tone(status)} cv-arrival`} data-testid="stop-arrival" data-status={status}>
      <strong>{text}</strong>
      {place.closedOnPublicHolidays ? <span> · {t('contentView.arrival.holidays')}</span> : null}
    </p>
  );
}
