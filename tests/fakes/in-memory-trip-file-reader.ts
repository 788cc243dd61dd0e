import type { PickedFile, TripFileReader } from '../../src/application/ports/trip-file-reader.port';
import type { ImportSource } from '../../src/domain/trip-import/import-source';
import { Failures } from './call-log';

/** Answers the source scripted for a file name; `failures.fail('read', new ImportFileError(...))` refuses one. */
export class InMemoryTripFileReader implements TripFileReader {
  readonly failures = new Failures();
  readonly sources = new Map<string, ImportSource>();
  readonly read = async (file: PickedFile): Promise<ImportSource> => {
    this.failures.throwIfScripted('read');
    const source = this.sources.get(file.name);
    if (!source) throw new Error(`no source scripted for ${file.name}`);
    return source;
  };
}
