/**
 * What a GPX, KML or KMZ file holds once read (src/infrastructure/browser/trip-file-reader.ts reads the XML;
 * this is the format-free shape the planning works on). Pure data.
 */

/** One point of the file: a waypoint, a route point, a track point or a KML placemark's point. */
export interface ImportPoint {
  /** The point's own name ('' when it has none: a track point, an unnamed route point). */
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
  /** The instant it was recorded (ISO 8601, GPX `<time>`, KML `<when>`/`<TimeStamp>`), or null. */
  readonly time: string | null;
}

/**
 * A run of points the file keeps together: GPX waypoints (all of them, one group), a route, a track (its
 * segments joined), a KML folder's placemarks, or a KML line. Tracks are recorded breadcrumbs, not places:
 * the planning keeps only where each day of a track starts and ends.
 */
export interface ImportGroup {
  readonly kind: 'waypoints' | 'route' | 'track' | 'folder';
  readonly name: string;
  readonly points: readonly ImportPoint[];
}

export type ImportFormat = 'gpx' | 'kml' | 'kmz';

export interface ImportSource {
  readonly format: ImportFormat;
  /** The file's own name for itself (GPX `<metadata><name>`, KML `<Document><name>`), or ''. */
  readonly name: string;
  readonly groups: readonly ImportGroup[];
}

/**
 * Why a file cannot be imported, each with its own translated message (editor.import.errors.*):
 * - notSupported: neither GPX, KML nor KMZ (by name and by content);
 * - tooLarge: over IMPORT_FILE_MAX_BYTES;
 * - malformed: not well-formed XML, or a KMZ that is not a readable zip holding a .kml;
 * - noPoints: well-formed, but not one point with valid coordinates.
 */
export type ImportFileProblem = 'notSupported' | 'tooLarge' | 'malformed' | 'noPoints';

export class ImportFileError extends Error {
  constructor(
    readonly problem: ImportFileProblem,
    detail: string,
  ) {
    super(detail);
    this.name = 'ImportFileError';
  }
}

/**
 * 5 MiB, the size of an upload (UPLOAD_MAX_BYTES): a day's phone track at one point a second is about 1.5 MB of
 * GPX, so a whole trip fits; a bigger file is mostly track points the import does not keep anyway. A KMZ's
 * unzipped KML is held to the same bound so a small zip cannot unpack into a huge document.
 */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A point is the known place within 150 m of it: a GPS fix in a city is good to 5–20 m, but a waypoint is often
 * saved at the car park or the entrance, and a temple or a market spans 100 m or more; past 150 m the nearest
 * known place is usually a neighbour, not the one the point was saved for.
 */
export const IMPORT_MATCH_RADIUS_M = 150;

/** Where the days are cut when the file carries times and nothing says otherwise: the app's home zone. */
export const IMPORT_DEFAULT_TIME_ZONE = 'Asia/Bangkok';

const EXTENSIONS: Readonly<Record<string, ImportFormat>> = { gpx: 'gpx', kml: 'kml', kmz: 'kmz' };

/** The format a file name says, or null (the content is still checked: a .gpx that holds KML is refused). */
export function importFormatOfName(fileName: string): ImportFormat | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  return EXTENSIONS[ext] ?? null;
}

/** A coordinate pair a place may have (spec §8 4000607032's lat/lng rule). */
export const isValidPoint = (lat: number, lng: number): boolean =>
  Number.isFinite(lat) && Number.isFinite(lng) && lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180;
