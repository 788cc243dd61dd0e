import path from 'node:path';
import type { Clock } from '../../kernel/clock';
import type { ServerConfig } from '../../kernel/config';
import { LocalObjectStorage } from './local-object-storage';
import type { ObjectStorage } from '../../kernel/storage.port';
import { S3ObjectStorage } from './s3-object-storage';

/** The DATA_DIR/uploads folder: avatars and report attachments always, content images when STORAGE=local. */
export const createLocalStorage = (config: ServerConfig, signingSecret: string): LocalObjectStorage =>
  new LocalObjectStorage({ root: path.join(config.dataDir, 'uploads'), publicUrl: config.publicUrl, signingSecret });

/** The content-image store chosen by STORAGE (see server/kernel/config.ts). */
export function createObjectStorage(
  config: ServerConfig,
  local: LocalObjectStorage,
  clock: Clock,
  fetcher: typeof fetch = fetch,
): ObjectStorage {
  return config.storage.kind === 's3' ? new S3ObjectStorage(config.storage.s3, clock, fetcher) : local;
}
