import { describe, expect, it } from 'vitest';
import type { EditorSession } from '../../../src/application/content/editor-session';
import { editorBackupKey, editorDraftKey, parseDraft } from '../../../src/domain/content/editor-draft';
import { emptyText, insertSection, removeSection } from '../../../src/domain/content/section-edits';
import { AppError } from '../../../src/domain/errors/app-error';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { anEditorHarness, type EditorHarness } from '../../builders/editor-services.builder';
import { networkError, serverError } from '../../fakes/in-memory-content-api';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const COVER = { imageId: 'img-1', url: 'http://localhost/i/img-1', blurhash: null, width: 1600, height: 900 };

async function opened(h: EditorHarness, contentId: string): Promise<EditorSession> {
  const session = h.contentEditor.open(contentId);
  await settle();
  return session;
}

async function newArticle(h: EditorHarness) {
  const id = await h.contentEditor.create('article');
  return { id, session: await opened(h, id) };
}

const title = (session: EditorSession, value: string) => session.edit((d) => ({ ...d, title: value }));

describe('ContentEditorService — open, edit, autosave (editor)', () => {
  it('create reserves an id; opening shows the reserved content, idle', async () => {
    const h = anEditorHarness();
    const { id, session } = await newArticle(h);
    expect(h.api.log.entries).toEqual(['contentApi.reserve', 'contentApi.getEditorContent']);
    expect(session.getState()).toMatchObject({
      phase: 'ready',
      contentId: id,
      content: { status: 'reserved', revision: 1 },
      autosave: { status: 'idle' },
    });
    expect(session.getState().publishMissing).toEqual(['title', 'cover', 'sections']);
  });

  it('every edit is written locally BEFORE any network call', async () => {
    const h = anEditorHarness();
    const { id, session } = await newArticle(h);
    h.api.log.clear();
    title(session, 'Krabi by long-tail boat');
    expect(parseDraft(h.store.get(editorDraftKey(id)))).toMatchObject({
      document: { title: 'Krabi by long-tail boat' },
      baseRevision: 1,
    });
    expect(h.api.log.entries).toEqual([]);
    expect(session.getState().autosave.status).toBe('dirty');
  });

  it('autosave: saves after a pause in typing with the revision it started from, then the local copy is dropped', async () => {
    const h = anEditorHarness();
    const { id, session } = await newArticle(h);
    title(session, 'K');
    h.scheduler.advance(1000);
    title(session, 'Krabi');
    h.scheduler.advance(1000);
    expect(h.api.log.only('contentApi')).not.toContain('contentApi.save');
    h.scheduler.advance(600);
    expect(session.getState().autosave.status).toBe('saving');
    await settle();
    expect(session.getState()).toMatchObject({
      autosave: { status: 'saved' },
      content: { status: 'draft', revision: 2, title: 'Krabi' },
    });
    expect(h.api.get(id).title).toBe('Krabi');
    expect(h.store.get(editorDraftKey(id))).toBeNull();
  });

  it('edits made while a save is in flight are saved next, rebased on the new revision', async () => {
    const h = anEditorHarness();
    const { id, session } = await newArticle(h);
    title(session, 'Bangkok');
    h.scheduler.advance(1500);
    expect(session.getState().autosave.status).toBe('saving');
    title(session, 'Bangkok street food');
    await settle();
    expect(session.getState().autosave.status).toBe('dirty');
    expect(parseDraft(h.store.get(editorDraftKey(id)))).toMatchObject({
      baseRevision: 2,
      document: { title: 'Bangkok street food' },
    });
    h.scheduler.advance(1500);
    await settle();
    expect(session.getState().autosave.status).toBe('saved');
    expect(h.api.get(id)).toMatchObject({ title: 'Bangkok street food', revision: 3 });
  });

  it('reload: a newer local draft wins over the server copy and is saved', async () => {
    const h = anEditorHarness();
    const { id, session } = await newArticle(h);
    title(session, 'Typed before the reload');
    session.dispose();
    const reopened = await opened(h, id);
    expect(reopened.getState()).toMatchObject({
      document: { title: 'Typed before the reload' },
      autosave: { status: 'dirty' },
    });
    h.scheduler.advance(1500);
    await settle();
    expect(h.api.get(id).title).toBe('Typed before the reload');
  });

  it('network failure: offline keeps the local draft and retries; the network coming back saves at once', async () => {
    const h = anEditorHarness();
    const { id, session } = await newArticle(h);
    h.api.failures.fail('save', networkError(), 2);
    title(session, 'Railay at low tide');
    h.scheduler.advance(1500);
    await settle();
    expect(session.getState().autosave).toMatchObject({ status: 'offline', failures: 1 });
    expect(parseDraft(h.store.get(editorDraftKey(id)))?.document.title).toBe('Railay at low tide');
    h.scheduler.advance(2000);
    await settle();
    expect(session.getState().autosave).toMatchObject({ status: 'offline', failures: 2 });
    session.retryNow();
    h.scheduler.advance(0);
    await settle();
    expect(session.getState().autosave.status).toBe('saved');
    expect(h.api.get(id).title).toBe('Railay at low tide');
  });

  it('opening while offline with a local draft still lets the person write; it loads and saves when back', async () => {
    const h = anEditorHarness();
    const { id, session } = await newArticle(h);
    title(session, 'Offline words');
    session.dispose();
    h.api.failures.fail('getEditorContent', networkError());
    const offline = await opened(h, id);
    expect(offline.getState()).toMatchObject({
      phase: 'ready',
      content: null,
      document: { title: 'Offline words' },
      autosave: { status: 'offline' },
    });
    offline.retryNow();
    await settle();
    h.scheduler.advance(1500);
    await settle();
    expect(h.api.get(id).title).toBe('Offline words');
  });

  it('a refused save (422) is shown as an error and tried again after the next edit', async () => {
    const h = anEditorHarness();
    const { session } = await newArticle(h);
    h.api.failures.fail('save', serverError(ErrorCode.contentValidationFailed, 422));
    title(session, 'x');
    h.scheduler.advance(1500);
    await settle();
    expect(session.getState().autosave).toMatchObject({
      status: 'error',
      errorCode: ErrorCode.contentValidationFailed,
    });
    expect(h.scheduler.pending).toBe(0);
    title(session, 'xy');
    h.scheduler.advance(1500);
    await settle();
    expect(session.getState().autosave.status).toBe('saved');
  });

  it('(spec §8 4220607000 "content_id and message"): a refused save keeps the server message and the section it names; an edit clears it', async () => {
    const h = anEditorHarness();
    const { session } = await newArticle(h);
    session.editSections((s) =>
      insertSection(
        'article',
        insertSection('article', s, emptyText(), h.contentEditor.newId),
        emptyText(),
        h.contentEditor.newId,
      ),
    );
    const sent = session.getState().document!.sections;
    const message = 'sections[1].html is longer than 50000 characters';
    h.api.failures.fail('save', serverError(ErrorCode.contentValidationFailed, 422, { contentId: 'c', message }));
    h.scheduler.advance(1500);
    await settle();
    expect(session.getState().saveRefusal).toEqual({
      code: ErrorCode.contentValidationFailed,
      message,
      sectionIndex: 1,
      sectionId: sent[1].sectionId,
    });
    title(session, 'shorter now');
    expect(session.getState().saveRefusal).toBeNull();
  });

  it('(spec §8 4000607032): a refused pending location keeps the envelope message; one naming no section has no section', async () => {
    const h = anEditorHarness();
    const { session } = await newArticle(h);
    const pending = new AppError({
      code: ErrorCode.invalidPendingLocations,
      messageKey: 'errors.x',
      message: 'sections[0] (location section s1): name is empty',
      details: { status: 400 },
    });
    h.api.failures.fail('save', pending);
    title(session, 'x');
    h.scheduler.advance(1500);
    await settle();
    // sections[0] is named but the sent document has no section there: the message stays, no section is claimed.
    expect(session.getState().saveRefusal).toEqual({
      code: ErrorCode.invalidPendingLocations,
      message: pending.message,
      sectionIndex: null,
      sectionId: null,
    });
    h.api.failures.fail('save', serverError(ErrorCode.contentValidationFailed, 422));
    title(session, 'xy');
    h.scheduler.advance(1500);
    await settle();
    expect(session.getState().saveRefusal).toEqual({
      code: ErrorCode.contentValidationFailed,
      message: null,
      sectionIndex: null,
      sectionId: null,
    });
  });

  it('section edits go through editSections with ids from the service', async () => {
    const h = anEditorHarness();
    const { session } = await newArticle(h);
    session.editSections((s) => insertSection('article', s, emptyText(), h.contentEditor.newId));
    expect(session.getState().document?.sections).toEqual([{ sectionId: 'state-1', type: 'text', html: '' }]);
    expect(session.getState().publishMissing).toEqual(['title', 'cover']);
  });

  it('removing a section takes its words in the other language with it (a save naming it would be refused)', async () => {
    const h = anEditorHarness();
    const { session } = await newArticle(h);
    session.edit((d) => ({
      ...d,
      language: 'th',
      sections: [
        { sectionId: 'a', type: 'text', html: '<p>ก</p>' },
        { sectionId: 'b', type: 'text', html: '<p>ข</p>' },
      ],
      translations: { en: { title: 'T', summary: '', sections: { a: { html: '<p>A</p>' }, b: { html: '<p>B</p>' } } } },
    }));
    session.editSections((s) => removeSection(s, 'b'));
    expect(session.getState().document?.translations).toEqual({
      en: { title: 'T', summary: '', sections: { a: { html: '<p>A</p>' } } },
    });
  });

  it('a content the server does not have fails to open with its code', async () => {
    const h = anEditorHarness();
    const session = await opened(h, 'missing');
    expect(session.getState()).toMatchObject({ phase: 'failed', error: { code: ErrorCode.contentNotFound } });
  });
});

