import type { Page, SocialUserApi } from '../../application/ports/social-user-api.port';
import { MentionSearchDefaults } from '../../domain/constants/business-constants';
import type { UserProfile } from '../../domain/user/user-profile';
import type { HttpClient } from './http-client';
import { profileFromWire, type UserProfileWire } from '../wire/user-mappers';

const SERVICE = 'social-user-query-service/v1';

/** social-user-query-service of spec §7: mention search, for signed-in writers. */
export class HttpSocialUserApi implements SocialUserApi {
  constructor(private readonly http: HttpClient) {}

  async searchMention(keyword: string): Promise<readonly UserProfile[]> {
    const { data } = await this.http.get<UserProfileWire[]>('private', `${SERVICE}/search-mention`, { keyword });
    return (data ?? []).map(profileFromWire);
  }

  async searchMentionAll(
    keyword: string,
    offset: number = MentionSearchDefaults.offset,
    limit: number = MentionSearchDefaults.limit,
  ): Promise<Page<UserProfile>> {
    const result = await this.http.get<UserProfileWire[]>('private', `${SERVICE}/search-mention-all`, {
      keyword,
      offset,
      limit,
    });
    const items = (result.data ?? []).map(profileFromWire);
    return {
      items,
      totalCount: result.totalCount ?? items.length,
      offset: result.paging?.offset ?? offset,
      limit: result.paging?.limit ?? limit,
    };
  }
}
