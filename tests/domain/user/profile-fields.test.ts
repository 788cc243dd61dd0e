import { describe, expect, it } from 'vitest';
import { BIOGRAPHY_MAX_LENGTH, profileFieldProblem } from '../../../src/domain/user/profile-fields';

describe('spec §3 profile fields (website, biography, contact email, country)', () => {
  it.each([
    ['biography', '', null],
    ['biography', 'ชอบเที่ยวทะเล, coffee & trains.', null],
    ['biography', 'I love 🏖️', 'characters'],
    ['biography', 'line\nbreak', 'characters'],
    ['biography', 'a'.repeat(BIOGRAPHY_MAX_LENGTH + 1), 'tooLong'],
    ['website', 'https://example.com/me', null],
    ['website', 'example.com', 'format'],
    ['website', 'javascript:alert(1)', 'format'],
    ['contactEmail', 'me@example.com', null],
    ['contactEmail', 'me@', 'format'],
    ['country', 'TH', null],
    ['country', 'Thailand', 'format'],
  ] as const)('%s %j → %s', (field, value, problem) => {
    expect(profileFieldProblem(field, value)).toBe(problem);
  });
});