describe('ContentEditorService — conflicts when another tab saved first', () => {
  async function conflicted() {
    const h = anEditorHarness();
    const { id, session } = await newArticle(h);
    title(session, 'Base');
    await session.flush();
    h.api.otherTabSaves(id, { title: 'Theirs', summary: 'from the other tab' });
    title(session, 'Mine');
    h.scheduler.advance(1500);
    await settle();
    return { h, id, session };
  }

  it('a stale save (409) becomes a conflict holding mine and theirs; nothing is overwritten', async () => {
    const { h, id, session } = await conflicted();
    const { autosave, conflict } = session.getState();
    expect(autosave.status).toBe('conflict');
    expect(conflict?.mine.title).toBe('Mine');
    expect(conflict?.theirs).toMatchObject({ title: 'Theirs', revision: 3 });
    expect(conflict?.changed).toEqual(['title', 'summary']);
    expect(h.api.get(id).title).toBe('Theirs');
    expect(parseDraft(h.store.get(editorDraftKey(id)))?.document.title).toBe('Mine');
    title(session, 'Mine, still typing');
    h.scheduler.advance(60_000);
    await settle();
    expect(h.api.get(id).title).toBe('Theirs');
  });

  it('keepMine re-saves mine on their revision (an explicit choice)', async () => {
    const { h, id, session } = await conflicted();
    await session.keepMine();
    expect(session.getState()).toMatchObject({ conflict: null, autosave: { status: 'saved' } });
    expect(h.api.get(id)).toMatchObject({ title: 'Mine', revision: 4 });
  });

  it('takeTheirs shows theirs and keeps mine as a recoverable backup, also after a reload', async () => {
    const { h, id, session } = await conflicted();
    session.takeTheirs();
    expect(session.getState()).toMatchObject({
      conflict: null,
      document: { title: 'Theirs' },
      backup: { document: { title: 'Mine' } },
    });
    expect(h.store.get(editorDraftKey(id))).toBeNull();
    session.dispose();
    const reopened = await opened(h, id);
    expect(reopened.getState()).toMatchObject({
      document: { title: 'Theirs' },
      backup: { document: { title: 'Mine' } },
      autosave: { status: 'idle' },
    });
    reopened.restoreBackup();
    expect(reopened.getState()).toMatchObject({
      document: { title: 'Mine' },
      backup: null,
      autosave: { status: 'dirty' },
    });
    expect(h.store.get(editorBackupKey(id))).toBeNull();
    h.scheduler.advance(1500);
    await settle();
    expect(h.api.get(id).title).toBe('Mine');
  });

  it('a local draft based on an older revision is a conflict when the content is opened again', async () => {
    const h = anEditorHarness();
    const { id, session } = await newArticle(h);
    h.api.failures.failAlways('save', networkError());
    title(session, 'Written offline');
    h.scheduler.advance(1500);
    await settle();
    session.dispose();
    h.api.otherTabSaves(id, { title: 'Saved elsewhere' });
    const reopened = await opened(h, id);
    expect(reopened.getState()).toMatchObject({
      autosave: { status: 'conflict' },
      conflict: { mine: { title: 'Written offline' }, theirs: { title: 'Saved elsewhere' } },
    });
  });

  it('two tabs over one storage and one server: the second save surfaces the conflict and loses nothing', async () => {
    const first = anEditorHarness();
    const { id, session: tabA } = await newArticle(first);
    const second = anEditorHarness({ api: first.api, clock: first.clock });
    const tabB = await opened(second, id);
    title(tabA, 'Tab A');
    first.scheduler.advance(1500);
    await settle();
    title(tabB, 'Tab B');
    second.scheduler.advance(1500);
    await settle();
    expect(tabB.getState()).toMatchObject({
      autosave: { status: 'conflict' },
      conflict: { mine: { title: 'Tab B' }, theirs: { title: 'Tab A' } },
    });
    tabB.takeTheirs();
    expect(tabB.getState().backup?.document.title).toBe('Tab B');
  });
});

