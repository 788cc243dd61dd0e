import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACES_PATHS } from '../../../src/contract/places.contract';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { distanceMetres } from '../../../src/domain/places/distance';
import { BBOX_PATTERN } from '../../../src/domain/places/map-grid';
import { documentBody, insertImage, ORCH, publishedContent, QUERY, reserve } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const MAP = PLACES_PATHS.map;
const PENDING = `/api${PLACES_PATHS.pending}`;
const LOCATIONS = '/content-platform/location-service/v1/locations';

/** A grid of approved places around Bangkok (0.01° apart) plus a few far away and across the antimeridian. */
const GRID = 15; // 225 places: more than MAP_PLACES_MAX (200)
const bangkok = { lat: 13.7, lng: 100.4 };

const locationSection = (id: string, locationId: string) => ({
  section_id: id,
  type: 'location',
  location_id: locationId,
  pending_location: null,
  note: '',
});
const week = (schedule: unknown) =>
  Object.fromEntries(
    ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, schedule]),
  );

describe.each(DATABASES)("places on %s: map box, distance, a place's contents, pending locations", (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(kind);
    const values: string[] = [];
    const params: unknown[] = [];
    for (let i = 0; i < GRID; i += 1) {
      for (let j = 0; j < GRID; j += 1) {
        params.push(
          `g-${i}-${j}`,
          `Grid ${i} ${j}`,
          `กริด ${i} ${j}`,
          bangkok.lat + i * 0.01,
          bangkok.lng + j * 0.01,
          i === 0 && j === 0 ? 'beaches' : null,
        );
        const n = params.length;
        values.push(`($${n - 5}, $${n - 4}, $${n - 3}, '', $${n - 2}, $${n - 1}, $${n}, now())`);
      }
    }
    await t.server.deps.db.query(
      `INSERT INTO locations (location_id, name_en, name_th, address, lat, lng, category_id, created_at) VALUES ${values.join(', ')}`,
      params,
    );
    await t.server.deps.db.query(
      `INSERT INTO locations (location_id, name_en, name_th, address, lat, lng, time_zone, opening_hours, created_at) VALUES
       ('fiji-east', 'Taveuni', 'ทาเวอูนิ', '', -16.8, 179.9, 'Pacific/Fiji', NULL, now()),
       ('samoa-west', 'Savaii', 'ซาไวอี', '', -13.6, -172.4, 'Pacific/Apia', NULL, now()),
       ('always-open', 'Always Open Market', 'ตลาดเปิดตลอด', '', 18.79, 98.99, 'Asia/Bangkok', $1::jsonb, now()),
       ('never-open', 'Closed Museum', 'พิพิธภัณฑ์ปิด', '', 18.791, 98.991, 'Asia/Bangkok', $2::jsonb, now())`,
      [JSON.stringify(week({ mode: 'open24' })), JSON.stringify(week({ mode: 'closed' }))],
    );
    author = await signedInUser(t);
    other = await signedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const map = (query: string) => t.call('GET', `/public/api${MAP}?${query}`);

  it('a zoomed-out box with more than 200 places answers grid clusters computed in SQL, counts adding up', async () => {
    const result = await map('bbox=100.3,13.6,100.6,13.9&zoom=10');
    expect(result.status).toBe(200);
    const { clusters, places, total } = result.body.data;
    expect(total).toBe(GRID * GRID);
    expect(places).toEqual([]);
    expect(clusters.length).toBeGreaterThan(1);
    expect(clusters.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(total);
    for (const c of clusters) {
      expect(c.lat).toBeGreaterThanOrEqual(c.bbox.south);
      expect(c.lat).toBeLessThanOrEqual(c.bbox.north);
      expect(c.lng).toBeGreaterThanOrEqual(c.bbox.west);
      expect(c.lng).toBeLessThanOrEqual(c.bbox.east);
    }
    // A coarser zoom makes fewer, bigger cells; at zoom ≤ 9 they come from the precomputed grid (the same totals).
    const coarse = (await map('bbox=100.3,13.6,100.6,13.9&zoom=6')).body.data;
    expect(coarse.clusters.length).toBeLessThan(clusters.length);
    expect([coarse.total, coarse.clusters.reduce((sum: number, c: { count: number }) => sum + c.count, 0)]).toEqual([
      GRID * GRID,
      GRID * GRID,
    ]);
    const grid8 = (await map('bbox=100.3,13.6,100.6,13.9&zoom=8')).body.data;
    const live10 = (await map('bbox=100.3,13.6,100.6,13.9&zoom=10&keyword=grid')).body.data;
    expect([grid8.total, live10.total]).toEqual([GRID * GRID, GRID * GRID]);
    for (const c of grid8.clusters) expect(c.lat).toBeGreaterThanOrEqual(c.bbox.south);
  });

  it('zoom ≥ 14, or a box with few places, answers the places themselves as pins', async () => {
    const close = await map('bbox=100.3,13.6,100.6,13.9&zoom=14');
    expect(close.body.data.clusters).toEqual([]);
    expect(close.body.data.places).toHaveLength(GRID * GRID);
    const small = await map('bbox=100.395,13.695,100.425,13.725&zoom=10&lang=th');
    expect(small.body.data.total).toBe(9);
    expect(small.body.data.places).toHaveLength(9);
    // Nearest the box centre first: g-1-1 is the middle of the 3 × 3 places.
    expect(small.body.data.places[0]).toMatchObject({
      location_id: 'g-1-1',
      name: 'กริด 1 1',
      lat: expect.closeTo(13.71, 9),
      lng: expect.closeTo(100.41, 9),
      time_zone: 'Asia/Bangkok',
      photo: null,
    });
    expect(small.body.data.places[0]).not.toHaveProperty('status');
    const beaches = await map('bbox=100.3,13.6,100.6,13.9&zoom=5&category_id=beaches');
    expect(beaches.body.data.places.map((p: { location_id: string }) => p.location_id)).toEqual(['g-0-0']);
    // Every word of the keyword must be in the place's text, in any order (the place search's rule).
    const keyword = await map(`bbox=100.3,13.6,100.6,13.9&zoom=5&keyword=${encodeURIComponent('กริด 13 14')}`);
    expect(keyword.body.data.places.map((p: { location_id: string }) => p.location_id).sort()).toEqual([
      'g-13-14',
      'g-14-13',
    ]);
  });

  it('open_now keeps the places open now in their own time zone', async () => {
    const result = await map('bbox=98.9,18.7,99.1,18.9&zoom=12&open_now=true');
    expect(result.body.data.places.map((p: { location_id: string }) => p.location_id)).toEqual(['always-open']);
    const all = await map('bbox=98.9,18.7,99.1,18.9&zoom=12');
    expect(all.body.data.total).toBe(2);
  });

  it('open_now on a Thai public holiday leaves out a place whose hours say it closes on public holidays', async () => {
    await t.server.deps.db.query(
      `INSERT INTO locations (location_id, name_en, name_th, address, lat, lng, time_zone, opening_hours, created_at) VALUES
       ('holiday-museum', 'Holiday Gallery', 'หอศิลป์วันหยุด', '', 7.88, 98.39, 'Asia/Bangkok', $1::jsonb, now()),
       ('holiday-market', 'Holiday Market', 'ตลาดวันหยุด', '', 7.881, 98.391, 'Asia/Bangkok', $2::jsonb, now())`,
      [
        JSON.stringify({ ...week({ mode: 'open24' }), closed_on_public_holidays: true }),
        JSON.stringify(week({ mode: 'open24' })),
      ],
    );
    const before = t.clock.ms;
    try {
      t.clock.ms = Date.UTC(2026, 2, 3, 5, 0); // Makha Bucha, Tuesday 3 March 2026, 12:00 in Bangkok
      const open = await map('bbox=98.3,7.8,98.5,8.0&zoom=14&open_now=true');
      expect(open.body.data.places.map((p: { location_id: string }) => p.location_id)).toEqual(['holiday-market']);
      t.clock.ms = Date.UTC(2026, 2, 4, 5, 0); // the Wednesday after: an ordinary day
      const next = await map('bbox=98.3,7.8,98.5,8.0&zoom=14&open_now=true');
      expect(next.body.data.places.map((p: { location_id: string }) => p.location_id).sort()).toEqual([
        'holiday-market',
        'holiday-museum',
      ]);
      const all = await map('bbox=98.3,7.8,98.5,8.0&zoom=14');
      const museum = all.body.data.places.find((p: { location_id: string }) => p.location_id === 'holiday-museum');
      expect(museum.opening_hours.closed_on_public_holidays).toBe(true);
    } finally {
      t.clock.ms = before;
    }
  });

  it('a box crossing the antimeridian (west > east) is served as its two halves', async () => {
    const result = await map('bbox=170,-20,-170,-10&zoom=5');
    expect(result.status).toBe(200);
    expect(result.body.data.places.map((p: { location_id: string }) => p.location_id).sort()).toEqual([
      'fiji-east',
      'samoa-west',
    ]);
  });

  it.each([
    ['latitude beyond 90', 'bbox=100,13,101,95&zoom=5'],
    ['longitude beyond 180', 'bbox=-181,13,101,14&zoom=5'],
    ['south north of north', 'bbox=100,14,101,13&zoom=5'],
    ['three numbers', 'bbox=100,13,101&zoom=5'],
    ['not numbers', 'bbox=a,b,c,d&zoom=5'],
  ])('bad coordinates (%s) are a clear 422 4220607000', async (_name, query) => {
    const result = await map(query);
    expect([result.status, errCode(result)]).toEqual([422, ErrorCode.contentValidationFailed]);
    expect(result.body.data.message).toMatch(/bbox/);
  });

  it('the document states the rules the handlers apply: bbox its pattern, every lat ±90 and every lng ±180', async () => {
    const document = (await t.call('GET', '/api/docs/openapi.json')).body;
    const mapBbox = document.paths[`/api${MAP}`].get.parameters.find((p: { name: string }) => p.name === 'bbox');
    expect(mapBbox.schema.pattern).toBe(BBOX_PATTERN);
    const coordinates = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
      Object.values(ops).flatMap((op) =>
        (op.parameters ?? [])
          .filter((p: { name: string }) => p.name === 'lat' || p.name === 'lng')
          .map((p: { name: string; schema: { minimum?: number; maximum?: number } }) => [
            path,
            p.name,
            p.schema.minimum,
            p.schema.maximum,
          ]),
      ),
    );
    expect(coordinates.length).toBeGreaterThanOrEqual(6);
    for (const [path, name, minimum, maximum] of coordinates)
      expect([path, name, minimum, maximum]).toEqual(name === 'lat' ? [path, name, -90, 90] : [path, name, -180, 180]);
  });

  it.each([
    ['a tiny coordinate as JavaScript writes it (1.5e-7)', '0,0,1.5e-7,1e-7', 200],
    ['the edges written with zeros', '-180.0,-90.000,180,90.0', 200],
    ['a leading zero', '007,13,101,14', 422],
    ['an exponent JavaScript would not write', '1e2,13,101,14', 422],
    ['a space', '100,%2013,101,14', 422],
    ['a bare decimal point', '100,13.,101,14', 422],
    ['just over the longitude range', '180.000001,13,-179,14', 422],
  ])('bbox with %s: the documented pattern and the handler agree (%s → %i)', async (_name, bbox, status) => {
    const document = (await t.call('GET', '/api/docs/openapi.json')).body;
    const schema = document.paths[`/api${MAP}`].get.parameters.find((p: { name: string }) => p.name === 'bbox').schema;
    expect(new RegExp(schema.pattern, 'u').test(decodeURIComponent(bbox))).toBe(status === 200);
    const result = await map(`bbox=${bbox}&zoom=5`);
    expect([result.status, errCode(result)]).toEqual(
      status === 200 ? [200, 0] : [422, ErrorCode.contentValidationFailed],
    );
    if (status === 422) expect(result.body.data.message).toMatch(/bbox/);
  });

  it.each([
    ['reverse geocoding', `${LOCATIONS}/reverse-geocoding?lat=91&lng=100`],
    ['distance', `${PLACES_PATHS.distance}?lat=13&lng=-180.5&location_ids=g-0-0`],
  ])('a coordinate outside its documented range is 422 on %s', async (_name, path) => {
    const result = await t.call('GET', `/public/api${path}`);
    expect([result.status, errCode(result)]).toEqual([422, ErrorCode.contentValidationFailed]);
  });

  it('a zoom out of range or a missing bbox is refused by the schema (4xx)', async () => {
    expect((await map('bbox=100,13,101,14&zoom=40')).status).toBeGreaterThanOrEqual(400);
    expect((await map('zoom=4')).status).toBeGreaterThanOrEqual(400);
  });

  it('spec §7 location-distance: great-circle metres to each place asked for, in order, unknown ones left out', async () => {
    const result = await t.call(
      'GET',
      `/public/api${PLACES_PATHS.distance}?lat=13.7563&lng=100.5018&location_ids=g-14-14,nowhere,g-0-0`,
    );
    expect(result.status).toBe(200);
    expect(result.body.data.map((d: { location_id: string }) => d.location_id)).toEqual(['g-14-14', 'g-0-0']);
    const expected = Math.round(distanceMetres({ lat: 13.7563, lng: 100.5018 }, { lat: 13.7, lng: 100.4 }));
    expect(result.body.data[1].distance_m).toBe(expected);
    expect(
      (await t.call('GET', `/public/api${PLACES_PATHS.distance}?lat=95&lng=100&location_ids=g-0-0`)).status,
    ).toBeGreaterThanOrEqual(400);
  });

  it('spec §7 locations/{id}/contents: published contents featuring the place; 404 for an unknown place', async () => {
    const published = await publishedContent(t, author, { sections: [locationSection('where', 'g-1-1')] });
    await publishedContent(t, author, { sections: [locationSection('where', 'g-2-2')] });
    const path = `/public/api${PLACES_PATHS.locationContents.replace(':locationId', 'g-1-1')}`;
    const result = await t.call('GET', path);
    expect(result.status).toBe(200);
    expect(result.body.data.map((c: { content_id: string }) => c.content_id)).toEqual([published.content_id]);
    expect(result.body.data[0].location_ids).toContain('g-1-1');
    expect(result.body.total_count).toBe(1);
    const missing = await t.call(
      'GET',
      `/public/api${PLACES_PATHS.locationContents.replace(':locationId', 'nowhere')}`,
    );
    expect([missing.status, errCode(missing)]).toEqual([404, ErrorCode.contentNotFound]);
  });

  it("feed search/locations finds places by Thai and by English name (the feed's Thai segmentation)", async () => {
    const th = await t.call(
      'GET',
      `/public/api/content-platform/feed-service/v1/search/locations?keyword=${encodeURIComponent('ตลาดเปิด')}&lang=th`,
    );
    expect(th.body.data.map((l: { location_id: string }) => l.location_id)).toContain('always-open');
    const en = await t.call('GET', '/public/api/content-platform/feed-service/v1/search/locations?keyword=museum');
    expect(en.body.data.map((l: { location_id: string }) => l.location_id)).toEqual(['never-open']);
    expect(en.body.data[0]).toMatchObject({ status: 'approved', photo: null });
  });

  describe('pending locations', () => {
    let pendingId: string;
    let publishedWithPending: string;
    const proposal = {
      name_th: 'ร้านกาแฟลับ',
      name_en: 'Hidden Cafe',
      lat: 13.8,
      lng: 100.55,
      address: 'Soi 5, Bangkok',
      opening_hours: {
        ...week({ mode: 'open' }),
        monday: { mode: 'closed' },
        friday: { mode: 'open', periods: [{ open: '18.00', close: '02.00' }] },
        saturday: { mode: 'open', periods: [{ open: '10.00', close: '17.00' }] },
      },
    };

    it('a signed-in creator proposes a place: status pending, defaults 00.00–23.59 written out, photo from their upload', async () => {
      const photo = await insertImage(t, author.userId);
      const result = await t.call('POST', PENDING, {
        token: author.idToken,
        body: { ...proposal, photo_image_id: photo },
      });
      expect([result.status, result.body.status]).toEqual([200, expect.anything()]);
      const data = result.body.data;
      pendingId = data.location_id;
      expect(data).toMatchObject({
        status: 'pending',
        name_th: 'ร้านกาแฟลับ',
        name_en: 'Hidden Cafe',
        lat: 13.8,
        lng: 100.55,
        time_zone: 'Asia/Bangkok',
      });
      expect(data.opening_hours.sunday).toEqual({ mode: 'open', periods: [{ open: '00.00', close: '23.59' }] });
      expect(data.opening_hours.friday.periods).toEqual([{ open: '18.00', close: '02.00' }]);
      expect(data.photo).toMatchObject({ image_id: photo, width: 1200, height: 800 });
      expect((await t.call('POST', PENDING, { body: proposal })).status).toBe(401);
    });

    it('the hours\' "closed on public holidays" flag is stored with them and served back; absent, it is absent', async () => {
      const flagged = await t.call('POST', PENDING, {
        token: author.idToken,
        body: {
          ...proposal,
          name_en: 'Flagged Museum',
          opening_hours: { ...proposal.opening_hours, closed_on_public_holidays: true },
        },
      });
      expect(flagged.status).toBe(200);
      expect(flagged.body.data.opening_hours.closed_on_public_holidays).toBe(true);
      const again = await t.call('GET', `/api${LOCATIONS}/${flagged.body.data.location_id}`, {
        token: author.idToken,
      });
      expect(again.body.data.opening_hours).toMatchObject({
        closed_on_public_holidays: true,
        monday: { mode: 'closed' },
      });
      const plain = await t.call('POST', PENDING, {
        token: author.idToken,
        body: { ...proposal, name_en: 'Plain Cafe' },
      });
      expect(plain.body.data.opening_hours).not.toHaveProperty('closed_on_public_holidays');
    });

    const checkedByHandler = /Invalid pending location/;
    it.each([
      // The name and lat/lng rules are in the body schema (and so in the document); what it refuses still answers
      // spec §8's code for this call, with a message naming the field.
      ['no name', { name_th: ' ', name_en: '' }, /body needs one of name_th, name_en, not blank/],
      ['no name at all', { name_th: undefined, name_en: undefined }, /body needs one of name_th, name_en/],
      ['a name over 150 characters', { name_en: 'x'.repeat(151) }, /body\.name_en/],
      ['a name of two lines', { name_en: 'Hidden\nCafe' }, /body\.name_en/],
      ['a name with a NUL', { name_th: 'คาเฟ่\u0000' }, /body\.name_th/],
      ['latitude off the globe', { lat: 91 }, /body\.lat/],
      ['latitude as text (a JSON body keeps its types)', { lat: '13.8' }, /body\.lat/],
      [
        'opening hours with a colon separator',
        { opening_hours: { ...week({ mode: 'open', periods: [{ open: '09:00', close: '17:00' }] }) } },
        checkedByHandler,
      ],
      ['a day missing from the hours', { opening_hours: { monday: { mode: 'open24' } } }, checkedByHandler],
      ['an unknown time zone', { time_zone: 'Mars/Olympus' }, checkedByHandler],
      ["someone else's photo", { photo_image_id: 'img-not-mine' }, checkedByHandler],
      // An empty id names no row: refused here, never stored where it would break the photo's or category's reference.
      ['an empty photo_image_id', { photo_image_id: '' }, checkedByHandler],
      ['an unknown category', { category_id: 'no-such-category' }, checkedByHandler],
      ['an empty category_id', { category_id: '' }, checkedByHandler],
      [
        'closed_on_public_holidays that is not true or false',
        { opening_hours: { ...proposal.opening_hours, closed_on_public_holidays: 'yes' } },
        /closed_on_public_holidays must be true or false/,
      ],
    ])('an invalid proposal (%s) is 400 4000607032 (spec §8), never a generic 422', async (_name, over, message) => {
      const result = await t.call('POST', PENDING, { token: author.idToken, body: { ...proposal, ...over } });
      expect([result.status, errCode(result)]).toEqual([400, ErrorCode.invalidPendingLocations]);
      expect(result.body.data).toEqual({ content_id: null, message: result.body.status.err_message });
      expect(result.body.data.message).toMatch(message);
    });

    it('the document shows the name and lat/lng rules in the body schema and spec §8 400 4000607032 as their answer', async () => {
      const document = (await t.call('GET', '/api/docs/openapi.json')).body;
      const operation = document.paths[PENDING].post;
      const body = operation.requestBody.content['application/json'].schema;
      expect(body.properties.name_en).toMatchObject({ type: 'string', maxLength: 150 });
      expect(new RegExp(body.properties.name_th.pattern, 'u').test('Cafe\nBar')).toBe(false);
      expect(body.anyOf.map((branch: { required: string[] }) => branch.required)).toEqual([['name_th'], ['name_en']]);
      expect([body.properties.lat.minimum, body.properties.lat.maximum]).toEqual([-90, 90]);
      expect([body.properties.lng.minimum, body.properties.lng.maximum]).toEqual([-180, 180]);
      expect(operation.responses['400'].content['application/json'].schema['x-err-codes']).toContain(
        ErrorCode.invalidPendingLocations,
      );
      // Its schema failures are not the generic 422: the document lists no 422 for this call.
      expect(operation.responses['422']).toBeUndefined();
      const unknown = await t.call('POST', PENDING, { token: author.idToken, body: { ...proposal, rating: 5 } });
      expect([unknown.status, errCode(unknown)]).toEqual([400, ErrorCode.parameterNotAllowed]);
    });

    it("is usable at once in the proposer's own content and refused (422) in another user's", async () => {
      const mine = await reserve(t, author);
      const saved = await t.call('PUT', `${ORCH}/contents/${mine.content_id}`, {
        token: author.idToken,
        body: documentBody(mine.revision, null, { sections: [locationSection('cafe', pendingId)] }),
      });
      expect(saved.status).toBe(200);
      const theirs = await reserve(t, other);
      const refused = await t.call('PUT', `${ORCH}/contents/${theirs.content_id}`, {
        token: other.idToken,
        body: documentBody(theirs.revision, null, { sections: [locationSection('cafe', pendingId)] }),
      });
      expect([refused.status, errCode(refused)]).toEqual([422, ErrorCode.contentValidationFailed]);
      expect(refused.body.data.message).toContain(pendingId);
    });

    it("readers of the proposer's published content see it, marked pending", async () => {
      const published = await publishedContent(t, author, { sections: [locationSection('cafe', pendingId)] });
      publishedWithPending = published.content_id;
      const read = await t.call('GET', `/public/api${QUERY.slice(4)}/contents/${published.content_id}`);
      expect(read.body.data.places).toEqual([
        expect.objectContaining({ location_id: pendingId, name: 'Hidden Cafe', status: 'pending' }),
      ]);
    });

    it('is in no public list, map, search or place page until approved; its proposer sees it by id', async () => {
      const hidden = async () => {
        const list = await t.call('GET', `/public/api${LOCATIONS}/list?ids=${pendingId}`);
        const onMap = await map('bbox=100.545,13.795,100.575,13.815&zoom=16');
        const search = await t.call(
          'GET',
          `/public/api/map-search-service/v1/search?keyword=${encodeURIComponent('Hidden Cafe')}`,
        );
        const feed = await t.call(
          'GET',
          `/public/api/content-platform/feed-service/v1/search/locations?keyword=${encodeURIComponent('กาแฟลับ')}`,
        );
        const contents = await t.call(
          'GET',
          `/public/api${PLACES_PATHS.locationContents.replace(':locationId', pendingId)}`,
        );
        const byIdAnonymous = await t.call('GET', `/public/api${LOCATIONS}/${pendingId}`);
        const distanceAnonymous = await t.call(
          'GET',
          `/public/api${PLACES_PATHS.distance}?lat=13.8&lng=100.5&location_ids=${pendingId}`,
        );
        return {
          list: list.body.data.length,
          map: onMap.body.data.places.length,
          search: search.body.data.length,
          feed: feed.body.data.length,
          contents: contents.status,
          byId: byIdAnonymous.status,
          distance: distanceAnonymous.body.data.length,
        };
      };
      expect(await hidden()).toEqual({ list: 0, map: 0, search: 0, feed: 0, contents: 404, byId: 404, distance: 0 });
      const own = await t.call('GET', `/api${LOCATIONS}/${pendingId}`, { token: author.idToken });
      expect([own.status, own.body.data.status]).toEqual([200, 'pending']);
      const notTheirs = await t.call('GET', `/api${LOCATIONS}/${pendingId}`, { token: other.idToken });
      expect(notTheirs.status).toBe(404);
      const ownDistance = await t.call(
        'GET',
        `/api${PLACES_PATHS.distance}?lat=13.8&lng=100.5&location_ids=${pendingId}`,
        { token: author.idToken },
      );
      expect(ownDistance.body.data).toHaveLength(1);

      const worldBefore = (await map('bbox=-180,-85,180,85&zoom=1')).body.data.total;
      const approved = await t.server.modules.places.useCases.approvePendingLocation(pendingId);
      expect(approved.status).toBe('approved');
      expect(await hidden()).toEqual({ list: 1, map: 1, search: 1, feed: 1, contents: 200, byId: 200, distance: 1 });
      // The proposer's published content now shows it approved (the reader cache kept no pending place).
      const read = await t.call('GET', `/public/api${QUERY.slice(4)}/contents/${publishedWithPending}`);
      expect(read.body.data.places[0]).toMatchObject({ location_id: pendingId, status: 'approved' });
      // The precomputed grid (zoom ≤ 9) follows the approval.
      expect((await map('bbox=-180,-85,180,85&zoom=1')).body.data.total).toBe(worldBefore + 1);
      await expect(t.server.modules.places.useCases.approvePendingLocation(pendingId)).rejects.toMatchObject({
        code: ErrorCode.contentValidationFailed,
      });
    });

    it('a refused proposal stays out of lists and can no longer be named in new saves', async () => {
      const proposed = await t.call('POST', PENDING, {
        token: author.idToken,
        body: { name_en: 'Maybe Not', lat: 13.81, lng: 100.56 },
      });
      expect(proposed.body.data).toMatchObject({ status: 'pending', name_th: 'Maybe Not', opening_hours: null });
      const id = proposed.body.data.location_id;
      await t.server.modules.places.useCases.refusePendingLocation(id);
      const mine = await reserve(t, author);
      const saved = await t.call('PUT', `${ORCH}/contents/${mine.content_id}`, {
        token: author.idToken,
        body: documentBody(mine.revision, null, { sections: [locationSection('x', id)] }),
      });
      expect(saved.status).toBe(422);
      expect(
        (await map('bbox=100.545,13.795,100.575,13.815&zoom=16')).body.data.places.map(
          (p: { location_id: string }) => p.location_id,
        ),
      ).not.toContain(id);
    });
  });
});
