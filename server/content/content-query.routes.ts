import { CONTENT_LANGUAGES } from '../../src/domain/content/content';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import {
  ContentCounts,
  ContentIdParams,
  ContentKindWire,
  CreatorContents,
  EditorContent,
  Id,
  ListItem,
  MyContentCounts,
  ListLanguage,
  PagingCursor,
  pagingQuery,
  PreFetch,
  PublicContent,
} from '../../src/contract/content.contract';
import { Closed, EmptyBody, StoredInteger, StringEnum, Type } from '../../src/contract/schema';
import { Username } from '../../src/contract/users.contract';
import { defineRoute, type AnyRoute } from '../http/route-table';
import { CONTENT_AUTH_ERRORS as authErrors } from './content-failures';
import type { ContentQueryUseCases } from './content-query.use-cases';

const BASE = '/content-platform/content-query-service/v1';
const common = { area: 'content', tag: 'content-platform' } as const;
const readerErrors = [ErrorCode.contentNotFound];
const editorErrors = [...authErrors, ErrorCode.contentForbidden, ErrorCode.contentNotFound];
/** Paging by key on the lists ordered by a time and content_id. */
const byKey = (time: string) =>
  ` Also paged by key: paging.next_cursor (null on the last page) sent back as \`cursor\` reads the next page after the last row's (${time}, content_id) on an index, without OFFSET; offset is then ignored and total_count is the count taken on the first page (carried in the cursor: count(*) runs only on a page without a cursor). A malformed cursor, or one of another list, is 422 4220607000.`;
const cursorQuery = { cursor: Type.Optional(PagingCursor) };
/** A creator's public list in the reader's language (`hl`, content.contract.ts ListLanguage). */
const creatorListQuery = { ...cursorQuery, hl: ListLanguage };

/**
 * Spec §7 content query service v1 (shapes: src/contract/content.contract.ts). Editor reads check ownership (403
 * 4030607003); reader reads see published versions only, everything else is 404 4040607004. Public reads
 * are never stored by HTTP caches (no-store) so a view counted by POST shows at once; the reader's content is
 * kept in process, forgotten on every change (public-content-cache.ts), its bytes made once (http/ready-answers.ts).
 */