describe('EditorSession — publish and delete', () => {
  it('publish needs a title, a cover and a section (content rules), checked before any call', async () => {
    const h = anEditorHarness();
    const { session } = await newArticle(h);
    title(session, 'Only a title');
    h.api.log.clear();
    await expect(session.publish()).resolves.toBe(false);
    expect(session.getState().error).toMatchObject({
      code: ErrorCode.contentValidationFailed,
      details: { missing: ['cover', 'sections'] },
    });
    expect(h.api.log.entries).toEqual([]);
  });

  it('publish saves what is unsaved first, then publishes that revision', async () => {
    const h = anEditorHarness();
    const { id, session } = await newArticle(h);
    session.edit((d) => ({ ...d, title: 'Doi Suthep', cover: COVER }));
    session.editSections((s) =>
      insertSection('article', s, { type: 'text', html: '<p>Up the naga stairs</p>' }, h.contentEditor.newId),
    );
    await expect(session.publish()).resolves.toBe(true);
    expect(h.api.log.only('contentApi').slice(-2)).toEqual(['contentApi.save', 'contentApi.publish']);
    expect(session.getState()).toMatchObject({ busy: null, content: { status: 'published', publishedVersion: 1 } });
    expect(h.api.get(id).status).toBe('published');
  });

  it('publish does not go ahead when the save could not reach the server', async () => {
    const h = anEditorHarness();
    const { session } = await newArticle(h);
    session.edit((d) => ({ ...d, title: 'T', cover: COVER, sections: [{ sectionId: 'a', type: 'text', html: 'x' }] }));
    h.api.failures.fail('save', networkError());
    await expect(session.publish()).resolves.toBe(false);
    expect(h.api.log.entries).not.toContain('contentApi.publish');
    expect(session.getState().autosave.status).toBe('offline');
  });

  it('deleteDraft goes back to the published version; deleteContent removes it and its local copies', async () => {
    const h = anEditorHarness();
    h.api.seed({
      contentId: 'p1',
      status: 'published',
      version: 2,
      publishedVersion: 1,
      draftVersion: 2,
      revision: 5,
      title: 'Draft title',
    });
    const session = await opened(h, 'p1');
    await expect(session.deleteDraft()).resolves.toBe(true);
    expect(session.getState()).toMatchObject({
      content: { draftVersion: null, version: 1 },
      autosave: { status: 'saved' },
    });
    title(session, 'edit');
    await expect(session.deleteContent()).resolves.toBe(true);
    expect(session.getState().phase).toBe('deleted');
    expect(h.store.get(editorDraftKey('p1'))).toBeNull();
    await expect(h.api.getEditorContent('p1')).rejects.toMatchObject({ code: ErrorCode.contentNotFound });
  });

  it('spec §8 "delete content": an internal failure carries the action message', async () => {
    const h = anEditorHarness();
    const { session } = await newArticle(h);
    h.api.failures.fail('deleteContent', { status: { err_code: ErrorCode.internalUser, err_message: 'boom' } });
    await expect(session.deleteContent()).resolves.toBe(false);
    expect(session.getState().error).toMatchObject({ code: ErrorCode.internalUser, action: 'deleteContent' });
  });

  it('categories are fetched once and a failure is retried on the next call', async () => {
    const h = anEditorHarness();
    h.api.failures.fail('listCategories', networkError());
    await expect(h.contentEditor.listCategories()).rejects.toMatchObject({ code: ErrorCode.unknown });
    await expect(h.contentEditor.listCategories()).resolves.toHaveLength(3);
    await h.contentEditor.listCategories();
    expect(h.api.log.entries.filter((e) => e === 'contentApi.listCategories')).toHaveLength(2);
  });
});

