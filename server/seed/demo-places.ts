import type { AdminArea } from '../../src/domain/places/admin-area';
import type { DaySchedule, WeeklyOpeningHours } from '../../src/domain/places/opening-hours';
import { THAI_PROVINCES } from '../../src/domain/places/thai-provinces';

/**
 * Real places for the demo contents (seed data), with coordinates, names in both languages and
 * the opening hours their operators publish (as best known; spec §3 shape, times `HH.mm`). Streets,
 * beaches and monuments with no gate are `open24`; a place without posted hours has `null`.
 */
export interface DemoPlace {
  readonly id: string;
  readonly nameEn: string;
  readonly nameTh: string;
  readonly address: string;
  /** The district (เขต in Bangkok, อำเภอ elsewhere) and province it is in, as the Department of Provincial Administration names them. */
  readonly adminArea: AdminArea;
  readonly lat: number;
  readonly lng: number;
  readonly categoryId: string;
  readonly openingHours: WeeklyOpeningHours | null;
  /** The map's starting point (GET locations/default). */
  readonly isDefault?: boolean;
}

/** A district of a province of THAI_PROVINCES (its Thai name taken from there). */
const area = (districtEn: string, districtTh: string, provinceEn: string): AdminArea => {
  const province = THAI_PROVINCES.find((p) => p.en === provinceEn);
  if (!province) throw new Error(`No province named ${provinceEn}`);
  return { districtEn, districtTh, provinceEn, provinceTh: province.th };
};

const open = (from: string, to: string): DaySchedule => ({ mode: 'open', periods: [{ open: from, close: to }] });
const closed: DaySchedule = { mode: 'closed' };

const daily = (from: string, to: string): WeeklyOpeningHours => {
  const day = open(from, to);
  return { sunday: day, monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day };
};

const allDay: WeeklyOpeningHours = daily('00.00', '23.59');
const always: WeeklyOpeningHours = {
  sunday: { mode: 'open24' },
  monday: { mode: 'open24' },
  tuesday: { mode: 'open24' },
  wednesday: { mode: 'open24' },
  thursday: { mode: 'open24' },
  friday: { mode: 'open24' },
  saturday: { mode: 'open24' },
};