export const contentQueryRoutes = (content: ContentQueryUseCases): AnyRoute[] => [
  defineRoute({
    ...common,
    method: 'GET',
    path: `${BASE}/editors/my-contents`,
    auth: 'required',
    paged: true,
    summary: "The caller's contents (my contents), newest update first",
    description:
      'Paged by offset/limit with total_count. Reserved contents (never saved) are not listed. status=draft: never published or with a working draft; status=published: has a public version. kind=article or kind=trip lists only that kind. Title, summary and cover come from the working version. Ties of updated_at: newest content_id first. A failed read is 500 5000102999 ("list contents").' +
      byKey('updated_at'),
    querystring: pagingQuery({
      status: Type.Optional(StringEnum(['draft', 'published'] as const)),
      kind: Type.Optional(ContentKindWire),
      ...cursorQuery,
    }),
    data: ListItem,
    errors: [...authErrors, ErrorCode.fetchFailed, ErrorCode.contentValidationFailed],
    handler: async ({ identity, query }) => {
      const userId = await content.currentUserId(identity);
      return content.myContents(
        userId,
        query.status ?? 'all',
        query.offset,
        query.limit,
        query.cursor,
        query.kind ?? null,
      );
    },
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: `${BASE}/editors/my-contents/count`,
    auth: 'required',
    querystring: EmptyBody,
    summary: "Counts of the caller's contents",
    description:
      'total: saved contents (not reserved, not deleted); drafts: those with a working draft; published: those with a public version. A published content being edited counts in both drafts and published.',
    data: MyContentCounts,
    errors: authErrors,
    handler: async ({ identity }) => content.myContentCounts(await content.currentUserId(identity)),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: `${BASE}/editors/contents/:contentId`,
    auth: 'required',
    summary: 'The editor view of one of my contents',
    description:
      'The working draft when one exists, else the published version; a reserved content reads as version 0 with empty fields. Only the author may read it (403 4030607003); missing or deleted is 404 4040607004.',
    params: ContentIdParams,
    querystring: EmptyBody,
    data: EditorContent,
    errors: editorErrors,
    handler: async ({ identity, params }) =>
      content.editorContent(await content.currentUserId(identity), params.contentId),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: `${BASE}/editors/contents/:contentId/version/:version`,
    auth: 'required',
    summary: 'One version snapshot of my content',
    description:
      'Any version still stored: the draft, the published one or a superseded one (older published). A dropped draft or an unknown version is 404 4040607004. Author only (403 4030607003).',
    params: Closed({ contentId: Id, version: StoredInteger({ minimum: 1 }) }),
    querystring: EmptyBody,
    data: EditorContent,
    errors: editorErrors,
    handler: async ({ identity, params }) =>
      content.editorContent(await content.currentUserId(identity), params.contentId, params.version),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: `${BASE}/contents/:contentId`,
    auth: 'none',
    public: true,
    keptAnswer: true,
    summary: 'A published content as readers see it',
    description:
      "The published version with its author and `places`: every location referenced by location sections and trip stops, in order of first use, named in the content language. A bilingual content is read in the language `hl` asks for when it has it (a translation with a title), else in its primary language: its title, summary and the words of each translated section are that language's, a section not translated stays in the primary language, and `languages` says which languages exist and which language each part is in. A content without a translation answers exactly as it always has, whatever `hl` says (no `languages`; `language` is its own). A content never published, deleted or unknown is 404 4040607004 (a draft is never shown). Views are counted by POST contents/view/{contentId}, not by this read. Sent brotli- or gzip-compressed when Accept-Encoding allows, with a weak ETag that changes with any change a reader can see (a view, a comment, a republish, the author's profile): If-None-Match naming it is answered 304.",
    params: ContentIdParams,
    querystring: Closed({
      hl: Type.Optional(
        StringEnum(CONTENT_LANGUAGES, {
          description:
            'The content language to read (not the interface language: that is `lang`). Absent: the primary language. A language the content does not have (or whose translation has no title yet) reads the primary language; `language` says which was shown.',
        }),
      ),
    }),
    data: PublicContent,
    errors: [...readerErrors, ErrorCode.contentValidationFailed],
    handler: ({ params, query }) => content.publicContent(params.contentId, query.hl ?? null),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: `${BASE}/contents/pre-fetch/:contentId`,
    auth: 'none',
    public: true,
    summary: 'The small preview of a published content',
    description:
      'Title, summary, cover, author and first publication time: for link previews, Open Graph meta and prefetch on hover. 404 4040607004 unless published.',
    params: ContentIdParams,
    querystring: EmptyBody,
    data: PreFetch,
    errors: readerErrors,
    handler: ({ params }) => content.preFetch(params.contentId),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: `${BASE}/contents/:contentId/count`,
    auth: 'none',
    public: true,
    summary: 'View and comment counts of a published content',
    description: '404 4040607004 unless published.',
    params: ContentIdParams,
    querystring: EmptyBody,
    data: ContentCounts,
    errors: readerErrors,
    handler: ({ params }) => content.contentCounts(params.contentId),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: `${BASE}/contents/users/:userId`,
    auth: 'none',
    public: true,
    paged: true,
    summary: "A creator's published contents",
    description:
      'Paged, newest first publication first; the published version of each. An unknown user simply has none. A failed read is 500 5000102999.' +
      byKey('published_at'),
    params: Closed({ userId: Type.String({ minLength: 1, maxLength: 64 }) }),
    querystring: pagingQuery(creatorListQuery),
    data: ListItem,
    errors: [ErrorCode.fetchFailed, ErrorCode.contentValidationFailed],
    handler: ({ params, query }) =>
      content.contentsOfUser(params.userId, query.offset, query.limit, query.cursor, query.hl ?? null),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: `${BASE}/following/contents`,
    auth: 'required',
    paged: true,
    summary: 'Newest contents of the creators I follow (ours, the "Following" section of /dashboard)',
    description:
      'Published, visible contents (not deleted, not hidden) of the creators I follow (follow-service), newest first ' +
      'publication first; creators whose account was deleted are left out.' +
      byKey('published_at'),
    querystring: pagingQuery(cursorQuery, 50),
    data: ListItem,
    errors: [...authErrors, ErrorCode.fetchFailed, ErrorCode.contentValidationFailed],
    handler: ({ identity, query }) => content.followingContents(identity, query.offset, query.limit, query.cursor),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: `${BASE}/contents/users/by-username/:username`,
    auth: 'none',
    public: true,
    paged: true,
    pagedObject: true,
    summary: 'A creator and their published contents, by username (ours, for /profiles/[username])',
    description:
      "data: { author, about, follows, items }; follows counts the creator's followers and whom they follow (follow-service). items are paged by offset/limit (paging, total_count in the envelope) as in contents/users/{userId}. An unknown username is 404 4040102001." +
      byKey('published_at'),
    params: Closed({ username: Username }),
    querystring: pagingQuery(creatorListQuery),
    data: CreatorContents,
    errors: [ErrorCode.userNotFound, ErrorCode.fetchFailed, ErrorCode.contentValidationFailed],
    handler: ({ params, query }) =>
      content.contentsOfUsername(params.username, query.offset, query.limit, query.cursor, query.hl ?? null),
  }),
];
