import type {
  ContentApi,
  ContentPatch,
  EditorCategory,
  MyContentsCount,
  MyContentsPage,
  MyContentsQuery,
} from '../../application/ports/content-api.port';
import type { CategoryUsageWire } from '../../contract/categories.contract';
import type { ContentDocument, ContentKind, EditorContent } from '../../domain/content/content';
import { fillPathParams } from '../../domain/url/url-helpers';
import {
  documentToWire,
  editorContentFromWire,
  imageToWire,
  listItemFromWire,
  sectionToWire,
  type ContentDocumentWire,
  type EditorContentWire,
  type ListItemWire,
} from '../wire/content-mappers';
import {
  CONTENT_ORCHESTRATION as ORCHESTRATION,
  CONTENT_QUERY as QUERY,
  EDITOR_CATEGORIES,
} from '../wire/content-platform-paths';
import type { HttpClient } from './http-client';

/** Only the fields a PATCH names travel (snake_case through the shared mappers). */
function patchToWire(patch: ContentPatch): Partial<ContentDocumentWire> {
  const body: Partial<ContentDocumentWire> = {};
  if (patch.title !== undefined) body.title = patch.title;
  if (patch.summary !== undefined) body.summary = patch.summary;
  if (patch.language !== undefined) body.language = patch.language;
  if (patch.cover !== undefined) body.cover = patch.cover ? imageToWire(patch.cover) : null;
  if (patch.sections !== undefined) body.sections = patch.sections.map(sectionToWire);
  if (patch.categoryIds !== undefined) body.category_ids = [...patch.categoryIds];
  return body;
}

/**
 * The editor's content-platform calls of spec §7 (content contract), all signed-in (private,
 * bearer). The request wrapper turns failures into AppErrors with the HTTP status in `details.status`
 * (a 409 is a stale revision: read the current copy to show both).
 */
export class HttpContentApi implements ContentApi {
  constructor(private readonly http: HttpClient) {}

  async reserve(kind: ContentKind): Promise<EditorContent> {
    const { data } = await this.http.post<EditorContentWire>(
      'private',
      `${ORCHESTRATION}/contents/reserved`,
      { kind },
      { action: 'createContent' },
    );
    return editorContentFromWire(data);
  }

  async getEditorContent(contentId: string): Promise<EditorContent> {
    const { data } = await this.http.get<EditorContentWire>(
      'private',
      fillPathParams(`${QUERY}/editors/contents/:contentId`, { contentId }),
    );
    return editorContentFromWire(data);
  }

  async getVersion(contentId: string, version: number): Promise<EditorContent> {
    const path = fillPathParams(`${QUERY}/editors/contents/:contentId/version/:version`, {
      contentId,
      version: String(version),
    });
    return editorContentFromWire((await this.http.get<EditorContentWire>('private', path)).data);
  }

  async save(contentId: string, revision: number, document: ContentDocument): Promise<EditorContent> {
    const { data } = await this.http.request<EditorContentWire>({
      method: 'PUT',
      scope: 'private',
      path: this.content(contentId),
      body: { revision, ...documentToWire(document) },
    });
    return editorContentFromWire(data);
  }

  async patch(contentId: string, revision: number, patch: ContentPatch): Promise<EditorContent> {
    const { data } = await this.http.patch<EditorContentWire>('private', this.content(contentId), {
      revision,
      ...patchToWire(patch),
    });
    return editorContentFromWire(data);
  }

  async publish(contentId: string, revision: number): Promise<EditorContent> {
    return this.command(`${ORCHESTRATION}/contents/published/:contentId`, contentId, revision);
  }

  async createDraft(contentId: string, revision: number): Promise<EditorContent> {
    return this.command(`${ORCHESTRATION}/contents/create_draft/:contentId`, contentId, revision);
  }

  async deleteContent(contentId: string, revision?: number): Promise<void> {
    await this.http.request({
      method: 'DELETE',
      scope: 'private',
      path: this.content(contentId),
      query: revision === undefined ? undefined : { revision },
      action: 'deleteContent',
    });
  }

  async deleteDraft(contentId: string, revision: number): Promise<EditorContent> {
    return this.command(`${ORCHESTRATION}/contents/delete_draft/:contentId`, contentId, revision);
  }

  async listMyContents(query: MyContentsQuery): Promise<MyContentsPage> {
    const response = await this.http.get<ListItemWire[]>(
      'private',
      `${QUERY}/editors/my-contents`,
      {
        ...(query.cursor ? { cursor: query.cursor } : { offset: query.offset }),
        limit: query.limit,
        ...(query.status ? { status: query.status } : {}),
      },
      { action: 'listContents' },
    );
    return {
      items: response.data.map(listItemFromWire),
      total: response.totalCount ?? response.data.length,
      nextCursor: response.paging?.next_cursor,
    };
  }

  async countMyContents(): Promise<MyContentsCount> {
    const { data } = await this.http.get<MyContentsCount>('private', `${QUERY}/editors/my-contents/count`, undefined, {
      action: 'listContents',
    });
    return { total: Number(data.total), drafts: Number(data.drafts), published: Number(data.published) };
  }

  async listCategories(): Promise<readonly EditorCategory[]> {
    const { data } = await this.http.get<CategoryUsageWire[]>('private', EDITOR_CATEGORIES);
    return data.map((c) => ({
      categoryId: c.category_id,
      names: { en: c.name_en, th: c.name_th },
      contentCount: Number(c.content_count ?? 0),
    }));
  }

  private content(contentId: string): string {
    return fillPathParams(`${ORCHESTRATION}/contents/:contentId`, { contentId });
  }

  private async command(template: string, contentId: string, revision: number): Promise<EditorContent> {
    const { data } = await this.http.post<EditorContentWire>('private', fillPathParams(template, { contentId }), {
      revision,
    });
    return editorContentFromWire(data);
  }
}
