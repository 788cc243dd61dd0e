/**
 * Thailand's 77 provinces (76 จังหวัด and Bangkok, กรุงเทพมหานคร) with their Thai names and the English names
 * the Royal Thai General System gives them as commonly written, in English alphabetical order. The place-proposal
 * form offers them, so a proposed place is named the same way in both languages as the curated ones. Pure data.
 */
export interface Province {
  readonly th: string;
  readonly en: string;
}

export const THAI_PROVINCES: readonly Province[] = [
  { en: 'Amnat Charoen', th: 'อำนาจเจริญ' },
  { en: 'Ang Thong', th: 'อ่างทอง' },
  { en: 'Bangkok', th: 'กรุงเทพมหานคร' },
  { en: 'Bueng Kan', th: 'บึงกาฬ' },
  { en: 'Buriram', th: 'บุรีรัมย์' },
  { en: 'Chachoengsao', th: 'ฉะเชิงเทรา' },
  { en: 'Chai Nat', th: 'ชัยนาท' },
  { en: 'Chaiyaphum', th: 'ชัยภูมิ' },
  { en: 'Chanthaburi', th: 'จันทบุรี' },
  { en: 'Chiang Mai', th: 'เชียงใหม่' },
  { en: 'Chiang Rai', th: 'เชียงราย' },
  { en: 'Chonburi', th: 'ชลบุรี' },
  { en: 'Chumphon', th: 'ชุมพร' },
  { en: 'Kalasin', th: 'กาฬสินธุ์' },
  { en: 'Kamphaeng Phet', th: 'กำแพงเพชร' },
  { en: 'Kanchanaburi', th: 'กาญจนบุรี' },
  { en: 'Khon Kaen', th: 'ขอนแก่น' },
  { en: 'Krabi', th: 'กระบี่' },
  { en: 'Lampang', th: 'ลำปาง' },
  { en: 'Lamphun', th: 'ลำพูน' },
  { en: 'Loei', th: 'เลย' },
  { en: 'Lopburi', th: 'ลพบุรี' },
  { en: 'Mae Hong Son', th: 'แม่ฮ่องสอน' },
  { en: 'Maha Sarakham', th: 'มหาสารคาม' },
  { en: 'Mukdahan', th: 'มุกดาหาร' },
  { en: 'Nakhon Nayok', th: 'นครนายก' },
  { en: 'Nakhon Pathom', th: 'นครปฐม' },
  { en: 'Nakhon Phanom', th: 'นครพนม' },
  { en: 'Nakhon Ratchasima', th: 'นครราชสีมา' },
  { en: 'Nakhon Sawan', th: 'นครสวรรค์' },
  { en: 'Nakhon Si Thammarat', th: 'นครศรีธรรมราช' },
  { en: 'Nan', th: 'น่าน' },
  { en: 'Narathiwat', th: 'นราธิวาส' },
  { en: 'Nong Bua Lamphu', th: 'หนองบัวลำภู' },
  { en: 'Nong Khai', th: 'หนองคาย' },
  { en: 'Nonthaburi', th: 'นนทบุรี' },
  { en: 'Pathum Thani', th: 'ปทุมธานี' },
  { en: 'Pattani', th: 'ปัตตานี' },
  { en: 'Phang Nga', th: 'พังงา' },
  { en: 'Phatthalung', th: 'พัทลุง' },
  { en: 'Phayao', th: 'พะเยา' },
  { en: 'Phetchabun', th: 'เพชรบูรณ์' },
  { en: 'Phetchaburi', th: 'เพชรบุรี' },
  { en: 'Phichit', th: 'พิจิตร' },
  { en: 'Phitsanulok', th: 'พิษณุโลก' },
  { en: 'Phra Nakhon Si Ayutthaya', th: 'พระนครศรีอยุธยา' },
  { en: 'Phrae', th: 'แพร่' },
  { en: 'Phuket', th: 'ภูเก็ต' },
  { en: 'Prachinburi', th: 'ปราจีนบุรี' },
  { en: 'Prachuap Khiri Khan', th: 'ประจวบคีรีขันธ์' },
  { en: 'Ranong', th: 'ระนอง' },
  { en: 'Ratchaburi', th: 'ราชบุรี' },
  { en: 'Rayong', th: 'ระยอง' },
  { en: 'Roi Et', th: 'ร้อยเอ็ด' },
  { en: 'Sa Kaeo', th: 'สระแก้ว' },
  { en: 'Sakon Nakhon', th: 'สกลนคร' },
  { en: 'Samut Prakan', th: 'สมุทรปราการ' },
  { en: 'Samut Sakhon', th: 'สมุทรสาคร' },
  { en: 'Samut Songkhram', th: 'สมุทรสงคราม' },
  { en: 'Saraburi', th: 'สระบุรี' },
  { en: 'Satun', th: 'สตูล' },
  { en: 'Sing Buri', th: 'สิงห์บุรี' },
  { en: 'Sisaket', th: 'ศรีสะเกษ' },
  { en: 'Songkhla', th: 'สงขลา' },
  { en: 'Sukhothai', th: 'สุโขทัย' },
  { en: 'Suphan Buri', th: 'สุพรรณบุรี' },
  { en: 'Surat Thani', th: 'สุราษฎร์ธานี' },
  { en: 'Surin', th: 'สุรินทร์' },
  { en: 'Tak', th: 'ตาก' },
  { en: 'Trang', th: 'ตรัง' },
  { en: 'Trat', th: 'ตราด' },
  { en: 'Ubon Ratchathani', th: 'อุบลราชธานี' },
  { en: 'Udon Thani', th: 'อุดรธานี' },
  { en: 'Uthai Thani', th: 'อุทัยธานี' },
  { en: 'Uttaradit', th: 'อุตรดิตถ์' },
  { en: 'Yala', th: 'ยะลา' },
  { en: 'Yasothon', th: 'ยโสธร' },
];

/** The province named by its English or Thai name, or null. */
export const provinceNamed = (name: string): Province | null => {
  const wanted = name.trim().toLowerCase();
  return wanted ? (THAI_PROVINCES.find((p) => p.en.toLowerCase() === wanted || p.th === wanted) ?? null) : null;
};

/**
 * The province an address names (in English or Thai), or null: the one named last, since an address ends with its
 * province ("…, Mueang Chiang Mai, Chiang Mai 50200"), and the longest name where two end at the same place.
 */
export function provinceInAddress(address: string): Province | null {
  const text = address.toLowerCase();
  let found: { province: Province; end: number; length: number } | null = null;
  for (const province of THAI_PROVINCES) {
    for (const name of [province.en.toLowerCase(), province.th]) {
      const at = text.lastIndexOf(name);
      if (at < 0) continue;
      const end = at + name.length;
      if (!found || end > found.end || (end === found.end && name.length > found.length))
        found = { province, end, length: name.length };
    }
  }
  return found?.province ?? null;
}
