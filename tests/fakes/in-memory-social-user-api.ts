import type { Page, SocialUserApi } from '../../src/application/ports/social-user-api.port';
import type { UserProfile } from '../../src/domain/user/user-profile';

/** Mention search over a fixed list of users (spec §7; paging defaults offset 0, limit 10 per §9). */
export class InMemorySocialUserApi implements SocialUserApi {
  constructor(readonly users: UserProfile[] = []) {}

  async searchMention(keyword: string): Promise<readonly UserProfile[]> {
    return this.matching(keyword);
  }

  async searchMentionAll(keyword: string, offset = 0, limit = 10): Promise<Page<UserProfile>> {
    const all = this.matching(keyword);
    return { items: all.slice(offset, offset + limit), totalCount: all.length, offset, limit };
  }

  private matching(keyword: string): UserProfile[] {
    const needle = keyword.toLowerCase();
    return this.users.filter(
      (user) =>
        (user.username ?? '').toLowerCase().includes(needle) || (user.displayName ?? '').toLowerCase().includes(needle),
    );
  }
}
