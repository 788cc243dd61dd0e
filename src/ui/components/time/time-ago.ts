import { isJustNow, relativeTime } from '../../../domain/time/relative-time';
import type { ViewTranslate } from '../content-view/view-translate';

/**
 * When something happened, as a person says it: "just now" / "เมื่อสักครู่" for the first 45 seconds, then
 * spec §9's compact units ("5m ago", "3 วันที่แล้ว"). One rule for the reader, the editor preview and the admin
 * area; `t` is the reader's small translator or i18next's.
 */
export function timeAgo(t: ViewTranslate, thenMs: number, nowMs: number): string {
  if (isJustNow(thenMs, nowMs)) return t('time.justNow');
  const { value, unit } = relativeTime(thenMs, nowMs);
  return t('time.ago', { time: t(`time.relative.${unit}`, { count: value }) });
}
