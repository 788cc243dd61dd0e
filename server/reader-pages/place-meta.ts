import { DAYS, dayIntervals, type DaySchedule, type WeeklyOpeningHours } from '../../src/domain/places/opening-hours';
import type { LocationPageData } from './reader-data';
import { documentTitle } from '../../src/domain/routing/document-title';
import { shortDescription, type PageMeta, type ReaderLanguage } from './social-meta';

/**
 * The head of /map/location/:id: title, Open Graph and a schema.org `Place` with its
 * geo point and opening hours, so a shared place previews and search engines read its hours.
 */

const SCHEMA_DAYS: Record<(typeof DAYS)[number], string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

/** `HH:MM` (schema.org Time) of a minute of the day; an end at or past midnight keeps its clock time. */
const clock = (minutes: number): string => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** One day's opening periods as (opens, closes); open24 is 00:00–23:59 and a close at midnight reads 23:59. */
function dayPeriods(schedule: DaySchedule | undefined): Array<{ opens: string; closes: string }> {
  if (!schedule) return [];
  return dayIntervals(schedule).map(({ start, end }) => ({
    opens: clock(start),
    closes: end === 1440 ? '23:59' : clock(end),
  }));
}

/**
 * schema.org `OpeningHoursSpecification`s of spec §3 hours: one per distinct (opens, closes), listing the days
 * that share it (Sunday first); closed days are left out; a period past midnight closes at its clock time (02:00).
 */
export function openingHoursSpecification(
  hours: WeeklyOpeningHours | null | undefined,
): Array<Record<string, unknown>> {
  if (!hours) return [];
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of DAYS) {
    for (const period of dayPeriods(hours[day])) {
      const key = `${period.opens}-${period.closes}`;
      const group = groups.get(key) ?? { ...period, days: [] };
      group.days.push(`https://schema.org/${SCHEMA_DAYS[day]}`);
      groups.set(key, group);
    }
  }
  return [...groups.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.length === 1 ? days[0] : days,
    opens,
    closes,
  }));
}

/** The place's name in the page's language (name_th / name_en), else its default name. */
export const placeNameIn = (place: LocationPageData, language: ReaderLanguage): string =>
  (language === 'th' ? place.name_th : place.name_en)?.trim() || place.name;

export const locationUrl = (publicUrl: string, locationId: string): string =>
  `${publicUrl}/map/location/${encodeURIComponent(locationId)}`;

const DESCRIPTION: Record<ReaderLanguage, (name: string, address: string) => string> = {
  en: (name, address) => `Opening hours, map and travel stories at ${name}${address ? `, ${address}` : ''}.`,
  th: (name, address) => `เวลาเปิดทำการ แผนที่ และเรื่องเล่าการเดินทางที่ ${name}${address ? ` ${address}` : ''}`,
};

export function locationMeta(publicUrl: string, place: LocationPageData, language: ReaderLanguage): PageMeta {
  const name = placeNameIn(place, language);
  const other = placeNameIn(place, language === 'th' ? 'en' : 'th');
  const url = locationUrl(publicUrl, place.location_id);
  const image = place.photo?.url ? new URL(place.photo.url, `${publicUrl}/`).href : null;
  const hours = openingHoursSpecification(place.opening_hours);
  return {
    title: documentTitle(name),
    socialTitle: name,
    description: DESCRIPTION[language](name, place.address),
    url,
    image: image
      ? { url: image, width: place.photo?.width || undefined, height: place.photo?.height || undefined, alt: name }
      : null,
    type: 'website',
    language,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Place',
      '@id': url,
      url,
      name: shortDescription(name, 150),
      ...(other && other !== name ? { alternateName: other } : {}),
      ...(place.address ? { address: { '@type': 'PostalAddress', streetAddress: place.address } } : {}),
      geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng },
      hasMap: `https://www.openstreetmap.org/?mlat=${place.lat}&mlon=${place.lng}`,
      ...(image ? { image } : {}),
      ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    },
  };
}
