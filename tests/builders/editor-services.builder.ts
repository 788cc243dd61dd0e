import { ContentEditorService } from '../../src/application/content/content-editor.service';
import { MediaService } from '../../src/application/content/media.service';
import { MyContentsService } from '../../src/application/content/my-contents.service';
import { PlacesService } from '../../src/application/places/places.service';
import { TripImportService } from '../../src/application/content/trip-import.service';
import { DomTripFileReader } from '../../src/infrastructure/browser/dom-trip-file-reader';
import { InMemoryClock } from '../fakes/in-memory-clock';
import { InMemoryContentApi } from '../fakes/in-memory-content-api';
import { InMemoryImageProcessor } from '../fakes/in-memory-image-processor';
import { InMemoryKeyValueStore } from '../fakes/in-memory-key-value-store';
import { InMemoryLocationApi } from '../fakes/in-memory-location-api';
import { InMemoryLogger } from '../fakes/in-memory-logger';
import { InMemoryMediaUpload } from '../fakes/in-memory-media-upload';
import { InMemoryRandom } from '../fakes/in-memory-random';
import { InMemoryScheduler } from '../fakes/in-memory-scheduler';
import { LazyServices } from '../../src/ui/stores/lazy-services';

/**
 * The editor's application services over in-memory ports, as the container wires them.
 * Pass a shared key-value store / clock to make a second "tab" over the same server (`api`) and storage.
 */
export function anEditorHarness(
  options: { api?: InMemoryContentApi; store?: InMemoryKeyValueStore; clock?: InMemoryClock } = {},
) {
  const api = options.api ?? new InMemoryContentApi();
  const store = options.store ?? new InMemoryKeyValueStore();
  const clock = options.clock ?? new InMemoryClock();
  const scheduler = new InMemoryScheduler(clock);
  const logger = new InMemoryLogger();
  const random = new InMemoryRandom();
  const imageProcessor = new InMemoryImageProcessor();
  const mediaUpload = new InMemoryMediaUpload();
  const locationApi = new InMemoryLocationApi();
  const contentEditor = new ContentEditorService({ api, store, clock, scheduler, logger, random });
  const myContents = new MyContentsService(api, store);
  const media = new MediaService(imageProcessor, mediaUpload);
  const places = new PlacesService(locationApi);
  const tripImport = new TripImportService({
    reader: new DomTripFileReader(),
    places: locationApi,
    api,
    newId: contentEditor.newId,
  });
  return {
    api,
    store,
    clock,
    scheduler,
    logger,
    random,
    imageProcessor,
    mediaUpload,
    locationApi,
    contentEditor,
    myContents,
    media,
    places,
    tripImport,
  };
}

export type EditorHarness = ReturnType<typeof anEditorHarness>;

/** The UiServices fields of the editor, for RootStore builders (the editor's own services here from the start). */
export const editorUiServices = (h: EditorHarness) => ({
  contentEditing: LazyServices.ready({ contentEditor: h.contentEditor, myContents: h.myContents }),
  media: h.media,
  places: h.places,
  tripImport: h.tripImport,
});
