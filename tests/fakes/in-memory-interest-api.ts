import type { InterestApi, InterestCategory } from '../../src/application/ports/interest-api.port';
import { Failures } from './call-log';

/** The seeded travel categories of migration 0004, as the server lists them. */
export const TRAVEL_CATEGORIES: readonly InterestCategory[] = [
  { id: 'beaches', names: { en: 'Beaches', th: 'ชายหาด' } },
  { id: 'mountains', names: { en: 'Mountains', th: 'ภูเขา' } },
  { id: 'food', names: { en: 'Food', th: 'อาหาร' } },
  { id: 'culture', names: { en: 'Culture', th: 'วัฒนธรรม' } },
  { id: 'temples', names: { en: 'Temples', th: 'วัด' } },
];

/** Categories and one user's interests in memory; `failures.fail('listCategories', error)` scripts errors. */
export class InMemoryInterestApi implements InterestApi {
  readonly failures = new Failures();
  categories: InterestCategory[];
  interests: string[] = [];
  readonly updates: string[][] = [];

  constructor(categories: readonly InterestCategory[] = TRAVEL_CATEGORIES) {
    this.categories = [...categories];
  }

  async listCategories(): Promise<readonly InterestCategory[]> {
    this.failures.throwIfScripted('listCategories');
    return [...this.categories];
  }

  async getUserInterests(): Promise<readonly string[]> {
    this.failures.throwIfScripted('getUserInterests');
    return [...this.interests];
  }

  async updateUserInterests(categoryIds: readonly string[]): Promise<readonly string[]> {
    this.failures.throwIfScripted('updateUserInterests');
    this.updates.push([...categoryIds]);
    this.interests = this.categories.map((c) => c.id).filter((id) => categoryIds.includes(id));
    return [...this.interests];
  }
}
