/**
 * Spec §9 date formats, as dayjs format strings. Formatting itself happens outside the domain
 * (dayjs lives in the UI layer); the domain only names the formats so every screen agrees.
 */
export const DateFormat = {
  DEFAULT: 'DD/MM/YYYY H:mm',
  DATE: 'DD MMM YYYY',
  OPENING_HOURS: 'HH:mm',
} as const;

export type DateFormatName = keyof typeof DateFormat;
