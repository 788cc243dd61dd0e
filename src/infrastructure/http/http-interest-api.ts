import type { InterestApi, InterestCategory } from '../../application/ports/interest-api.port';
import type { CategoryWire, InterestsBodyWire, InterestsWire } from '../../contract/categories.contract';
import type { HttpClient } from './http-client';

const CATEGORIES = 'content-platform/category-service/v2/categories';
const USER_INTEREST = 'feed-service/v1/user-interest';

/**
 * Spec §7 categories v2 and feed user-interest (shapes ours, see the OpenAPI document). Categories are
 * public (onboarding may show them before the profile is complete); interests belong to the bearer.
 */
export class HttpInterestApi implements InterestApi {
  constructor(private readonly http: HttpClient) {}

  async listCategories(): Promise<readonly InterestCategory[]> {
    const { data } = await this.http.get<CategoryWire[]>('public', CATEGORIES, undefined, {
      action: 'listInterestCategories',
    });
    return data.map((c) => ({ id: c.category_id, names: { en: c.name_en, th: c.name_th } }));
  }

  async getUserInterests(): Promise<readonly string[]> {
    const { data } = await this.http.get<InterestsWire>('private', USER_INTEREST, undefined, {
      action: 'listInterestCategories',
    });
    return data.category_ids;
  }

  async updateUserInterests(categoryIds: readonly string[]): Promise<readonly string[]> {
    const body: InterestsBodyWire = { category_ids: [...categoryIds] };
    const { data } = await this.http.request<InterestsWire>({
      method: 'PUT',
      scope: 'private',
      path: USER_INTEREST,
      body,
      action: 'updatePersonalInterest',
    });
    return data.category_ids;
  }
}
