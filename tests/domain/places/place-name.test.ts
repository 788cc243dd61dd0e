import { describe, expect, it } from 'vitest';
import { placeName as mapPlaceName } from '../../../src/domain/places/map-view';
import { placeName } from '../../../src/domain/places/place-name';

describe("one rule for a place name in the reader's language (spec §9 languages en and th)", () => {
  const watArun = { name: 'Wat Arun', names: { en: 'Wat Arun', th: 'วัดอรุณราชวราราม' } };

  it("spec §9: the reader's language when the place has a name in it", () => {
    expect(placeName(watArun, 'th')).toBe('วัดอรุณราชวราราม');
    expect(placeName(watArun, 'en')).toBe('Wat Arun');
  });

  it("falls back to the server's name, then to the other language", () => {
    expect(placeName({ name: 'Default', names: { en: 'English', th: '  ' } }, 'th')).toBe('Default');
    expect(placeName({ name: '', names: { th: 'ตลาด' } }, 'en')).toBe('ตลาด');
    expect(placeName({ name: 'Only' }, 'th')).toBe('Only');
  });

  it("the map's places follow the same rule", () => {
    expect(mapPlaceName({ nameEn: 'Wat Arun', nameTh: 'วัดอรุณ' }, 'th')).toBe('วัดอรุณ');
    expect(mapPlaceName({ nameEn: 'Wat Arun', nameTh: '' }, 'th')).toBe('Wat Arun');
  });
});
