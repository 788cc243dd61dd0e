/**
 * Thai public holidays, for places that close on them (many museums, government offices, some temples' halls).
 * Pure data, keyed by the calendar date on the PLACE's wall clock (`YYYY-MM-DD`); the rule that closes a place
 * on these dates is in opening-on-date.ts.
 *
 * Source: the public holidays announced by the Thai cabinet for government offices (published year by year by
 * the Secretariat of the Cabinet and mirrored by the Bank of Thailand's list of financial institutions'
 * holidays, https://www.bot.or.th/en/financial-institutions-holiday.html), including their substitution days: a
 * holiday falling on a Saturday or Sunday is observed on the next working day. National Labour Day (1 May) is
 * listed too because most private attractions treat it as a holiday, and so is the special holiday the cabinet
 * added on 2 January 2026 (resolution of 12 November 2024, adopted by the Bank of Thailand). The Royal Ploughing
 * Ceremony day is left out: it is a holiday for government offices only, on a date court astrologers set each
 * year. Solar dates are fixed by law. The Buddhist days (Makha, Visakha, Asanha Bucha, Khao Phansa) are the
 * full-moon days of the Thai lunar calendar: 2026 is an athikamat year (a second eighth month), which moves
 * Makha Bucha to the fourth month's full moon (3 March) and Visakha Bucha to the seventh's (31 May). The 2027
 * Buddhist dates (Makha Bucha Sunday 21 February, Visakha Bucha 20 May, Asanha Bucha Sunday 18 July, Khao
 * Phansa 19 July) were checked against publicholidays.asia and against the Thai lunar calendar's reckoning from
 * its year types (as vacanza/holidays computes it, which gives the known 2024-2026 dates); the cabinet's 2027
 * announcement should be compared when it is published. A year not in the table is unknown: the rule then
 * says nothing rather than guess, and a new year's announcement is added here as one more block.
 */
export interface ThaiHoliday {
  readonly date: string;
  /** English name; the UI translates by `key`. */
  readonly name: string;
  /** Holidays that share a meaning share a key (the same holiday every year, or its substitution day). */
  readonly key: string;
  /** Observed in place of a holiday that fell on a weekend. */
  readonly substitution: boolean;
}

const day = (date: string, key: string, name: string, substitution = false): ThaiHoliday => ({
  date,
  key,
  name,
  substitution,
});

export const THAI_PUBLIC_HOLIDAYS: readonly ThaiHoliday[] = [
  // 2026
  day('2026-01-01', 'newYear', "New Year's Day"),
  day('2026-01-02', 'special', 'Special public holiday'),
  day('2026-03-03', 'makhaBucha', 'Makha Bucha Day'),
  day('2026-04-06', 'chakri', 'Chakri Memorial Day'),
  day('2026-04-13', 'songkran', 'Songkran Festival'),
  day('2026-04-14', 'songkran', 'Songkran Festival'),
  day('2026-04-15', 'songkran', 'Songkran Festival'),
  day('2026-05-01', 'labour', 'National Labour Day'),
  day('2026-05-04', 'coronation', 'Coronation Day'),
  day('2026-05-31', 'visakhaBucha', 'Visakha Bucha Day'),
  day('2026-06-01', 'visakhaBucha', 'Substitution for Visakha Bucha Day', true),
  day('2026-06-03', 'queensBirthday', "H.M. Queen Suthida's Birthday"),
  day('2026-07-28', 'kingsBirthday', "H.M. the King's Birthday"),
  day('2026-07-29', 'asanhaBucha', 'Asanha Bucha Day'),
  day('2026-07-30', 'khaoPhansa', 'Buddhist Lent Day'),
  day('2026-08-12', 'mothersDay', "H.M. Queen Sirikit The Queen Mother's Birthday / Mother's Day"),
  day('2026-10-13', 'kingBhumibolMemorial', 'King Bhumibol Adulyadej Memorial Day'),
  day('2026-10-23', 'chulalongkorn', 'Chulalongkorn Day'),
  day('2026-12-05', 'fathersDay', "King Bhumibol's Birthday / National Day / Father's Day"),
  day('2026-12-07', 'fathersDay', "Substitution for Father's Day", true),
  day('2026-12-10', 'constitution', 'Constitution Day'),
  day('2026-12-31', 'newYearsEve', "New Year's Eve"),
  // 2027
  day('2027-01-01', 'newYear', "New Year's Day"),
  day('2027-02-21', 'makhaBucha', 'Makha Bucha Day'),
  day('2027-02-22', 'makhaBucha', 'Substitution for Makha Bucha Day', true),
  day('2027-04-06', 'chakri', 'Chakri Memorial Day'),
  day('2027-04-13', 'songkran', 'Songkran Festival'),
  day('2027-04-14', 'songkran', 'Songkran Festival'),
  day('2027-04-15', 'songkran', 'Songkran Festival'),
  day('2027-05-01', 'labour', 'National Labour Day'),
  day('2027-05-03', 'labour', 'Substitution for National Labour Day', true),
  day('2027-05-04', 'coronation', 'Coronation Day'),
  day('2027-05-20', 'visakhaBucha', 'Visakha Bucha Day'),
  day('2027-06-03', 'queensBirthday', "H.M. Queen Suthida's Birthday"),
  day('2027-07-18', 'asanhaBucha', 'Asanha Bucha Day'),
  day('2027-07-19', 'khaoPhansa', 'Buddhist Lent Day'),
  day('2027-07-20', 'asanhaBucha', 'Substitution for Asanha Bucha Day', true),
  day('2027-07-28', 'kingsBirthday', "H.M. the King's Birthday"),
  day('2027-08-12', 'mothersDay', "H.M. Queen Sirikit The Queen Mother's Birthday / Mother's Day"),
  day('2027-10-13', 'kingBhumibolMemorial', 'King Bhumibol Adulyadej Memorial Day'),
  day('2027-10-23', 'chulalongkorn', 'Chulalongkorn Day'),
  day('2027-10-25', 'chulalongkorn', 'Substitution for Chulalongkorn Day', true),
  day('2027-12-05', 'fathersDay', "King Bhumibol's Birthday / National Day / Father's Day"),
  day('2027-12-06', 'fathersDay', "Substitution for Father's Day", true),
  day('2027-12-10', 'constitution', 'Constitution Day'),
  day('2027-12-31', 'newYearsEve', "New Year's Eve"),
];