describe('ContentEditorService — conflicts keep everything typed', () => {
  async function conflictedTab() {
    const h = anEditorHarness();
    const { id, session } = await newArticle(h);
    title(session, 'Base');
    await session.flush();
    h.api.otherTabSaves(id, { title: 'Theirs' });
    title(session, 'Mine');
    await session.flush();
    return { h, id, session };
  }

  it('typing on while the conflict is shown is part of "mine" for keepMine', async () => {
    const { h, id, session } = await conflictedTab();
    title(session, 'Mine, typed after the conflict');
    await session.keepMine();
    expect(h.api.get(id).title).toBe('Mine, typed after the conflict');
    expect(h.store.get(editorBackupKey(id))).toBeNull();
  });

  it('typing on while the conflict is shown is part of the backup for takeTheirs', async () => {
    const { session } = await conflictedTab();
    title(session, 'Mine, typed after the conflict');
    session.takeTheirs();
    expect(session.getState().backup?.document.title).toBe('Mine, typed after the conflict');
  });

  it('mine is set aside at once: another tab of this browser overwriting the draft key cannot lose it on a reload', async () => {
    const { h, id, session } = await conflictedTab();
    session.dispose();
    h.store.set(editorDraftKey(id), 'overwritten by another tab');
    const reopened = await opened(h, id);
    expect(reopened.getState()).toMatchObject({
      document: { title: 'Theirs' },
      backup: { document: { title: 'Mine' } },
    });
  });

  it('a reload during a conflict shows the conflict again, not a second copy of mine', async () => {
    const { h, id, session } = await conflictedTab();
    session.dispose();
    const reopened = await opened(h, id);
    expect(reopened.getState()).toMatchObject({
      autosave: { status: 'conflict' },
      conflict: { mine: { title: 'Mine' } },
      backup: null,
    });
  });

  it('a 409 whose other copy cannot be read (offline) retries later instead of showing an empty conflict', async () => {
    const h = anEditorHarness();
    const { id, session } = await newArticle(h);
    title(session, 'Base');
    await session.flush();
    h.api.otherTabSaves(id, { title: 'Theirs' });
    h.api.failures.fail('getEditorContent', networkError());
    title(session, 'Mine');
    await session.flush();
    expect(session.getState()).toMatchObject({ autosave: { status: 'offline' }, conflict: null });
    h.scheduler.advance(2000);
    await settle();
    expect(session.getState()).toMatchObject({
      autosave: { status: 'conflict' },
      conflict: { theirs: { title: 'Theirs' } },
    });
  });

  it('publish from a stale revision shows the conflict too', async () => {
    const h = anEditorHarness();
    const { id, session } = await newArticle(h);
    session.edit((d) => ({ ...d, title: 'T', cover: COVER, sections: [{ sectionId: 'a', type: 'text', html: 'x' }] }));
    await session.flush();
    h.api.otherTabSaves(id, { summary: 'other tab' });
    await expect(session.publish()).resolves.toBe(false);
    expect(session.getState()).toMatchObject({ autosave: { status: 'conflict' }, conflict: { changed: ['summary'] } });
    expect(h.api.get(id).status).toBe('draft');
  });
});

describe('ContentEditorService — a browser that cannot keep the local copy', () => {
  it('typing goes on, the save still happens, and the state says the local copy failed', async () => {
    const h = anEditorHarness();
    const { id, session } = await newArticle(h);
    h.store.set = () => {
      throw new Error('QuotaExceededError');
    };
    title(session, 'Storage is full');
    expect(session.getState()).toMatchObject({ localCopyFailed: true, document: { title: 'Storage is full' } });
    expect(h.logger.at('error')).toHaveLength(1);
    await session.flush();
    expect(h.api.get(id).title).toBe('Storage is full');
  });
});
