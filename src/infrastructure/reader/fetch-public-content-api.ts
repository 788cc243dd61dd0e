import type {
  CommentDeletion,
  ContentCounts,
  PublicContentApi,
  ReaderPage,
  ViewCount,
} from '../../application/ports/public-content-api.port';
import type { ReaderSession } from '../../application/ports/reader-session.port';
import type { CommentView, ContentAuthor, PublicContent } from '../../domain/content/content';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import type { CommentDeletedWire, CommentTextWire } from '../../contract/comments.contract';
import type { ContentCountsWire } from '../../contract/content.contract';
import { statsPaths } from '../../contract/stats.paths';
import type { ProfileWire } from '../../contract/users.contract';
import {
  authorFromWire,
  commentFromWire,
  publicContentFromWire,
  type CommentWire,
  type PublicContentWire,
} from '../wire/content-mappers';
import {
  COMMENTS,
  CONTENT_ORCHESTRATION as ORCHESTRATION,
  CONTENT_QUERY as QUERY,
} from '../wire/content-platform-paths';
import type { FetchJson } from './fetch-json';

const SOCIAL = 'social-user-query-service/v1';
const PROFILE_QUERY = 'user-profile-query-service/v1';

type CountsWire = ContentCountsWire & { counted?: boolean };
/** search-mention answers profiles (users contract); other services of spec §3 may send `user_name`. */
type MentionWire = ProfileWire & { user_name?: string | null };

/** The public reader calls of the content contract over fetch; wire shapes mapped by content-mappers. */
export class FetchPublicContentApi implements PublicContentApi {
  constructor(
    private readonly http: FetchJson,
    private readonly session: ReaderSession,
  ) {}

  decodeContent(embedded: unknown): PublicContent | null {
    if (typeof embedded !== 'object' || embedded === null) return null;
    const wire = embedded as Partial<PublicContentWire>;
    if (typeof wire.content_id !== 'string' || typeof wire.title !== 'string' || !wire.author) return null;
    try {
      return publicContentFromWire(wire as PublicContentWire);
    } catch {
      return null;
    }
  }

  async getPublicContent(contentId: string): Promise<PublicContent> {
    const { data } = await this.http.call<PublicContentWire>('GET', 'public', `${QUERY}/contents/${enc(contentId)}`);
    return publicContentFromWire(data);
  }

  async getCounts(contentId: string): Promise<ContentCounts> {
    const { data } = await this.http.call<CountsWire>('GET', 'public', `${QUERY}/contents/${enc(contentId)}/count`);
    return countsFromWire(data);
  }

  /**
   * A held token goes along so a signed-in reader's read is remembered; one the server refuses
   * (revoked meanwhile) never costs the view: it is counted again without it.
   */
  async countView(contentId: string, sessionId: string, referrer?: string): Promise<ViewCount> {
    const path = `${ORCHESTRATION}/contents/view/${enc(contentId)}`;
    const token = this.session.heldToken(Date.now()) ?? undefined;
    const body = referrer ? { session_id: sessionId, referrer: referrer.slice(0, 2048) } : { session_id: sessionId };
    const post = (bearer: string | undefined) =>
      this.http.call<CountsWire>('POST', 'public', path, { body, token: bearer });
    const { data } = await post(token).catch((error: unknown) => {
      if (
        token &&
        error instanceof AppError &&
        (error.code === ErrorCode.invalidToken || error.code === ErrorCode.invalidTokenRevoked)
      )
        return post(undefined);
      throw error;
    });
    return { ...countsFromWire(data), counted: Boolean(data.counted) };
  }

  async countRead(contentId: string, sessionId: string): Promise<boolean> {
    const { data } = await this.http.call<{ counted?: boolean }>('POST', 'public', statsPaths.read(contentId), {
      body: { session_id: sessionId },
    });
    return Boolean(data.counted);
  }

  listComments(contentId: string, offset: number, limit: number, cursor?: string): Promise<ReaderPage<CommentView>> {
    return this.page(`${COMMENTS}/contents/${enc(contentId)}/comments`, offset, limit, cursor);
  }

  listReplies(commentId: string, offset: number, limit: number, cursor?: string): Promise<ReaderPage<CommentView>> {
    return this.page(`${COMMENTS}/comments/${enc(commentId)}/replies`, offset, limit, cursor);
  }

  postComment(contentId: string, text: string): Promise<CommentView> {
    return this.write(`${COMMENTS}/contents/${enc(contentId)}/comments`, text);
  }

  postReply(commentId: string, text: string): Promise<CommentView> {
    return this.write(`${COMMENTS}/comments/${enc(commentId)}/replies`, text);
  }

  async editComment(commentId: string, text: string): Promise<CommentView> {
    const body: CommentTextWire = { text };
    const token = await this.token();
    const { data } = await this.http.call<CommentWire>('PATCH', 'private', `${COMMENTS}/comments/${enc(commentId)}`, {
      body,
      token,
    });
    return commentFromWire(data);
  }

  async deleteComment(commentId: string): Promise<CommentDeletion> {
    const token = await this.token();
    const { data } = await this.http.call<CommentDeletedWire>(
      'DELETE',
      'private',
      `${COMMENTS}/comments/${enc(commentId)}`,
      { token },
    );
    return { keptAsPlaceholder: data.kept_as_placeholder, commentCount: Number(data.comment_count) || 0 };
  }

  async myUserId(): Promise<string | null> {
    const token = this.session.heldToken(Date.now());
    if (!token) return null;
    try {
      const { data } = await this.http.call<ProfileWire>('GET', 'private', `${PROFILE_QUERY}/me`, { token });
      return data.user_id;
    } catch {
      return null;
    }
  }

  async searchMention(keyword: string): Promise<readonly ContentAuthor[]> {
    const token = await this.token();
    const { data } = await this.http.call<MentionWire[]>('GET', 'private', `${SOCIAL}/search-mention`, {
      query: { keyword },
      token,
    });
    return (data ?? []).map((wire) => authorFromWire({ ...wire, username: wire.username ?? wire.user_name ?? null }));
  }

  /** By key after `cursor` when given (the server ignores offset then), else by offset (spec §7). */
  private async page(path: string, offset: number, limit: number, cursor?: string): Promise<ReaderPage<CommentView>> {
    const query = cursor ? { limit, cursor } : { offset, limit };
    const result = await this.http.call<CommentWire[]>('GET', 'public', path, { query });
    const items = (result.data ?? []).map(commentFromWire);
    return {
      items,
      totalCount: result.totalCount ?? offset + items.length,
      offset: result.paging?.offset ?? offset,
      limit: result.paging?.limit ?? limit,
      nextCursor: result.paging?.next_cursor,
    };
  }

  private async write(path: string, text: string): Promise<CommentView> {
    const token = await this.token();
    const body: CommentTextWire = { text };
    const { data } = await this.http.call<CommentWire>('POST', 'private', path, { body, token });
    return commentFromWire(data);
  }

  /** Signed-in calls without a signed-in reader fail like the server would (4010104001), without a round trip. */
  private async token(): Promise<string> {
    const token = await this.session.getIdToken();
    if (token) return token;
    throw new AppError({ code: ErrorCode.invalidToken, messageKey: 'errors.invalidToken' });
  }
}

const enc = encodeURIComponent;
const countsFromWire = (w: CountsWire): ContentCounts => ({
  contentId: w.content_id,
  viewCount: Number(w.view_count) || 0,
  commentCount: Number(w.comment_count) || 0,
});
