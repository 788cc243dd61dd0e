import type { ContentDocument, ContentLanguage } from '../../domain/content/content';
import { EMPTY_DOCUMENT } from '../../domain/content/content';
import { CONTENT_LIMITS } from '../../domain/content/content-rules';
import type { IdGenerator } from '../../domain/content/section-edits';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import {
  importedDays,
  withImportedDays,
  type ImportChoices,
  type StopMatch,
} from '../../domain/trip-import/import-apply';
import { planImport, plannedStops, type ImportPlan } from '../../domain/trip-import/import-plan';
import {
  IMPORT_DEFAULT_TIME_ZONE,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_MATCH_RADIUS_M,
  ImportFileError,
  type ImportSource,
} from '../../domain/trip-import/import-source';
import type { ContentApi } from '../ports/content-api.port';
import type { LocationApi } from '../ports/location-api.port';
import type { PickedFile, TripFileReader } from '../ports/trip-file-reader.port';
import { normalized } from '../shared/normalized';

/** What the preview shows before anything is saved. */
export interface ImportPreview {
  readonly fileName: string;
  readonly source: ImportSource;
  readonly plan: ImportPlan;
  /** Each stop's known place within IMPORT_MATCH_RADIUS_M, or null. */
  readonly matches: ReadonlyMap<string, StopMatch | null>;
}

export interface TripImportDeps {
  readonly reader: TripFileReader;
  readonly places: Pick<LocationApi, 'search'>;
  readonly api: Pick<ContentApi, 'reserve' | 'save'>;
  readonly newId: IdGenerator;
}

/** Lookups in flight at once while matching (a file of 60 points asks 60 times, 4 at a time). */
const MATCH_CONCURRENCY = 4;

/**
 * "Import GPX/KML": a file becomes a preview (days of stops, each matched to the known place within
 * IMPORT_MATCH_RADIUS_M through the place picker's nearby search), then one save. Into an existing trip the save
 * is the editor session's own (EditorSession.saveChange: same PUT, same revision check); a new trip is reserved
 * and saved in one PUT. New places travel as the stops' pending locations inside that same save (spec §8
 * 4000607032 rules checked before it and by the server), so nothing is created unless the whole trip is saved.
 */
export class TripImportService {
  constructor(private readonly deps: TripImportDeps) {}

  /** Reads, plans and matches a file; ImportFileError for a bad file, AppError when the lookup fails. */
  async preview(file: PickedFile, options: { maxDays: number; lang: ContentLanguage }): Promise<ImportPreview> {
    if (file.bytes.length > IMPORT_FILE_MAX_BYTES)
      throw new ImportFileError('tooLarge', `${file.name} is larger than ${IMPORT_FILE_MAX_BYTES} bytes`);
    const source = await this.deps.reader.read(file);
    const plan = planImport(source, { timeZone: IMPORT_DEFAULT_TIME_ZONE, maxDays: options.maxDays });
    if (plan.days.length === 0) throw new ImportFileError('noPoints', 'no day could be made of the file');
    return { fileName: file.name, source, plan, matches: await this.match(plan, options.lang) };
  }

  private async match(plan: ImportPlan, lang: ContentLanguage): Promise<Map<string, StopMatch | null>> {
    const stops = plannedStops(plan);
    const matches = new Map<string, StopMatch | null>();
    let next = 0;
    const worker = async () => {
      while (next < stops.length) {
        const stop = stops[next++];
        const [nearest] = await normalized(() =>
          this.deps.places.search({ keyword: '', near: { lat: stop.lat, lng: stop.lng }, limit: 1, lang }),
        );
        const close = nearest && nearest.distanceM !== null && nearest.distanceM <= IMPORT_MATCH_RADIUS_M;
        matches.set(
          stop.key,
          close ? { locationId: nearest.locationId, name: nearest.name, distanceM: nearest.distanceM ?? 0 } : null,
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(MATCH_CONCURRENCY, stops.length) }, worker));
    return matches;
  }

  /**
   * The document change an import makes (for EditorSession.saveChange): the trip with the imported days after its
   * own sections. Throws an AppError (4000607032 for a pending place, else 4220607000) when the result would break
   * a content rule, so the save is never tried. A promise, as every member: the composition root binds the
   * service behind lazyPort, so its code downloads with the first import, not with every screen.
   */
  changeFor(preview: ImportPreview, choices: ImportChoices): Promise<(document: ContentDocument) => ContentDocument> {
    return Promise.resolve((document: ContentDocument) => {
      const days = importedDays(preview.plan, choices, document.language, this.deps.newId);
      if (days.length === 0) throw nothingChosen();
      const { document: next, problems } = withImportedDays(document, days);
      if (problems.length > 0) {
        const pending = problems[0].kind === 'pendingLocation';
        throw new AppError({
          code: pending ? ErrorCode.invalidPendingLocations : ErrorCode.contentValidationFailed,
          messageKey: pending ? 'errors.invalidPendingLocations' : 'errors.contentValidationFailed',
          message: problems.map((p) => p.message).join('; '),
        });
      }
      return next;
    });
  }

  /** A new trip holding the import, titled after the file: reserved, then saved whole once. Its id. */
  async importAsNewTrip(preview: ImportPreview, choices: ImportChoices, language: ContentLanguage): Promise<string> {
    const title = (preview.source.name || preview.fileName.replace(/\.(gpx|kml|kmz)$/i, ''))
      .trim()
      .slice(0, CONTENT_LIMITS.titleMax);
    const document = (await this.changeFor(preview, choices))({ ...EMPTY_DOCUMENT, title, language });
    const reserved = await normalized(() => this.deps.api.reserve('trip'), 'createContent');
    await normalized(() => this.deps.api.save(reserved.contentId, reserved.revision, document));
    return reserved.contentId;
  }
}

const nothingChosen = () =>
  new AppError({
    code: ErrorCode.unknown,
    messageKey: 'editor.import.errors.nothingChosen',
    message: 'no stop chosen',
  });
