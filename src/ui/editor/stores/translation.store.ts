import { makeAutoObservable } from 'mobx';
import type { ContentDocument, ContentLanguage, ContentTranslation } from '../../../domain/content/content';
import { isSectionTranslated, translationIn } from '../../../domain/content/content-language';
import * as edits from '../../../domain/content/translation-edits';

/**
 * The editor's second language: which version is on screen (the original or its translation) and the edits of
 * the translation's words. Every edit goes through the editor's own `edit`, so it is kept in the local draft and
 * autosaved with the document, one revision for both languages (content-language.ts).
 */
export class TranslationStore {
  /** The translation is on screen instead of the original. */
  showing = false;

  constructor(
    private readonly document: () => ContentDocument,
    private readonly edit: (change: (doc: ContentDocument) => ContentDocument) => void,
    private readonly flush: () => void,
  ) {
    makeAutoObservable<TranslationStore, 'document' | 'edit' | 'flush'>(
      this,
      { document: false, edit: false, flush: false },
      { autoBind: true },
    );
  }

  /** The language a translation is (or would be) in. */
  get language(): ContentLanguage {
    return edits.otherLanguage(this.document());
  }

  get translation(): ContentTranslation | null {
    return translationIn(this.document(), this.language) ?? null;
  }

  /** The translation's words are on screen (only while there is one). */
  get writing(): boolean {
    return this.showing && this.translation !== null;
  }

  get progress(): edits.TranslationProgress {
    return edits.translationProgress(this.document(), this.language);
  }

  isTranslated(sectionId: string): boolean {
    return isSectionTranslated(this.document(), sectionId, this.language);
  }

  /** Starts the translation and shows it, saved at once so it is there on every device. */
  add(): void {
    this.edit(edits.addTranslation);
    this.showing = true;
    this.flush();
  }

  /** Drops the translation (the UI confirms first); saved at once like any explicit choice. */
  remove(): void {
    const language = this.language;
    this.edit((doc) => edits.removeTranslation(doc, language));
    this.showing = false;
    this.flush();
  }

  show(translation: boolean): void {
    this.showing = translation;
  }

  setTitle(title: string): void {
    const language = this.language;
    this.edit((doc) => edits.setTranslationTitle(doc, language, title));
  }

  setSummary(summary: string): void {
    const language = this.language;
    this.edit((doc) => edits.setTranslationSummary(doc, language, summary));
  }

  setWords(sectionId: string, words: edits.SectionWords): void {
    const language = this.language;
    this.edit((doc) => edits.setSectionWords(doc, language, sectionId, words));
  }

  setStopNote(sectionId: string, stopId: string, note: string): void {
    const language = this.language;
    this.edit((doc) => edits.setStopNote(doc, language, sectionId, stopId, note));
  }
}
