import type { UserProfile } from '../../domain/user/user-profile';

export interface Page<T> {
  readonly items: readonly T[];
  readonly totalCount: number;
  readonly offset: number;
  readonly limit: number;
}

/** social-user-query-service of spec §7 (mention search; shape ours, see OpenAPI). */
export interface SocialUserApi {
  searchMention(keyword: string): Promise<readonly UserProfile[]>;
  searchMentionAll(keyword: string, offset?: number, limit?: number): Promise<Page<UserProfile>>;
}
