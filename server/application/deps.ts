import type { ServerConfig } from '../config';
import type { IdentityProvider } from '../identity/firebase-identity';
import type { LineClient } from '../identity/line-client';
import type { Database } from '../persistence/database';
import type { Clock } from './clock';

/** Everything a server use case may touch; built once in app.ts. */
export interface ServerDeps {
  readonly config: ServerConfig;
  readonly db: Database;
  readonly identity: IdentityProvider;
  readonly line: LineClient;
  readonly clock: Clock;
}

export const nowDate = (deps: Pick<ServerDeps, 'clock'>): Date => new Date(deps.clock.now());
