import type {
  ContentApi,
  ContentPatch,
  EditorCategory,
  MyContentsCount,
  MyContentsPage,
  MyContentsQuery,
} from '../../src/application/ports/content-api.port';
import type { ContentDocument, ContentKind, EditorContent } from '../../src/domain/content/content';
import { documentOf } from '../../src/domain/content/editor-draft';
import { publishProblems } from '../../src/domain/content/content-rules';
import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { CallLog, Failures } from './call-log';

export const EDITOR_CATEGORIES: readonly EditorCategory[] = [
  { categoryId: 'beaches', names: { en: 'Beaches', th: 'ชายหาด' }, contentCount: 0 },
  { categoryId: 'food', names: { en: 'Food', th: 'อาหาร' }, contentCount: 2 },
  { categoryId: 'temples', names: { en: 'Temples', th: 'วัด' }, contentCount: 1 },
];

const AUTHOR = { userId: 'user-1', username: 'somchai', displayName: 'Somchai', avatarImage: null };

/** A server answer as the HTTP adapter throws it (status kept in details, as withStatus does). */
export const serverError = (code: number, status: number, details: Record<string, unknown> = {}) =>
  new AppError({ code, messageKey: `errors.${code}`, details: { ...details, status } });
/** A request that never reached the server (offline): 9999 without a status. */
export const networkError = () =>
  new AppError({ code: ErrorCode.unknown, messageKey: 'errors.default', message: 'Network Error' });

/**
 * The content-platform editor calls in memory, with the server's revision rules: every write needs the
 * current revision (else 409 4090607009 with the current one), reserved → draft v1 on the first save,
 * publish freezes the draft, a save on a published content starts draft version published+1.
 * `failures.fail('save', networkError())` scripts failures; `otherTabSaves(id, change)` simulates a second tab.
 */
export class InMemoryContentApi implements ContentApi {
  readonly failures = new Failures();
  readonly log = new CallLog();
  readonly contents = new Map<string, EditorContent & { deleted?: boolean }>();
  /** How many readers keep each content, as my-contents answers it to the owner (absent: not sent). */
  readonly savedCounts = new Map<string, number>();
  categories: EditorCategory[] = [...EDITOR_CATEGORIES];
  private nextId = 1;
  private tick = 0;

  private stamp(): string {
    this.tick += 1;
    return new Date(Date.UTC(2025, 0, 15, 9, 0, this.tick)).toISOString();
  }

  seed(content: Partial<EditorContent> & { contentId: string; kind?: ContentKind }): EditorContent {
    const now = this.stamp();
    const full: EditorContent = {
      kind: 'article',
      status: 'draft',
      version: 1,
      revision: 2,
      publishedVersion: null,
      draftVersion: 1,
      title: '',
      summary: '',
      language: 'en',
      cover: null,
      sections: [],
      categoryIds: [],
      author: AUTHOR,
      createdAt: now,
      updatedAt: now,
      publishedAt: null,
      viewCount: 0,
      commentCount: 0,
      ...content,
    };
    this.contents.set(full.contentId, full);
    return full;
  }

  /** Another tab saves `change` on the current revision. */
  otherTabSaves(contentId: string, change: Partial<ContentDocument>): EditorContent {
    const current = this.get(contentId);
    return this.write(contentId, { ...documentOf(current), ...change });
  }

  async reserve(kind: ContentKind): Promise<EditorContent> {
    this.call('reserve');
    const contentId = `content-${this.nextId++}`;
    return this.seed({ contentId, kind, status: 'reserved', version: 0, revision: 1, draftVersion: null });
  }

  async getEditorContent(contentId: string): Promise<EditorContent> {
    this.call('getEditorContent');
    return this.get(contentId);
  }

  async getVersion(contentId: string, version: number): Promise<EditorContent> {
    this.call('getVersion');
    const current = this.get(contentId);
    if (version !== current.version) throw serverError(ErrorCode.contentNotFound, 404);
    return current;
  }

  async save(contentId: string, revision: number, document: ContentDocument): Promise<EditorContent> {
    this.call('save');
    this.checkRevision(contentId, revision);
    return this.write(contentId, documentOf(document));
  }

  async patch(contentId: string, revision: number, patch: ContentPatch): Promise<EditorContent> {
    this.call('patch');
    this.checkRevision(contentId, revision);
    return this.write(contentId, { ...documentOf(this.get(contentId)), ...patch });
  }

