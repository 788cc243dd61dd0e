import { describe, expect, it } from 'vitest';
import {
  adminAreaLabel,
  adminAreaProblems,
  areaBesideAddress,
  normalizeAdminArea,
} from '../../../src/domain/places/admin-area';
import {
  matchesPlaceKeyword,
  placeQueryGroups,
  placeSearchParts,
  placeSearchText,
} from '../../../src/domain/places/place-search';
import { provinceInAddress, provinceNamed, THAI_PROVINCES } from '../../../src/domain/places/thai-provinces';
import { containsAllParts, containsParts, queryGroups } from '../../../src/domain/search/segment';

const chiangMai = (district: [string, string]) => ({
  districtEn: district[0],
  districtTh: district[1],
  provinceEn: 'Chiang Mai',
  provinceTh: 'เชียงใหม่',
});
const place = (nameEn: string, nameTh: string, address: string, adminArea: ReturnType<typeof chiangMai> | null) => ({
  nameEn,
  nameTh,
  address,
  adminArea,
});
const chediLuang = place(
  'Wat Chedi Luang',
  'วัดเจดีย์หลวงวรวิหาร',
  '103 Phra Pokklao Rd, Phra Sing',
  chiangMai(['Mueang Chiang Mai', 'เมืองเชียงใหม่']),
);
const inthanon = place(
  'Doi Inthanon National Park',
  'อุทยานแห่งชาติดอยอินทนนท์',
  'Ban Luang',
  chiangMai(['Chom Thong', 'จอมทอง']),
);
const rongKhun = place('Wat Rong Khun (White Temple)', 'วัดร่องขุ่น', 'Pa O Don Chai', {
  districtEn: 'Mueang Chiang Rai',
  districtTh: 'เมืองเชียงราย',
  provinceEn: 'Chiang Rai',
  provinceTh: 'เชียงราย',
});
const walkingStreet = place('Sunday Walking Street', 'ถนนคนเดิน ประตูท่าแพ', 'Ratchadamnoen Rd', null);

describe('places by city, district and province (search, Thai segmentation)', () => {
  it.each([
    ['เชียงใหม่', true, true, false],
    ['Chiang Mai', true, true, false],
    ['chiang mai', true, true, false],
    ['Chiangmai', true, true, false],
    ['จังหวัดเชียงใหม่', true, true, false],
    ['Chiang Mai Province', true, true, false],
    ['อำเภอเมืองเชียงใหม่', true, false, false],
    ['อ.เมือง เชียงใหม่', true, false, false],
    ['Mueang Chiang Mai', true, false, false],
    ['จอมทอง', false, true, false],
    ['Chom Thong district', false, true, false],
    ['เชียงราย', false, false, true],
    ['Chiang Rai', false, false, true],
  ])('%s finds Wat Chedi Luang %s, Doi Inthanon %s, Wat Rong Khun %s', (keyword, chedi, doi, rong) => {
    expect([
      matchesPlaceKeyword(chediLuang, keyword),
      matchesPlaceKeyword(inthanon, keyword),
      matchesPlaceKeyword(rongKhun, keyword),
    ]).toEqual([chedi, doi, rong]);
  });

  it('a Thai run is found whole or as all of its words (the place writes a space the query does not)', () => {
    expect(matchesPlaceKeyword(walkingStreet, 'ถนนคนเดินประตูท่าแพ')).toBe(true);
    expect(matchesPlaceKeyword(walkingStreet, 'ถนนคนเดินเชียงใหม่')).toBe(false);
  });

  it('a blank keyword keeps every place; one with nothing searchable keeps none', () => {
    expect(matchesPlaceKeyword(rongKhun, '  ')).toBe(true);
    expect(matchesPlaceKeyword(rongKhun, "%_'\\")).toBe(false);
    expect(placeSearchParts("%_'\\")).toEqual([]);
  });

  it('administrative-level words are dropped, unless nothing else was typed', () => {
    expect(placeQueryGroups('จังหวัดเชียงใหม่')).toEqual([{ kind: 'thai', run: 'เชียงใหม่', words: ['เชียงใหม่'] }]);
    expect(placeQueryGroups('Krabi province')).toEqual([{ kind: 'word', word: 'krabi' }]);
    expect(placeQueryGroups('จังหวัด')).toEqual(queryGroups('จังหวัด'));
  });

  it('the search text holds names, address, district and province in both languages, and English without spaces', () => {
    const text = placeSearchText(chediLuang);
    for (const part of [
      'wat chedi luang',
      'วัดเจดีย์หลวง',
      'phra sing',
      'mueang chiang mai',
      'เมืองเชียงใหม่',
      'เชียงใหม่',
      'chiangmai',
      'watchediluang',
    ])
      expect([part, text.includes(part)]).toEqual([part, true]);
    expect(placeSearchText({ ...chediLuang, adminArea: null })).not.toContain('เชียงใหม่');
  });

  it('containsParts: a Thai run of several words has two alternatives; containsAllParts needs every part', () => {
    const parts = containsParts(queryGroups('ตลาดน้ำ trips'));
    expect(parts).toEqual([[['ตลาดน้ำ'], ['ตลาด', 'น้ำ']], [['trips']]]);
    expect(containsAllParts('ตลาด ริม น้ำ trips', parts)).toBe(true);
    expect(containsAllParts('ตลาดน้ำ', parts)).toBe(false);
  });
});

