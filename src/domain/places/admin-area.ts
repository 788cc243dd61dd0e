/**
 * Where a place sits in the country's administration, in Thai and English: its district (อำเภอ, or เขต in
 * Bangkok) and its province (จังหวัด; Bangkok is its own). People look for places by these names ("เชียงใหม่",
 * "Chiang Mai"), which an address holds in one language at most, so a place carries both. Pure.
 */
export interface AdminArea {
  readonly districtTh: string;
  readonly districtEn: string;
  readonly provinceTh: string;
  readonly provinceEn: string;
}

export const ADMIN_AREA_NAME_MAX = 100;

const ADMIN_AREA_FIELDS = ['districtTh', 'districtEn', 'provinceTh', 'provinceEn'] as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/;

/**
 * Trimmed, each name filled in from the other language when only one is given (as a place's names are); null
 * when nothing is named. Check it with `adminAreaProblems`.
 */
export function normalizeAdminArea(
  input: Partial<Record<keyof AdminArea, string | null>> | null | undefined,
): AdminArea | null {
  if (!input) return null;
  const text = (value: string | null | undefined) => (value ?? '').trim();
  const districtTh = text(input.districtTh);
  const districtEn = text(input.districtEn);
  const provinceTh = text(input.provinceTh);
  const provinceEn = text(input.provinceEn);
  if (!districtTh && !districtEn && !provinceTh && !provinceEn) return null;
  return {
    districtTh: districtTh || districtEn,
    districtEn: districtEn || districtTh,
    provinceTh: provinceTh || provinceEn,
    provinceEn: provinceEn || provinceTh,
  };
}

const WIRE_NAMES: Record<keyof AdminArea, string> = {
  districtTh: 'district_th',
  districtEn: 'district_en',
  provinceTh: 'province_th',
  provinceEn: 'province_en',
};

/** Every problem of a normalised area, as readable sentences naming the wire fields; empty when it may be stored. */
export function adminAreaProblems(area: AdminArea | null): string[] {
  if (!area) return [];
  const problems: string[] = [];
  for (const field of ADMIN_AREA_FIELDS) {
    const value = area[field];
    if (value.length > ADMIN_AREA_NAME_MAX)
      problems.push(`admin_area.${WIRE_NAMES[field]} is longer than ${ADMIN_AREA_NAME_MAX} characters`);
    if (CONTROL.test(value)) problems.push(`admin_area.${WIRE_NAMES[field]} holds control characters`);
  }
  return problems;
}

/** "Mueang Chiang Mai, Chiang Mai" / "เมืองเชียงใหม่, เชียงใหม่": district then province, in the reader's language. */
export function adminAreaLabel(area: AdminArea | null, lang: 'th' | 'en'): string {
  if (!area) return '';
  const parts = lang === 'th' ? [area.districtTh, area.provinceTh] : [area.districtEn, area.provinceEn];
  return parts.filter((part, i) => part && part !== parts[i - 1]).join(', ');
}

/** The area's label to show under an address, or '' when the address already says it (English addresses often do). */
export function areaBesideAddress(area: AdminArea | null, address: string, lang: 'th' | 'en'): string {
  const label = adminAreaLabel(area, lang);
  return label && !address.toLowerCase().includes(label.toLowerCase()) ? label : '';
}
