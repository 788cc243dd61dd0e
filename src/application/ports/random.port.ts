/** Unpredictable values, e.g. the LINE login state (spec §4). */
export interface RandomSource {
  randomState(): string;
}
