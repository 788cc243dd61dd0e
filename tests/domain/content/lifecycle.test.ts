import { describe, expect, it } from 'vitest';
import type { ImageRef, Section } from '../../../src/domain/content/content';
import {
  createDraft,
  deleteContent,
  deleteDraft,
  lifecycleState,
  publish,
  reservedPointers,
  save,
  workingVersion,
  type ContentPointers,
  type LifecycleAnswer,
  type PublishableDocument,
} from '../../../src/domain/content/lifecycle';

const T0 = Date.UTC(2026, 0, 1);
const T1 = T0 + 60_000;
const cover: ImageRef = {
  imageId: 'img1',
  url: 'https://example.test/img1',
  blurhash: null,
  width: 1200,
  height: 800,
} as ImageRef;
const section = { sectionId: 's1', type: 'text', html: '<p>hi</p>' } as Section;
const ready: PublishableDocument = { title: 'Old town walk', cover, sections: [section] };

const at = (changes: Partial<ContentPointers>): ContentPointers => ({ ...reservedPointers(), ...changes });
/** A reserved content: revision 1, version 0. */
const RESERVED = reservedPointers();
/** Saved once, never published. */
const DRAFT = at({ status: 'draft', revision: 2, draftVersion: 1, latestVersion: 1 });
/** Published v1, no draft. */
const PUBLISHED = at({ status: 'published', revision: 3, publishedVersion: 1, latestVersion: 1, publishedAt: T0 });
/** Published v1 with draft v2. */
const EDITING = at({
  status: 'published',
  revision: 4,
  publishedVersion: 1,
  draftVersion: 2,
  latestVersion: 2,
  publishedAt: T0,
});
const DELETED = at({ ...PUBLISHED, revision: 4, deletedAt: T0 });

type Row = [name: string, answer: () => LifecycleAnswer, expected: Record<string, unknown>];

const next = (pointers: ContentPointers, changes: Partial<ContentPointers>) => ({
  ok: true,
  next: { ...pointers, ...changes, revision: pointers.revision + 1 },
});

