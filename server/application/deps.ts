import type { ServerConfig } from '../config';
import type { IdentityProvider } from '../identity/firebase-identity';
import type { LineClient } from '../identity/line-client';
import type { Database } from '../persistence/database';
import type { LocalObjectStorage } from '../storage/local-object-storage';
import type { ObjectStorage } from '../storage/object-storage';
import type { Clock } from './clock';

/** Everything a server use case may touch; built once in app.ts. */
export interface ServerDeps {
  readonly config: ServerConfig;
  readonly db: Database;
  readonly identity: IdentityProvider;
  readonly line: LineClient;
  readonly clock: Clock;
  /** Content images (covers, sections, the media library): local folder or S3 per STORAGE. */
  readonly storage: ObjectStorage;
  /** DATA_DIR/uploads behind this server's signed URLs: avatars, report attachments, and content images when local. */
  readonly localFiles: LocalObjectStorage;
}

export const nowDate = (deps: Pick<ServerDeps, 'clock'>): Date => new Date(deps.clock.now());