describe('administrative area (district and province, Thai and English)', () => {
  it('normalises: trimmed, a name in one language stands for both, null when nothing is named', () => {
    expect(normalizeAdminArea({ districtTh: ' เมืองเชียงใหม่ ', provinceEn: 'Chiang Mai' })).toEqual({
      districtTh: 'เมืองเชียงใหม่',
      districtEn: 'เมืองเชียงใหม่',
      provinceTh: 'Chiang Mai',
      provinceEn: 'Chiang Mai',
    });
    expect(normalizeAdminArea({ districtTh: ' ', provinceEn: '' })).toBeNull();
    expect(normalizeAdminArea(null)).toBeNull();
  });

  it('problems name the wire field: too long, control characters', () => {
    const area = normalizeAdminArea({ districtEn: 'x'.repeat(101), provinceTh: 'เชียง\u0007ใหม่' });
    expect(adminAreaProblems(area)).toEqual([
      'admin_area.district_th is longer than 100 characters',
      'admin_area.district_en is longer than 100 characters',
      'admin_area.province_th holds control characters',
      'admin_area.province_en holds control characters',
    ]);
    expect(adminAreaProblems(null)).toEqual([]);
  });

  it("labels district then province in the reader's language, once when they are the same", () => {
    const area = chiangMai(['Mueang Chiang Mai', 'เมืองเชียงใหม่']);
    expect(adminAreaLabel(area, 'en')).toBe('Mueang Chiang Mai, Chiang Mai');
    expect(adminAreaLabel(area, 'th')).toBe('เมืองเชียงใหม่, เชียงใหม่');
    const ayutthaya = normalizeAdminArea({
      districtEn: 'Phra Nakhon Si Ayutthaya',
      provinceEn: 'Phra Nakhon Si Ayutthaya',
    });
    expect(adminAreaLabel(ayutthaya, 'en')).toBe('Phra Nakhon Si Ayutthaya');
    expect(areaBesideAddress(area, 'Huay Kaew Rd, Mueang Chiang Mai, Chiang Mai 50200', 'en')).toBe('');
    expect(areaBesideAddress(area, 'Huay Kaew Rd, Mueang Chiang Mai, Chiang Mai 50200', 'th')).toBe(
      'เมืองเชียงใหม่, เชียงใหม่',
    );
  });
});

describe("Thailand's provinces", () => {
  it('77 provinces, each name once in each language', () => {
    expect(THAI_PROVINCES).toHaveLength(77);
    expect(new Set(THAI_PROVINCES.map((p) => p.en)).size).toBe(77);
    expect(new Set(THAI_PROVINCES.map((p) => p.th)).size).toBe(77);
    expect(provinceNamed('chiang mai')).toEqual({ en: 'Chiang Mai', th: 'เชียงใหม่' });
    expect(provinceNamed('กรุงเทพมหานคร')?.en).toBe('Bangkok');
    expect(provinceNamed('Atlantis')).toBeNull();
  });

  it.each([
    ['Huay Kaew Rd, Suthep, Mueang Chiang Mai, Chiang Mai 50200', 'Chiang Mai'],
    ['Pa O Don Chai, Mueang Chiang Rai, Chiang Rai 57000', 'Chiang Rai'],
    ['158 Wang Doem Rd, Wat Arun, Bangkok Yai, Bangkok 10600', 'Bangkok'],
    ['ถนนห้วยแก้ว ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200', 'Chiang Mai'],
    ['Naresuan Rd, Tha Wasukri, Phra Nakhon Si Ayutthaya 13000', 'Phra Nakhon Si Ayutthaya'],
    ['1-1 Chiyoda, Tokyo', null],
  ])('the province of %s is %s', (address, expected) => {
    expect(provinceInAddress(address)?.en ?? null).toBe(expected);
  });
});
