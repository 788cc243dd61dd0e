import type { ContentDocument, ContentKind, ContentListItem, EditorContent } from '../../domain/content/content';

/** "my contents" filter: `draft` = never published OR has a working draft (content contract). */
export type MyContentsStatus = 'draft' | 'published';

export interface MyContentsQuery {
  readonly offset: number;
  readonly limit: number;
  readonly status?: MyContentsStatus;
  /** A previous page's nextCursor (paging by key): the page after it is read by key, offset only echoed. */
  readonly cursor?: string;
}

export interface MyContentsPage {
  readonly items: readonly ContentListItem[];
  /** The server's total_count for the same filter (paging). */
  readonly total: number;
  /** The next page's cursor: null on the last page, undefined when the server did not give one. */
  readonly nextCursor?: string | null;
}

export interface MyContentsCount {
  readonly total: number;
  readonly drafts: number;
  readonly published: number;
}

/** A category as the editor picks it, with how many of the caller's contents use it. */
export interface EditorCategory {
  readonly categoryId: string;
  readonly names: { readonly en: string; readonly th: string };
  readonly contentCount: number;
}

/** PATCH: the revision the change started from plus any subset of the document. */
export type ContentPatch = Partial<ContentDocument>;

/**
 * The editor's calls of spec §7 content-platform (content-query-service and content-orchestration-service;
 * payloads ours, see src/contract/content.contract.ts). Every write carries the `revision` it started from;
 * the server refuses a stale one with 409 4090607009 (AppError).
 *
 * Failures are AppErrors. A failure that never reached the server (offline, DNS, timeout) is code 9999
 * with no `details.status`; anything the server answered carries `details.status`.
 */
export interface ContentApi {
  /** POST contents/reserved: an id held for a new content (status reserved, version 0). */
  reserve(kind: ContentKind): Promise<EditorContent>;
  /** GET editors/contents/:id: the working draft if any, else the published version. */
  getEditorContent(contentId: string): Promise<EditorContent>;
  /** GET editors/contents/:id/version/:version: one snapshot (404 when there is none). */
  getVersion(contentId: string, version: number): Promise<EditorContent>;
  /** PUT contents/:id: saves the whole working draft. */
  save(contentId: string, revision: number, document: ContentDocument): Promise<EditorContent>;
  /** PATCH contents/:id: saves part of the working draft. */
  patch(contentId: string, revision: number, patch: ContentPatch): Promise<EditorContent>;
  /** POST contents/published/:id: the draft becomes the published version. */
  publish(contentId: string, revision: number): Promise<EditorContent>;
  /** POST contents/create_draft/:id: a draft copy of the published version (the existing draft if one exists). */
  createDraft(contentId: string, revision: number): Promise<EditorContent>;
  /** DELETE contents/:id (soft delete; readers get 404). `revision` makes it refuse a stale delete. */
  deleteContent(contentId: string, revision?: number): Promise<void>;
  /** POST contents/delete_draft/:id: drops the draft, back to the published version. */
  deleteDraft(contentId: string, revision: number): Promise<EditorContent>;
  /** GET editors/my-contents: newest updated first, paged. */
  listMyContents(query: MyContentsQuery): Promise<MyContentsPage>;
  /** GET editors/my-contents/count. */
  countMyContents(): Promise<MyContentsCount>;
  /** GET category-service/v2/categories/editor. */
  listCategories(): Promise<readonly EditorCategory[]>;
}
