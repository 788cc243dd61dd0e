import { describe, expect, it } from 'vitest';
import type { ContentDocument, EditorContent } from '../../../src/domain/content/content';
import {
  changedFields,
  editorDraftKey,
  parseDraft,
  reconcileDraft,
  sameDocument,
  serializeDraft,
  type EditorDraft,
} from '../../../src/domain/content/editor-draft';

const doc = (over: Partial<ContentDocument> = {}): ContentDocument => ({
  title: 'Chiang Mai in three days',
  summary: '',
  language: 'en',
  cover: null,
  sections: [{ sectionId: 's1', type: 'text', html: '<p>Doi Suthep at dawn</p>' }],
  categoryIds: ['temples'],
  ...over,
});
const server = (revision: number, over: Partial<ContentDocument> = {}): EditorContent => ({
  ...doc(over),
  contentId: 'c1',
  kind: 'article',
  status: 'draft',
  version: 1,
  revision,
  publishedVersion: null,
  draftVersion: 1,
  author: { userId: 'u', username: null, displayName: null, avatarImage: null },
  createdAt: '',
  updatedAt: '',
  publishedAt: null,
  viewCount: 0,
  commentCount: 0,
});
const draft = (baseRevision: number, over: Partial<ContentDocument> = {}): EditorDraft => ({
  contentId: 'c1',
  kind: 'article',
  document: doc(over),
  baseRevision,
  savedAt: 1000,
});

describe('editor draft (nothing typed is lost on a reload, a network failure or a conflict)', () => {
  it('compares documents by value, ignoring the server-only fields', () => {
    expect(sameDocument(doc(), server(3))).toBe(true);
    expect(sameDocument(doc(), doc({ title: 'Other' }))).toBe(false);
    expect(changedFields(doc(), doc({ title: 'x', categoryIds: [] }))).toEqual(['title', 'categoryIds']);
  });

  it.each([
    ['no local draft', null, server(3), 'server'],
    ['a draft equal to the server copy', draft(2), server(3), 'server'],
    ['a draft of another content', { ...draft(3, { title: 'x' }), contentId: 'c2' }, server(3), 'server'],
    ['unsaved edits on the current revision', draft(3, { title: 'New title' }), server(3), 'local'],
    [
      'edits based on an older revision that differ',
      draft(2, { title: 'Mine' }),
      server(3, { title: 'Theirs' }),
      'conflict',
    ],
  ] as const)('on open: %s → %s', (_name, local, copy, expected) => {
    expect(reconcileDraft(local, copy).kind).toBe(expected);
  });

  it('a conflict holds both versions', () => {
    const result = reconcileDraft(draft(2, { title: 'Mine' }), server(3, { title: 'Theirs' }));
    expect(result).toMatchObject({
      kind: 'conflict',
      mine: { title: 'Mine' },
      theirs: { title: 'Theirs', revision: 3 },
    });
  });

  it('round-trips through storage and refuses what is not a draft', () => {
    const d = draft(4, { title: 'ไปเชียงใหม่' });
    expect(parseDraft(serializeDraft(d))).toEqual(d);
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ contentId: 'c1' }))).toBeNull();
    expect(parseDraft(JSON.stringify({ ...d, document: { ...d.document, sections: 'x' } }))).toBeNull();
    expect(editorDraftKey('c1')).toBe('travelogue.editorDraft.c1');
  });
});