describe('content lifecycle (spec §7 content-platform): reserved → draft → published, versions and revisions', () => {
  it('a reserved content has revision 1 and version 0, nothing saved', () => {
    expect(RESERVED).toEqual({
      status: 'reserved',
      revision: 1,
      draftVersion: null,
      publishedVersion: null,
      latestVersion: 0,
      publishedAt: null,
      deletedAt: null,
    });
    expect(lifecycleState(RESERVED)).toBe('reserved');
    expect(workingVersion(RESERVED)).toBe(0);
    expect(workingVersion(EDITING)).toBe(2);
    expect(workingVersion(PUBLISHED)).toBe(1);
    expect(lifecycleState(DELETED)).toBe('deleted');
  });

  it.each<Row>([
    // save (PUT / PATCH)
    [
      'save: a reserved content becomes draft v1',
      () => save(RESERVED, 1),
      {
        ...next(RESERVED, { status: 'draft', draftVersion: 1, latestVersion: 1 }),
        effect: { kind: 'insertVersion', version: 1 },
      },
    ],
    [
      'save: an existing draft is overwritten in place (pointers kept, revision + 1)',
      () => save(DRAFT, 2),
      { ...next(DRAFT, {}), effect: { kind: 'updateDraft', version: 1 } },
    ],
    [
      'save: a published content without a draft starts draft latest+1 and stays published',
      () => save(PUBLISHED, 3),
      { ...next(PUBLISHED, { draftVersion: 2, latestVersion: 2 }), effect: { kind: 'insertVersion', version: 2 } },
    ],
    [
      'save: on a published content with a draft, the draft is overwritten',
      () => save(EDITING, 4),
      { ...next(EDITING, {}), effect: { kind: 'updateDraft', version: 2 } },
    ],
    [
      'save: from a stale revision is refused with the current revision (409 4090607009)',
      () => save(DRAFT, 1),
      { ok: false, reason: 'stale', currentRevision: 2 },
    ],
    ['save: a deleted content is missing (404)', () => save(DELETED, 4), { ok: false, reason: 'missing' }],

    // publish
    [
      'publish: the draft of a never-published content becomes v1, published_at set',
      () => publish(DRAFT, 2, ready, T1),
      {
        ...next(DRAFT, { status: 'published', publishedVersion: 1, draftVersion: null, publishedAt: T1 }),
        effect: { kind: 'publishDraft', version: 1 },
      },
    ],
    [
      'publish: a new draft replaces the public version; the first publish time is kept',
      () => publish(EDITING, 4, ready, T1),
      {
        ...next(EDITING, { publishedVersion: 2, draftVersion: null, publishedAt: T0 }),
        effect: { kind: 'publishDraft', version: 2 },
      },
    ],
    [
      'publish: nothing to publish when the published version is current',
      () => publish(PUBLISHED, 3, null, T1),
      {
        ok: false,
        reason: 'nothingToPublish',
        message: 'There is no draft to publish: the published version is current',
      },
    ],
    [
      'publish: a reserved content lacks title, cover and sections',
      () => publish(RESERVED, 1, null, T1),
      {
        ok: false,
        reason: 'publishRequirements',
        missing: ['title', 'cover', 'sections'],
        message: 'Cannot publish yet, missing: title, cover, sections',
      },
    ],
    [
      'publish: needs a title, a cover and a section',
      () => publish(DRAFT, 2, { title: ' ', cover: null, sections: [section] }, T1),
      { ok: false, reason: 'publishRequirements', missing: ['title', 'cover'] },
    ],
    [
      'publish: from a stale revision is refused before anything else',
      () => publish(PUBLISHED, 2, null, T1),
      { ok: false, reason: 'stale', currentRevision: 3 },
    ],

    // create_draft
    [
      'create_draft: a published content gets a copy of its published version as latest+1',
      () => createDraft(PUBLISHED, 3),
      {
        ...next(PUBLISHED, { draftVersion: 2, latestVersion: 2 }),
        effect: { kind: 'copyAsDraft', from: 1, version: 2 },
      },
    ],
    [
      'create_draft: with an existing draft, it is returned unchanged (revision kept)',
      () => createDraft(EDITING, 4),
      { ok: true, next: EDITING, effect: { kind: 'unchanged' } },
    ],
    [
      'create_draft: with an existing draft, even a stale revision is answered unchanged (idempotent)',
      () => createDraft(EDITING, 1),
      { ok: true, next: EDITING, effect: { kind: 'unchanged' } },
    ],
    [
      'create_draft: a never-published content already is a draft: returned unchanged',
      () => createDraft(DRAFT, 2),
      { ok: true, next: DRAFT, effect: { kind: 'unchanged' } },
    ],
    [
      'create_draft: a reserved content was never published',
      () => createDraft(RESERVED, 1),
      { ok: false, reason: 'neverPublished', message: 'Nothing is published yet: save the content to start its draft' },
    ],
    [
      'create_draft: from a stale revision without a draft',
      () => createDraft(PUBLISHED, 2),
      { ok: false, reason: 'stale', currentRevision: 3 },
    ],
    ['create_draft: a deleted content is missing', () => createDraft(DELETED, 4), { ok: false, reason: 'missing' }],

    // delete_draft
    [
      'delete_draft: drops the draft and goes back to the published version',
      () => deleteDraft(EDITING, 4),
      { ...next(EDITING, { draftVersion: null, latestVersion: 1 }), effect: { kind: 'dropDraft', version: 2 } },
    ],
    [
      'delete_draft: never published, cannot drop its only draft',
      () => deleteDraft(DRAFT, 2),
      {
        ok: false,
        reason: 'onlyDraft',
        message: 'A content never published cannot drop its only draft: delete the content instead',
      },
    ],
    [
      'delete_draft: reserved has nothing published either',
      () => deleteDraft(RESERVED, 1),
      { ok: false, reason: 'onlyDraft' },
    ],
    [
      'delete_draft: no draft to delete',
      () => deleteDraft(PUBLISHED, 3),
      { ok: false, reason: 'noDraft', message: 'There is no draft to delete' },
    ],
    [
      'delete_draft: from a stale revision',
      () => deleteDraft(EDITING, 3),
      { ok: false, reason: 'stale', currentRevision: 4 },
    ],

    // delete
    [
      'delete: soft delete from any state (reserved)',
      () => deleteContent(RESERVED, 1, T1),
      { ...next(RESERVED, { deletedAt: T1 }), effect: { kind: 'softDelete' } },
    ],
    [
      'delete: soft delete of a published content with a draft',
      () => deleteContent(EDITING, 4, T1),
      { ...next(EDITING, { deletedAt: T1 }), effect: { kind: 'softDelete' } },
    ],
    [
      'delete: without a revision, no check',
      () => deleteContent(DRAFT, null, T1),
      { ...next(DRAFT, { deletedAt: T1 }), effect: { kind: 'softDelete' } },
    ],
    [
      'delete: from a stale revision',
      () => deleteContent(DRAFT, 1, T1),
      { ok: false, reason: 'stale', currentRevision: 2 },
    ],
    ['delete: twice is missing (404)', () => deleteContent(DELETED, null, T1), { ok: false, reason: 'missing' }],
  ])('%s', (_name, answer, expected) => {
    expect(answer()).toMatchObject(expected);
  });

  it('walk: reserve, save, publish, create_draft, save, publish, delete_draft refused, delete; every accepted write adds one revision', () => {
    let p = reservedPointers();
    const step = (answer: LifecycleAnswer) => {
      if (!answer.ok) throw new Error(answer.message);
      p = answer.next;
      return p;
    };
    step(save(p, p.revision));
    step(publish(p, p.revision, ready, T0));
    step(createDraft(p, p.revision));
    step(save(p, p.revision));
    step(publish(p, p.revision, ready, T1));
    expect(p).toEqual({
      status: 'published',
      revision: 6,
      draftVersion: null,
      publishedVersion: 2,
      latestVersion: 2,
      publishedAt: T0,
      deletedAt: null,
    });
    expect(deleteDraft(p, p.revision)).toMatchObject({ ok: false, reason: 'noDraft' });
    step(deleteContent(p, p.revision, T1));
    expect(lifecycleState(p)).toBe('deleted');
    expect(p.revision).toBe(7);
  });
});
