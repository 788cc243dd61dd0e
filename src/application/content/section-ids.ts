import type { RandomSource } from '../ports/random.port';

/** A new section or stop id: unguessable and URL-safe (SECTION_ID_PATTERN). */
export const newSectionId = (random: RandomSource): string => random.randomState().slice(0, 24);
