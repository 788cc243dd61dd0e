import type { ImportSource } from '../../domain/trip-import/import-source';

/** A file the person picked: its name and its bytes (already checked against IMPORT_FILE_MAX_BYTES). */
export interface PickedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/**
 * Reads a GPX 1.0/1.1, KML 2.2 or KMZ file into its points, routes, tracks and folders. Refuses with an
 * ImportFileError (domain/trip-import/import-source.ts) naming the problem: notSupported, malformed (XML that
 * does not parse, a KMZ that is not a zip with a .kml), noPoints; never a partial answer.
 */
export interface TripFileReader {
  read(file: PickedFile): Promise<ImportSource>;
}
