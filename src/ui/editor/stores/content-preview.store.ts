import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { ContentEditorService } from '../../../application/content/content-editor.service';
import type { EditorSessionState } from '../../../application/content/editor-session-state';
import type { PlacesService } from '../../../application/places/places.service';
import type { Location } from '../../../application/ports/location-api.port';
import { referencedLocationIds } from '../../../domain/content/content-rules';
import type { PlaceSummary } from '../../../domain/content/content';
import { PREVIEW_MEDIA, type PreviewMedium } from '../../../domain/layout/layout-constants';

/**
 * The preview ("preview at phone, tablet and web widths", spec §9): the same document the
 * editor holds, local unsaved edits included, with its known places resolved, shown at one medium.
 */
export class ContentPreviewStore {
  state: EditorSessionState | null = null;
  medium: PreviewMedium = 'phone';
  places: readonly PlaceSummary[] = [];

  constructor(
    private readonly editor: Pick<ContentEditorService, 'open'>,
    private readonly lookup: Pick<PlacesService, 'getLocations'>,
    readonly contentId: string,
  ) {
    makeAutoObservable<ContentPreviewStore, 'editor' | 'lookup'>(
      this,
      { editor: false, lookup: false, state: observableRef, places: observableRef },
      { autoBind: true },
    );
  }

  start(): () => void {
    const session = this.editor.open(this.contentId);
    this.state = session.getState();
    const stop = session.subscribe((next) => runInAction(() => (this.state = next)));
    const stopPlaces = reaction(
      () => referencedLocationIds(this.state?.document?.sections ?? []).join(','),
      (ids) => void this.loadPlaces(ids ? ids.split(',') : []),
      { fireImmediately: true },
    );
    return () => {
      stop();
      stopPlaces();
      void session.flush().finally(() => session.dispose());
    };
  }

  setMedium(medium: PreviewMedium): void {
    if (PREVIEW_MEDIA.includes(medium)) this.medium = medium;
  }

  private async loadPlaces(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) {
      this.places = [];
      return;
    }
    try {
      const found: readonly Location[] = await this.lookup.getLocations(ids, this.state?.document?.language);
      runInAction(() => (this.places = found));
    } catch {
      // Location cards show their pending or unknown state; the preview stays usable.
    }
  }
}