  async publish(contentId: string, revision: number): Promise<EditorContent> {
    this.call('publish');
    const current = this.checkRevision(contentId, revision);
    const missing = publishProblems(current);
    if (missing.length > 0)
      throw serverError(ErrorCode.contentValidationFailed, 422, {
        contentId,
        message: `missing ${missing.join(', ')}`,
      });
    const published = {
      ...current,
      status: 'published' as const,
      publishedVersion: current.version,
      draftVersion: null,
      revision: current.revision + 1,
      publishedAt: this.stamp(),
    };
    this.contents.set(contentId, published);
    return published;
  }

  async createDraft(contentId: string, revision: number): Promise<EditorContent> {
    this.call('createDraft');
    const current = this.checkRevision(contentId, revision);
    if (current.draftVersion !== null) return current;
    const draft = {
      ...current,
      version: current.version + 1,
      draftVersion: current.version + 1,
      revision: current.revision + 1,
    };
    this.contents.set(contentId, draft);
    return draft;
  }

  async deleteContent(contentId: string, revision?: number): Promise<void> {
    this.call('deleteContent');
    const current = revision === undefined ? this.get(contentId) : this.checkRevision(contentId, revision);
    this.contents.set(contentId, { ...current, deleted: true });
  }

  async deleteDraft(contentId: string, revision: number): Promise<EditorContent> {
    this.call('deleteDraft');
    const current = this.checkRevision(contentId, revision);
    if (current.publishedVersion === null) throw serverError(ErrorCode.contentValidationFailed, 422, { contentId });
    const back = { ...current, version: current.publishedVersion, draftVersion: null, revision: current.revision + 1 };
    this.contents.set(contentId, back);
    return back;
  }

  async listMyContents(query: MyContentsQuery): Promise<MyContentsPage> {
    this.call('listMyContents');
    const all = [...this.contents.values()]
      .filter((c) => !c.deleted && c.status !== 'reserved')
      .filter(
        (c) => !query.status || (query.status === 'published' ? c.publishedVersion !== null : c.draftVersion !== null),
      )
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    const items = all.slice(query.offset, query.offset + query.limit).map((c) => ({
      contentId: c.contentId,
      kind: c.kind,
      status: c.status,
      title: c.title,
      summary: c.summary,
      cover: c.cover,
      hasDraft: c.draftVersion !== null,
      revision: c.revision,
      updatedAt: c.updatedAt,
      publishedAt: c.publishedAt,
      viewCount: c.viewCount,
      commentCount: c.commentCount,
      author: c.author,
      ...(this.savedCounts.has(c.contentId) ? { savedCount: this.savedCounts.get(c.contentId) } : {}),
    }));
    return { items, total: all.length };
  }

  async countMyContents(): Promise<MyContentsCount> {
    this.call('countMyContents');
    const live = [...this.contents.values()].filter((c) => !c.deleted && c.status !== 'reserved');
    return {
      total: live.length,
      drafts: live.filter((c) => c.draftVersion !== null).length,
      published: live.filter((c) => c.publishedVersion !== null).length,
    };
  }

  async listCategories(): Promise<readonly EditorCategory[]> {
    this.call('listCategories');
    return [...this.categories];
  }

  get(contentId: string): EditorContent {
    const content = this.contents.get(contentId);
    if (!content || content.deleted) throw serverError(ErrorCode.contentNotFound, 404);
    return content;
  }

  private call(method: string): void {
    this.log.record(`contentApi.${method}`);
    this.failures.throwIfScripted(method);
  }

  private checkRevision(contentId: string, revision: number): EditorContent {
    const current = this.get(contentId);
    if (current.revision !== revision)
      throw serverError(ErrorCode.contentVersionConflict, 409, { contentId, revision: current.revision });
    return current;
  }

  private write(contentId: string, document: ContentDocument): EditorContent {
    const current = this.get(contentId);
    const startsDraft = current.draftVersion === null;
    const version = current.status === 'reserved' ? 1 : startsDraft ? current.version + 1 : current.version;
    const saved: EditorContent = {
      ...current,
      ...document,
      status: current.status === 'reserved' ? 'draft' : current.status,
      version,
      draftVersion: version,
      revision: current.revision + 1,
      updatedAt: this.stamp(),
    };
    this.contents.set(contentId, saved);
    return saved;
  }
}
