import type { Queryable } from '../../server/kernel/database.port';
import { percentile, type TargetRow } from './report';

/** Advance-search on 10,000 published contents, Thai and English, with their places (a figure, never a timed test). */
export const SEARCH_CONTENTS = 10_000;
export const SEARCH_P95_TARGET_MS = 50;

const FEED = '/api/content-platform/feed-service/v1/advance-search/contents';
const QUERIES = [
  'เชียงใหม่',
  'ตลาดน้ำ',
  'กรุงเทพ',
  'พระนครศรีอยุธยา',
  'ทะเล ภูเก็ต',
  'คาเฟ่',
  'chiang mai',
  'street food',
  'temples',
  'chaing mai',
  'phuket beach',
  'night market',
  // Across scripts: found through the places' names (Thai, English, romanised Thai).
  'wat pho',
  'วัดอรุณ',
];

/** Places the contents reference (one each, in turn): searched by name in both scripts and romanised. */
const PLACES: readonly (readonly [en: string, th: string])[] = [
  ['Wat Pho (Temple of the Reclining Buddha)', 'วัดพระเชตุพนวิมลมังคลาราม (วัดโพธิ์)'],
  ['Wat Arun (Temple of Dawn)', 'วัดอรุณราชวราราม'],
  ['Chatuchak Weekend Market', 'ตลาดนัดจตุจักร'],
  ['Yaowarat Road (Chinatown)', 'ถนนเยาวราช'],
  ['Wat Phra That Doi Suthep', 'วัดพระธาตุดอยสุเทพราชวรวิหาร'],
  ['Doi Inthanon National Park', 'อุทยานแห่งชาติดอยอินทนนท์'],
  ['Railay Beach West', 'หาดไร่เลย์ตะวันตก'],
  ['Maya Bay, Phi Phi Leh', 'อ่าวมาหยา เกาะพีพีเล'],
  ['Wat Mahathat, Ayutthaya', 'วัดมหาธาตุ อยุธยา'],
  ['Amphawa Floating Market', 'ตลาดน้ำอัมพวา'],
];

/**
 * Inserts `count` published contents in bulk with SQL (generate_series), Thai and English, ten categories, each
 * referencing one of ten places.
 */
export async function seedSearchContents(db: Queryable, authorUserId: string, count = SEARCH_CONTENTS): Promise<void> {
  await db.query(
    `INSERT INTO locations (location_id, name_en, name_th, address, lat, lng, time_zone, created_at)
     SELECT 'bench-search-place-' || (n - 1), p->>0, p->>1, '', 13.75, 100.5, 'Asia/Bangkok', now()
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(p, n)`,
    [JSON.stringify(PLACES)],
  );
  await db.query(
    `INSERT INTO contents (content_id, author_user_id, kind, status, published_version, latest_version, view_count,
       created_at, updated_at, published_at)
     SELECT 'bench-search-' || i, $1, CASE WHEN i % 3 = 0 THEN 'trip' ELSE 'article' END, 'published', 1, 1, i % 97,
       now() - make_interval(hours => i), now() - make_interval(hours => i), now() - make_interval(hours => i)
     FROM generate_series(1, $2::int) i`,
    [authorUserId, count],
  );
  await db.query(
    `INSERT INTO content_versions (content_id, version, state, document, location_ids, created_at, updated_at, published_at)
     SELECT 'bench-search-' || i, 1, 'published',
       jsonb_build_object(
         'title', CASE WHEN i % 2 = 0
           THEN (ARRAY['เที่ยวเชียงใหม่หน้าฝน','ตลาดน้ำอัมพวาวันเสาร์','กินเที่ยวกรุงเทพมหานคร','วัดเก่าพระนครศรีอยุธยา','ทะเลภูเก็ตหน้าร้อน','คาเฟ่ลับในน่าน','ดอยอินทนนท์ยามเช้า','เกาะพีพีดำน้ำ'])[(i / 2) % 8 + 1] || ' ครั้งที่ ' || i
           ELSE (ARRAY['Chiang Mai old city walk','Street food trips in Bangkok','Ayutthaya temples by bike','Phuket beaches in May','Hidden cafes of Nan','Sunrise at Doi Inthanon','Island hopping around Krabi','Night markets of Chiang Rai'])[(i / 2) % 8 + 1] || ' no. ' || i END,
         'summary', CASE WHEN i % 2 = 0
           THEN (ARRAY['เดินเล่นถนนคนเดินและกินข้าวซอย','นั่งเรือชมหิ่งห้อยยามค่ำ','ตามรอยร้านอาหารริมทาง','ปั่นจักรยานรอบเกาะเมือง','ดำน้ำดูปะการังและพักรีสอร์ต'])[(i / 2) % 5 + 1]
           ELSE (ARRAY['Where to eat, sleep and walk','A weekend itinerary with maps','Tips for the rainy season','Budget notes and opening hours','The quiet side of a busy town'])[(i / 2) % 5 + 1] END,
         'language', CASE WHEN i % 2 = 0 THEN 'th' ELSE 'en' END,
         'cover', NULL, 'sections', '[]'::jsonb,
         'category_ids', jsonb_build_array((ARRAY['beaches','mountains','food','culture','temples','nightlife','nature','cafes','markets','islands'])[i % 10 + 1])),
       jsonb_build_array('bench-search-place-' || (i % $2::int)), now(), now(), now()
     FROM generate_series(1, $1::int) i`,
    [count, PLACES.length],
  );
  await db.query('ANALYZE contents');
  await db.query('ANALYZE content_versions');
}

/** Seeds, builds the index with one search (timed apart), then times `rounds` sequential searches over the query mix. */
export async function benchSearch(
  base: string,
  db: Queryable,
  authorUserId: string,
  name: string,
  rounds = QUERIES.length * 20,
): Promise<TargetRow> {
  const seededAt = performance.now();
  await seedSearchContents(db, authorUserId);
  const indexedAt = performance.now();
  await fetch(`${base}${FEED}?keyword=warmup`).then((r) => r.text());
  const done = performance.now();
  console.log(
    `search: ${SEARCH_CONTENTS} contents inserted in ${((indexedAt - seededAt) / 1000).toFixed(1)} s, indexed (lazily, on the first search) in ${((done - indexedAt) / 1000).toFixed(1)} s`,
  );
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < rounds; i++) {
    const keyword = QUERIES[i % QUERIES.length];
    const start = performance.now();
    const response = await fetch(`${base}${FEED}?keyword=${encodeURIComponent(keyword)}&limit=20`);
    const body = (await response.json()) as { total_count?: number };
    times.push(performance.now() - start);
    if ((body.total_count ?? 0) > 0) hits++;
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 0.5),
    p95 = percentile(times, 0.95);
  console.log(
    `GET advance-search/contents on ${name}, ${SEARCH_CONTENTS} contents, ${QUERIES.length} Thai/English queries × ${rounds / QUERIES.length}: ` +
      `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms (${hits}/${rounds} with hits)`,
  );
  return {
    figure: `advance-search p95, ${SEARCH_CONTENTS} contents, ${name}`,
    value: `${p95.toFixed(1)} ms`,
    target: `≤ ${SEARCH_P95_TARGET_MS} ms`,
    pass: p95 <= SEARCH_P95_TARGET_MS,
  };
}
