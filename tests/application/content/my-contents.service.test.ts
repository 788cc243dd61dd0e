import { describe, expect, it } from 'vitest';
import { pageCount } from '../../../src/application/content/my-contents.service';
import { editorBackupKey, editorDraftKey } from '../../../src/domain/content/editor-draft';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { anEditorHarness } from '../../builders/editor-services.builder';

function withContents(count: number) {
  const h = anEditorHarness();
  for (let i = 0; i < count; i += 1) {
    h.api.seed({
      contentId: `c${i}`,
      title: `Content ${i}`,
      ...(i % 3 === 0 ? { status: 'published', publishedVersion: 1, draftVersion: null } : {}),
    });
  }
  return h;
}

describe('MyContentsService', () => {
  it('pages by 20, newest updated first, with the total for the filter', async () => {
    const h = withContents(45);
    const first = await h.myContents.list(0);
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(45);
    expect(first.items[0].title).toBe('Content 44');
    const last = await h.myContents.list(2);
    expect(last.items.map((i) => i.title)).toEqual(['Content 4', 'Content 3', 'Content 2', 'Content 1', 'Content 0']);
    expect(pageCount(45)).toBe(3);
    expect(pageCount(0)).toBe(1);
  });

  it('filters by status and counts drafts and published', async () => {
    const h = withContents(6);
    const published = await h.myContents.list(0, 'published');
    expect(published.items.map((i) => i.contentId)).toEqual(['c3', 'c0']);
    expect(published.items.every((i) => i.status === 'published')).toBe(true);
    await expect(h.myContents.count()).resolves.toEqual({ total: 6, drafts: 4, published: 2 });
  });

  it('spec §8 "list contents": an internal failure carries the action message', async () => {
    const h = withContents(1);
    h.api.failures.fail('listMyContents', { status: { err_code: ErrorCode.fetchFailed, err_message: 'db down' } });
    await expect(h.myContents.list(0)).rejects.toMatchObject({ code: ErrorCode.fetchFailed, action: 'listContents' });
  });

  it('delete removes the content and the browser copies of it; local edits are visible in the list', async () => {
    const h = withContents(2);
    h.store.set(editorDraftKey('c1'), '{}');
    h.store.set(editorBackupKey('c1'), '{}');
    expect(h.myContents.hasLocalEdits('c1')).toBe(true);
    await h.myContents.delete('c1');
    expect(h.myContents.hasLocalEdits('c1')).toBe(false);
    expect(h.store.get(editorBackupKey('c1'))).toBeNull();
    await expect(h.myContents.count()).resolves.toMatchObject({ total: 1 });
  });
});
