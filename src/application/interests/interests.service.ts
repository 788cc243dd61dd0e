import type { InterestApi, InterestCategory } from '../ports/interest-api.port';
import { normalized } from '../shared/normalized';

/** What the interests step needs at once: every category and the ones already chosen. */
export interface InterestChoices {
  readonly categories: readonly InterestCategory[];
  readonly selected: readonly string[];
}

/**
 * Onboarding's interest step (/onboard/personal-interest, spec §2 §4 "Onboarding interests done").
 * Failures leave as AppError with the spec §8 action messages "list interest categories" and
 * "update personal interest".
 */
export class InterestsService {
  constructor(private readonly api: InterestApi) {}

  async load(): Promise<InterestChoices> {
    const [categories, selected] = await Promise.all([
      normalized(() => this.api.listCategories(), 'listInterestCategories'),
      normalized(() => this.api.getUserInterests(), 'listInterestCategories'),
    ]);
    const known = new Set(categories.map((category) => category.id));
    return { categories, selected: selected.filter((id) => known.has(id)) };
  }

  async save(categoryIds: readonly string[]): Promise<readonly string[]> {
    return normalized(() => this.api.updateUserInterests([...new Set(categoryIds)]), 'updatePersonalInterest');
  }
}