/** Only on the named days, closed on the others (walking streets, weekend markets). */
const onDays = (days: readonly (keyof WeeklyOpeningHours)[], from: string, to: string): WeeklyOpeningHours =>
  ({
    ...Object.fromEntries(
      (['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const).map((d) => [d, closed]),
    ),
    ...Object.fromEntries(days.map((d) => [d, open(from, to)])),
  }) as WeeklyOpeningHours;

export const DEMO_PLACES: readonly DemoPlace[] = [
  // Bangkok, Rattanakosin and around
  {
    id: 'democracy-monument',
    nameEn: 'Democracy Monument',
    nameTh: 'อนุสาวรีย์ประชาธิปไตย',
    address: 'Ratchadamnoen Klang Rd, Bowon Niwet, Phra Nakhon, Bangkok 10200',
    adminArea: area('Phra Nakhon', 'พระนคร', 'Bangkok'),
    lat: 13.756658,
    lng: 100.501893,
    categoryId: 'culture',
    openingHours: always,
    isDefault: true,
  },
  {
    id: 'grand-palace',
    nameEn: 'The Grand Palace',
    nameTh: 'พระบรมมหาราชวัง',
    address: 'Na Phra Lan Rd, Phra Borom Maha Ratchawang, Phra Nakhon, Bangkok 10200',
    adminArea: area('Phra Nakhon', 'พระนคร', 'Bangkok'),
    lat: 13.750029,
    lng: 100.491349,
    categoryId: 'culture',
    openingHours: daily('08.30', '15.30'),
  },
  {
    id: 'wat-pho',
    nameEn: 'Wat Pho (Temple of the Reclining Buddha)',
    nameTh: 'วัดพระเชตุพนวิมลมังคลาราม (วัดโพธิ์)',
    address: '2 Sanam Chai Rd, Phra Borom Maha Ratchawang, Phra Nakhon, Bangkok 10200',
    adminArea: area('Phra Nakhon', 'พระนคร', 'Bangkok'),
    lat: 13.746567,
    lng: 100.493051,
    categoryId: 'temples',
    openingHours: daily('08.00', '18.30'),
  },
  {
    id: 'wat-arun',
    nameEn: 'Wat Arun (Temple of Dawn)',
    nameTh: 'วัดอรุณราชวราราม',
    address: '158 Wang Doem Rd, Wat Arun, Bangkok Yai, Bangkok 10600',
    adminArea: area('Bangkok Yai', 'บางกอกใหญ่', 'Bangkok'),
    lat: 13.7437,
    lng: 100.48881,
    categoryId: 'temples',
    openingHours: daily('08.00', '18.00'),
  },
  {
    id: 'chatuchak-weekend-market',
    nameEn: 'Chatuchak Weekend Market',
    nameTh: 'ตลาดนัดจตุจักร',
    address: 'Kamphaeng Phet 2 Rd, Chatuchak, Bangkok 10900',
    adminArea: area('Chatuchak', 'จตุจักร', 'Bangkok'),
    lat: 13.799859,
    lng: 100.550299,
    categoryId: 'markets',
    openingHours: onDays(['saturday', 'sunday'], '09.00', '18.00'),
  },
  // Street food runs past midnight; Bangkok keeps Monday as its street-cleaning day.
  {
    id: 'yaowarat-road',
    nameEn: 'Yaowarat Road (Chinatown)',
    nameTh: 'ถนนเยาวราช',
    address: 'Yaowarat Rd, Samphanthawong, Bangkok 10100',
    adminArea: area('Samphanthawong', 'สัมพันธวงศ์', 'Bangkok'),
    lat: 13.739908,
    lng: 100.510114,
    categoryId: 'food',
    openingHours: { ...onDays(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], '17.00', '01.00') },
  },
  {
    id: 'khao-san-road',
    nameEn: 'Khao San Road',
    nameTh: 'ถนนข้าวสาร',
    address: 'Khao San Rd, Talat Yot, Phra Nakhon, Bangkok 10200',
    adminArea: area('Phra Nakhon', 'พระนคร', 'Bangkok'),
    lat: 13.758997,
    lng: 100.497515,
    categoryId: 'nightlife',
    openingHours: always,
  },
  // Chiang Mai and the north
  {
    id: 'wat-phra-that-doi-suthep',
    nameEn: 'Wat Phra That Doi Suthep',
    nameTh: 'วัดพระธาตุดอยสุเทพราชวรวิหาร',
    address: 'Huay Kaew Rd, Suthep, Mueang Chiang Mai, Chiang Mai 50200',
    adminArea: area('Mueang Chiang Mai', 'เมืองเชียงใหม่', 'Chiang Mai'),
    lat: 18.804836,
    lng: 98.921608,
    categoryId: 'temples',
    openingHours: daily('06.00', '18.00'),
  },
  {
    id: 'wat-chedi-luang',
    nameEn: 'Wat Chedi Luang',
    nameTh: 'วัดเจดีย์หลวงวรวิหาร',
    address: '103 Phra Pokklao Rd, Phra Sing, Mueang Chiang Mai, Chiang Mai 50200',
    adminArea: area('Mueang Chiang Mai', 'เมืองเชียงใหม่', 'Chiang Mai'),
    lat: 18.786941,
    lng: 98.986542,
    categoryId: 'temples',
    openingHours: daily('08.00', '17.00'),
  },
  {
    id: 'chiang-mai-sunday-walking-street',
    nameEn: 'Sunday Walking Street, Tha Phae Gate',
    nameTh: 'ถนนคนเดินวันอาทิตย์ ประตูท่าแพ',
    address: 'Ratchadamnoen Rd, Si Phum, Mueang Chiang Mai, Chiang Mai 50200',
    adminArea: area('Mueang Chiang Mai', 'เมืองเชียงใหม่', 'Chiang Mai'),
    lat: 18.787679,
    lng: 98.993312,
    categoryId: 'markets',
    openingHours: onDays(['sunday'], '16.00', '23.00'),
  },
  {
    id: 'chiang-mai-night-bazaar',
    nameEn: 'Chiang Mai Night Bazaar',
    nameTh: 'ไนท์บาซาร์เชียงใหม่',
    address: 'Chang Khlan Rd, Chang Khlan, Mueang Chiang Mai, Chiang Mai 50100',
    adminArea: area('Mueang Chiang Mai', 'เมืองเชียงใหม่', 'Chiang Mai'),
    lat: 18.785556,
    lng: 99.000556,
    categoryId: 'markets',
    openingHours: daily('18.00', '00.00'),
  },
  {
    id: 'doi-inthanon',
    nameEn: 'Doi Inthanon National Park',
    nameTh: 'อุทยานแห่งชาติดอยอินทนนท์',
    address: 'Ban Luang, Chom Thong, Chiang Mai 50160',
    adminArea: area('Chom Thong', 'จอมทอง', 'Chiang Mai'),
    lat: 18.588,
    lng: 98.4867,
    categoryId: 'mountains',
    openingHours: daily('05.30', '18.30'),
  },
  {
    id: 'pai-canyon',
    nameEn: 'Pai Canyon (Kong Lan)',
    nameTh: 'กองแลน ปาย',
    address: 'Route 1095, Thung Yao, Pai, Mae Hong Son 58130',
    adminArea: area('Pai', 'ปาย', 'Mae Hong Son'),
    lat: 19.3087,
    lng: 98.4547,
    categoryId: 'nature',
    openingHours: null,
  },
  {
    id: 'wat-rong-khun',
    nameEn: 'Wat Rong Khun (White Temple)',
    nameTh: 'วัดร่องขุ่น',
    address: 'Pa O Don Chai, Mueang Chiang Rai, Chiang Rai 57000',
    adminArea: area('Mueang Chiang Rai', 'เมืองเชียงราย', 'Chiang Rai'),
    lat: 19.824167,
    lng: 99.763056,
    categoryId: 'temples',
    openingHours: daily('08.00', '17.00'),
  },
  // Central plains
  {
    id: 'wat-mahathat-ayutthaya',
    nameEn: 'Wat Mahathat, Ayutthaya',
    nameTh: 'วัดมหาธาตุ อยุธยา',
    address: 'Naresuan Rd, Tha Wasukri, Phra Nakhon Si Ayutthaya 13000',
    adminArea: area('Phra Nakhon Si Ayutthaya', 'พระนครศรีอยุธยา', 'Phra Nakhon Si Ayutthaya'),
    lat: 14.3567,
    lng: 100.5675,
    categoryId: 'culture',
    openingHours: daily('08.00', '18.00'),
  },
  // Krabi, Phi Phi and Phuket
  {
    id: 'railay-beach',
    nameEn: 'Railay Beach West',
    nameTh: 'หาดไร่เลย์ตะวันตก',
    address: 'Ao Nang, Mueang Krabi, Krabi 81180',
    adminArea: area('Mueang Krabi', 'เมืองกระบี่', 'Krabi'),
    lat: 8.0118,
    lng: 98.8377,
    categoryId: 'beaches',
    openingHours: always,
  },
  {
    id: 'ao-nang-beach',
    nameEn: 'Ao Nang Beach',
    nameTh: 'หาดอ่าวนาง',
    address: 'Ao Nang, Mueang Krabi, Krabi 81180',
    adminArea: area('Mueang Krabi', 'เมืองกระบี่', 'Krabi'),
    lat: 8.0319,
    lng: 98.8225,
    categoryId: 'beaches',
    openingHours: allDay,
  },
  {
    id: 'tiger-cave-temple',
    nameEn: 'Wat Tham Suea (Tiger Cave Temple)',
    nameTh: 'วัดถ้ำเสือ',
    address: 'Krabi Noi, Mueang Krabi, Krabi 81000',
    adminArea: area('Mueang Krabi', 'เมืองกระบี่', 'Krabi'),
    lat: 8.126,
    lng: 98.9242,
    categoryId: 'temples',
    openingHours: daily('06.00', '18.00'),
  },
  {
    id: 'krabi-town-walking-street',
    nameEn: 'Krabi Town Walking Street',
    nameTh: 'ถนนคนเดินกระบี่',
    address: 'Maharat Soi 8, Pak Nam, Mueang Krabi, Krabi 81000',
    adminArea: area('Mueang Krabi', 'เมืองกระบี่', 'Krabi'),
    lat: 8.0634,
    lng: 98.9166,
    categoryId: 'markets',
    openingHours: onDays(['friday', 'saturday', 'sunday'], '17.00', '22.00'),
  },
  {
    id: 'maya-bay',
    nameEn: 'Maya Bay, Phi Phi Leh',
    nameTh: 'อ่าวมาหยา เกาะพีพีเล',
    address: 'Ao Nang, Mueang Krabi, Krabi 81210',
    adminArea: area('Mueang Krabi', 'เมืองกระบี่', 'Krabi'),
    lat: 7.678,
    lng: 98.7657,
    categoryId: 'islands',
    openingHours: daily('07.00', '16.00'),
  },
  {
    id: 'phuket-lard-yai',
    nameEn: 'Lard Yai Sunday Walking Street, Phuket Old Town',
    nameTh: 'ถนนคนเดินหลาดใหญ่ ภูเก็ต',
    address: 'Thalang Rd, Talat Yai, Mueang Phuket, Phuket 83000',
    adminArea: area('Mueang Phuket', 'เมืองภูเก็ต', 'Phuket'),
    lat: 7.8855,
    lng: 98.3878,
    categoryId: 'markets',
    openingHours: onDays(['sunday'], '16.00', '22.00'),
  },
];
