import { decode as decodeBlurhash, isBlurhashValid } from 'blurhash';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { validateOpeningHours } from '../../../src/domain/places/opening-hours-validation';
import { SCENES } from '../../../server/seed/art/scenes';
import { paintArtwork } from '../../../server/seed/cover-art';
import { DEMO_PLACES } from '../../../server/seed/demo-places';

const small = { width: 240, height: 135 };

describe('procedural demo pictures (seed: generated covers, no binaries in git)', () => {
  it('the same spec paints the same bytes; another seed paints another picture', () => {
    const a = paintArtwork({ scene: 'sea', mood: 'sunset', seed: 'railay', ...small });
    const b = paintArtwork({ scene: 'sea', mood: 'sunset', seed: 'railay', ...small });
    const c = paintArtwork({ scene: 'sea', mood: 'sunset', seed: 'maya', ...small });
    expect(Buffer.compare(a.bytes, b.bytes)).toBe(0);
    expect(a.blurhash).toBe(b.blurhash);
    expect(Buffer.compare(a.bytes, c.bytes)).not.toBe(0);
  });

  it.each(SCENES)(
    '%s: a decodable JPEG of the asked size, not a flat colour, with a valid 4×3 blurhash of it',
    (scene) => {
      const art = paintArtwork({ scene, mood: 'dusk', seed: 'test', ...small });
      expect(art.contentType).toBe('image/jpeg');
      const decoded = jpeg.decode(art.bytes, { useTArray: true });
      expect([decoded.width, decoded.height]).toEqual([small.width, small.height]);
      const luma = Array.from(
        { length: decoded.width * decoded.height },
        (_, i) => decoded.data[i * 4] + decoded.data[i * 4 + 1] + decoded.data[i * 4 + 2],
      );
      expect(Math.max(...luma) - Math.min(...luma)).toBeGreaterThan(120);
      expect(isBlurhashValid(art.blurhash).result).toBe(true);
      expect(art.blurhash).toHaveLength(28);
      // The placeholder must look like the picture: compare the mean colour of both.
      const placeholder = decodeBlurhash(art.blurhash, 32, 18);
      const mean = (data: ArrayLike<number>, n: number) =>
        [0, 1, 2].map((k) => Array.from({ length: n }, (_, i) => data[i * 4 + k]).reduce((s, v) => s + v, 0) / n);
      const picture = mean(decoded.data, decoded.width * decoded.height);
      const blurred = mean(placeholder, 32 * 18);
      for (let k = 0; k < 3; k += 1) expect(Math.abs(picture[k] - blurred[k])).toBeLessThan(20);
    },
  );

  it('a default cover is 1200×675 (16:9, wider than the 1043 px section of spec §9)', () => {
    const art = paintArtwork({ scene: 'mountains', mood: 'dawn', seed: 'size' });
    expect([art.width, art.height]).toEqual([1200, 675]);
  });
});

describe('demo places (seed: real places with opening hours)', () => {
  it('spec §3 opening hours: every schedule passes the domain rules, and the set shows closed days, open24, a period past midnight and no posted hours', () => {
    for (const place of DEMO_PLACES) {
      if (place.openingHours) expect(validateOpeningHours(place.openingHours), place.id).toEqual([]);
    }
    const days = DEMO_PLACES.flatMap((p) => (p.openingHours ? Object.values(p.openingHours) : []));
    expect(days.some((d) => d.mode === 'closed')).toBe(true);
    expect(days.some((d) => d.mode === 'open24')).toBe(true);
    expect(days.some((d) => d.periods?.some((p) => p.close < p.open))).toBe(true);
    expect(DEMO_PLACES.some((p) => p.openingHours === null)).toBe(true);
  });

  it('about twenty places in Thailand with Thai and English names, unique ids and exactly one default', () => {
    expect(DEMO_PLACES.length).toBeGreaterThanOrEqual(18);
    expect(new Set(DEMO_PLACES.map((p) => p.id)).size).toBe(DEMO_PLACES.length);
    expect(DEMO_PLACES.filter((p) => p.isDefault)).toHaveLength(1);
    for (const place of DEMO_PLACES) {
      expect(place.nameTh, place.id).toMatch(/[\u0E00-\u0E7F]/);
      expect(place.nameEn, place.id).toMatch(/^[A-Za-z]/);
      // Thailand's bounding box: 5.6–20.5 °N, 97.3–105.7 °E.
      expect(place.lat, place.id).toBeGreaterThan(5.6);
      expect(place.lat, place.id).toBeLessThan(20.5);
      expect(place.lng, place.id).toBeGreaterThan(97.3);
      expect(place.lng, place.id).toBeLessThan(105.7);
    }
  });
});
