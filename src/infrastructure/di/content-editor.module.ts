import { ContainerModule } from 'inversify';
import type { ContentEditingServices } from '../../application/content/content-editing';
import { MediaService } from '../../application/content/media.service';
import { newSectionId } from '../../application/content/section-ids';
import { PlacesService } from '../../application/places/places.service';
import type { TripImportService } from '../../application/content/trip-import.service';
import type { TripFileReader } from '../../application/ports/trip-file-reader.port';
import type { Clock } from '../../application/ports/clock.port';
import type { ContentApi } from '../../application/ports/content-api.port';
import type { ImageProcessor } from '../../application/ports/image-processor.port';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import type { LocationApi } from '../../application/ports/location-api.port';
import type { Logger } from '../../application/ports/logger.port';
import type { MediaUpload } from '../../application/ports/media-upload.port';
import type { RandomSource } from '../../application/ports/random.port';
import type { Scheduler } from '../../application/ports/scheduler.port';
import { TimerScheduler } from '../browser/timer-scheduler';
import type { HttpClient } from '../http/http-client';
import { CanvasImageProcessor } from '../media/canvas-image-processor';
import { bindFactory } from './bind-factory';
import { lazyPort, lazyValue } from './lazy-port';
import { TOKENS } from './tokens';

/**
 * The editor: its adapters (HTTP, canvas, timers) and application services, in one module. The editing session
 * and my contents (with the autosave and the checks before publishing) are the editor screens' alone: their code
 * downloads when the first of those screens asks for them, not with the app's start.
 */
export const contentEditorModule = new ContainerModule(({ bind }) => {
  bindFactory(
    bind,
    TOKENS.contentApi,
    (http: HttpClient) =>
      lazyPort<ContentApi>(() =>
        import('../http/http-content-api').then(({ HttpContentApi }) => new HttpContentApi(http)),
      ),
    [TOKENS.httpClient],
  );
  bindFactory(
    bind,
    TOKENS.locationApi,
    (http: HttpClient) =>
      lazyPort<LocationApi>(() =>
        import('../http/http-location-api').then(({ HttpLocationApi }) => new HttpLocationApi(http)),
      ),
    [TOKENS.httpClient],
  );
  bindFactory(
    bind,
    TOKENS.mediaUpload,
    (http: HttpClient) =>
      lazyPort<MediaUpload>(() =>
        import('../media/http-media-upload').then(({ HttpMediaUpload }) => new HttpMediaUpload(http)),
      ),
    [TOKENS.httpClient],
  );
  bindFactory(bind, TOKENS.imageProcessor, () => new CanvasImageProcessor(), []);
  bindFactory(bind, TOKENS.scheduler, () => new TimerScheduler(), []);
  bindFactory(
    bind,
    TOKENS.contentEditing,
    (api: ContentApi, store: KeyValueStore, clock: Clock, scheduler: Scheduler, logger: Logger, random: RandomSource) =>
      lazyValue<ContentEditingServices>(() =>
        import('./content-editing').then(({ contentEditingServices }) =>
          contentEditingServices({ api, store, clock, scheduler, logger, random }),
        ),
      ),
    [TOKENS.contentApi, TOKENS.keyValueStore, TOKENS.clock, TOKENS.scheduler, TOKENS.logger, TOKENS.random],
  );
  bindFactory(
    bind,
    TOKENS.mediaService,
    (processor: ImageProcessor, uploads: MediaUpload) => new MediaService(processor, uploads),
    [TOKENS.imageProcessor, TOKENS.mediaUpload],
  );
  bindFactory(bind, TOKENS.placesService, (api: LocationApi) => new PlacesService(api), [TOKENS.locationApi]);
  // The reader (togeojson, fflate) downloads only when a file is picked.
  bindFactory(
    bind,
    TOKENS.tripFileReader,
    () =>
      lazyPort<TripFileReader>(() =>
        import('../browser/dom-trip-file-reader').then(({ DomTripFileReader }) => new DomTripFileReader()),
      ),
    [],
  );
  bindFactory(
    bind,
    TOKENS.tripImportService,
    (reader: TripFileReader, places: LocationApi, api: ContentApi, random: RandomSource) =>
      lazyPort<TripImportService>(() =>
        import('../../application/content/trip-import.service').then(
          ({ TripImportService: Service }) => new Service({ reader, places, api, newId: () => newSectionId(random) }),
        ),
      ),
    [TOKENS.tripFileReader, TOKENS.locationApi, TOKENS.contentApi, TOKENS.random],
  );
});
