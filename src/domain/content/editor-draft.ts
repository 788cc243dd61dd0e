import { DOCUMENT_FIELDS, type ContentDocument, type ContentKind, type EditorContent } from './content';

/**
 * The editor's local copy of a content ("nothing typed is lost on a reload, a network failure or
 * a conflict"). It is written on every edit, before any network call, and says which server revision the
 * edits started from, so opening the content again can tell "my unsaved edits on top of the current copy"
 * from "someone saved after my edits started" (a conflict, never decided silently).
 */
export interface EditorDraft {
  readonly contentId: string;
  readonly kind: ContentKind;
  readonly document: ContentDocument;
  /** The server revision the document was based on. */
  readonly baseRevision: number;
  /** When it was written locally (ms since the epoch). */
  readonly savedAt: number;
}

export const editorDraftKey = (contentId: string) => `travelogue.editorDraft.${contentId}`;
/** Where the person's own version goes when they take the other tab's: recoverable, never dropped silently. */
export const editorBackupKey = (contentId: string) => `travelogue.editorDraftBackup.${contentId}`;

export function documentOf(content: ContentDocument): ContentDocument {
  return Object.fromEntries(DOCUMENT_FIELDS.map((field) => [field, content[field]])) as unknown as ContentDocument;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = Object.keys(ra).filter((k) => ra[k] !== undefined);
  if (keys.length !== Object.keys(rb).filter((k) => rb[k] !== undefined).length) return false;
  return keys.every((k) => deepEqual(ra[k], rb[k]));
}

/** Same title, summary, language, cover, sections (in order) and categories. */
export function sameDocument(a: ContentDocument, b: ContentDocument): boolean {
  return deepEqual(documentOf(a), documentOf(b));
}

/** The top-level fields that differ, for a conflict view ("title, sections changed"). */
export function changedFields(a: ContentDocument, b: ContentDocument): (keyof ContentDocument)[] {
  return DOCUMENT_FIELDS.filter((field) => !deepEqual(a[field], b[field]));
}

export type DraftReconciliation =
  | { readonly kind: 'server' }
  | { readonly kind: 'local'; readonly document: ContentDocument }
  | { readonly kind: 'conflict'; readonly mine: ContentDocument; readonly theirs: EditorContent };

/**
 * What to show when a content opens, given the server's copy and the local draft (if any):
 * - no draft, or a draft equal to the server's copy: the server's copy;
 * - a draft based on the server's current revision: the draft, still to be saved;
 * - a draft based on another revision that differs: a conflict the person decides.
 */
export function reconcileDraft(draft: EditorDraft | null, server: EditorContent): DraftReconciliation {
  if (!draft || draft.contentId !== server.contentId || sameDocument(draft.document, server)) return { kind: 'server' };
  if (draft.baseRevision === server.revision) return { kind: 'local', document: draft.document };
  return { kind: 'conflict', mine: draft.document, theirs: server };
}

export function serializeDraft(draft: EditorDraft): string {
  return JSON.stringify(draft);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored draft, or null when the text is missing or not a draft (an old format, a hand edit). */
export function parseDraft(text: string | null): EditorDraft | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.document)) return null;
  const doc = value.document;
  const ok =
    typeof value.contentId === 'string' &&
    (value.kind === 'article' || value.kind === 'trip') &&
    typeof value.baseRevision === 'number' &&
    typeof value.savedAt === 'number' &&
    typeof doc.title === 'string' &&
    typeof doc.summary === 'string' &&
    (doc.language === 'th' || doc.language === 'en') &&
    (doc.cover === null || isRecord(doc.cover)) &&
    Array.isArray(doc.sections) &&
    Array.isArray(doc.categoryIds);
  return ok ? (value as unknown as EditorDraft) : null;
}