/** Each holiday's Thai name by key, as the announcements write it (the table's `name` is the English one). */
export const THAI_HOLIDAY_NAMES_TH: Readonly<Record<string, string>> = {
  newYear: 'วันขึ้นปีใหม่',
  special: 'วันหยุดราชการเพิ่มเป็นกรณีพิเศษ',
  makhaBucha: 'วันมาฆบูชา',
  chakri: 'วันจักรี',
  songkran: 'วันสงกรานต์',
  labour: 'วันแรงงานแห่งชาติ',
  coronation: 'วันฉัตรมงคล',
  visakhaBucha: 'วันวิสาขบูชา',
  queensBirthday: 'วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าฯ พระบรมราชินี',
  kingsBirthday: 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว',
  asanhaBucha: 'วันอาสาฬหบูชา',
  khaoPhansa: 'วันเข้าพรรษา',
  mothersDay: 'วันแม่แห่งชาติ',
  kingBhumibolMemorial: 'วันนวมินทรมหาราช',
  chulalongkorn: 'วันปิยมหาราช',
  fathersDay: 'วันพ่อแห่งชาติ',
  constitution: 'วันรัฐธรรมนูญ',
  newYearsEve: 'วันสิ้นปี',
};

/** A holiday's name in Thai or English; a substitution day says so. */
export function thaiHolidayName(holiday: ThaiHoliday, language: 'th' | 'en'): string {
  if (language === 'en') return holiday.name;
  const name = THAI_HOLIDAY_NAMES_TH[holiday.key] ?? holiday.name;
  return holiday.substitution ? `วันหยุดชดเชย${name}` : name;
}

/** The years the table covers; outside them the holiday rule is silent. */
export const THAI_HOLIDAY_YEARS: readonly number[] = [
  ...new Set(THAI_PUBLIC_HOLIDAYS.map((h) => Number(h.date.slice(0, 4)))),
];

const BY_DATE = new Map(THAI_PUBLIC_HOLIDAYS.map((h) => [h.date, h]));
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The holiday on a `YYYY-MM-DD` date, or null (also for an unreadable date). */
export function thaiHolidayOn(date: string): ThaiHoliday | null {
  return BY_DATE.get(date) ?? null;
}

/**
 * Whether the table knows the date's year: true/false when it does; null when the year (or the date) is not
 * covered, so a caller never reads "not a holiday" from a missing year.
 */
export function isThaiPublicHoliday(date: string): boolean | null {
  const match = DATE.exec(date);
  if (!match) return null;
  if (!THAI_HOLIDAY_YEARS.includes(Number(match[1]))) return null;
  return BY_DATE.has(date);
}

/** The weekday (0 = Sunday) of a `YYYY-MM-DD` calendar date, or null when the date does not exist. */
export function weekdayOf(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== dayOfMonth) return null;
  return at.getUTCDay();
}
