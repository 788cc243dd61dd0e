import { rmSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openingHoursSpecification } from '../../../server/reader-pages/place-meta';
import type { LocationPageData, ReaderDataSource } from '../../../server/reader-pages/reader-data';
import { escapeHtml } from '../../../server/reader-pages/social-meta';
import { installSpa } from '../../../server/reader-pages/spa';
import type { WeeklyOpeningHours } from '../../../src/domain/places/opening-hours';
import { builtStaticDir, initialDataOf, metaOf } from '../helpers/reader-html';

const EVIL = `</script><script>alert(1)</script> "q" 's' & $& <b>`;
const jsonLdOf = (html: string): Record<string, any>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const hreflangOf = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)" \/>/g)].map((m) => [
      m[1],
      m[2].replace(/&amp;/g, '&'),
    ]),
  );

const open = (o: string, c: string) => ({ mode: 'open' as const, periods: [{ open: o, close: c }] });
const hours: WeeklyOpeningHours = {
  sunday: { mode: 'open24' },
  monday: { mode: 'closed' },
  tuesday: open('08.00', '17.00'),
  wednesday: open('08.00', '17.00'),
  thursday: open('08.00', '17.00'),
  friday: open('18.00', '02.00'),
  saturday: { mode: 'open' },
};

const place = (over: Partial<LocationPageData> = {}): LocationPageData => ({
  location_id: 'loc-doi',
  name: 'Wat Phra That Doi Suthep',
  name_en: 'Wat Phra That Doi Suthep',
  name_th: 'วัดพระธาตุดอยสุเทพ',
  address: 'Suthep, Mueang Chiang Mai',
  lat: 18.8048,
  lng: 98.9216,
  time_zone: 'Asia/Bangkok',
  opening_hours: hours as unknown as LocationPageData['opening_hours'],
  photo: { image_id: 'img-9', url: '/api/uploads/places/img-9', blurhash: null, width: 800, height: 600 },
  ...over,
});

describe('schema.org openingHoursSpecification of spec §3 hours', () => {
  it('groups days by period, open24 is 00:00–23:59, an open day without periods too, closed days are left out, past midnight keeps its clock', () => {
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Sunday', 'https://schema.org/Saturday'],
        opens: '00:00',
        closes: '23:59',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Tuesday', 'https://schema.org/Wednesday', 'https://schema.org/Thursday'],
        opens: '08:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '18:00', closes: '02:00' },
    ]);
    expect(openingHoursSpecification(null)).toEqual([]);
  });
});

describe('GET /map/location/:id (the place page is server-rendered like the content pages)', () => {
  let app: FastifyInstance;
  let url: string;
  let dir: string;
  const places = new Map<string, LocationPageData>();
  const asked: string[] = [];
  const data: ReaderDataSource = {
    publicContent: async () => null,
    profileContents: async () => null,
    location: async (id, lang) => {
      asked.push(`${id}:${lang}`);
      return places.get(id) ?? null;
    },
  };
  const get = async (p: string, headers: Record<string, string> = { accept: 'text/html' }) => {
    const response = await fetch(`${url}${p}`, { headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  beforeAll(async () => {
    dir = builtStaticDir();
    places.set('loc-doi', place());
    places.set(
      'evil',
      place({
        location_id: 'evil',
        name: EVIL,
        name_en: EVIL,
        name_th: EVIL,
        address: EVIL,
        opening_hours: null,
        photo: null,
      }),
    );
    app = Fastify();
    await installSpa(app, dir, { publicUrl: 'https://travelogue.test', data });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends reader.html with the place's title, Open Graph, hreflang and the Location embedded", async () => {
    const page = await get('/map/location/loc-doi?lang=en');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/assets/reader-abc.js');
    expect(metaOf(page.text)).toMatchObject({
      title: 'Wat Phra That Doi Suthep · Travelogue',
      canonical: 'https://travelogue.test/map/location/loc-doi',
      'og:title': 'Wat Phra That Doi Suthep',
      'og:type': 'website',
      'og:url': 'https://travelogue.test/map/location/loc-doi',
      'og:image': 'https://travelogue.test/api/uploads/places/img-9',
      'og:locale': 'en_US',
      description: 'Opening hours, map and travel stories at Wat Phra That Doi Suthep, Suthep, Mueang Chiang Mai.',
    });
    expect(hreflangOf(page.text)).toEqual({
      th: 'https://travelogue.test/map/location/loc-doi?lang=th',
      en: 'https://travelogue.test/map/location/loc-doi?lang=en',
      'x-default': 'https://travelogue.test/map/location/loc-doi',
    });
    expect(initialDataOf(page.text)).toEqual({ route: 'location', key: 'loc-doi', data: place() });
  });

  it('JSON-LD Place with geo and openingHoursSpecification (dayOfWeek, opens, closes)', async () => {
    const [ld, ...rest] = jsonLdOf((await get('/map/location/loc-doi?lang=en')).text);
    expect(rest).toEqual([]);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Place',
      '@id': 'https://travelogue.test/map/location/loc-doi',
      name: 'Wat Phra That Doi Suthep',
      alternateName: 'วัดพระธาตุดอยสุเทพ',
      address: { '@type': 'PostalAddress', streetAddress: 'Suthep, Mueang Chiang Mai' },
      geo: { '@type': 'GeoCoordinates', latitude: 18.8048, longitude: 98.9216 },
      image: 'https://travelogue.test/api/uploads/places/img-9',
    });
    expect(ld.openingHoursSpecification).toEqual(openingHoursSpecification(hours));
  });

  it('in Thai: the Thai name, th_TH and <html lang="th">', async () => {
    const page = await get('/map/location/loc-doi', { accept: 'text/html', 'accept-language': 'th-TH,th;q=0.9' });
    expect(metaOf(page.text)).toMatchObject({ title: 'วัดพระธาตุดอยสุเทพ · Travelogue', 'og:locale': 'th_TH' });
    expect(page.text).toContain('<html lang="th"');
    expect(jsonLdOf(page.text)[0]).toMatchObject({
      name: 'วัดพระธาตุดอยสุเทพ',
      alternateName: 'Wat Phra That Doi Suthep',
    });
    expect(asked).toContain('loc-doi:th');
  });

  it('a hostile name stays text: escaped in the head, no extra script, JSON-LD and data parse back', async () => {
    const page = await get('/map/location/evil?lang=en');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('alert(1)</script>');
    expect(page.text.match(/<script/g)).toHaveLength(3); // the module, the JSON-LD and the initial data
    expect(metaOf(page.text)['og:title']).toBe(escapeHtml(EVIL));
    const [ld] = jsonLdOf(page.text);
    expect(ld.name).toBe(EVIL);
    expect(ld.openingHoursSpecification).toBeUndefined();
    expect((initialDataOf(page.text) as { data: LocationPageData }).data.name).toBe(EVIL);
  });

  it('an unknown place is a real 404 with the not-found head (noindex, no data, no JSON-LD)', async () => {
    const page = await get('/map/location/nowhere');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(metaOf(page.text)).toMatchObject({ title: 'Page not found · Travelogue', robots: 'noindex' });
    expect(initialDataOf(page.text)).toBeNull();
    expect(jsonLdOf(page.text)).toEqual([]);
  });

  it('a request for JSON is not the page', async () => {
    const page = await get('/map/location/loc-doi', { accept: 'application/json' });
    expect(page.status).toBe(404);
    expect(page.text).toContain('4040104404');
  });
});
