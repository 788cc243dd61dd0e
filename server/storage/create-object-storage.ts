import path from 'node:path';
import type { Clock } from '../application/clock';
import type { ServerConfig } from '../config';
import { LocalObjectStorage } from './local-object-storage';
import type { ObjectStorage } from './object-storage';
import { S3ObjectStorage } from './s3-object-storage';

/** The DATA_DIR/uploads folder: avatars and report attachments always, content images when STORAGE=local. */
export const createLocalStorage = (config: ServerConfig): LocalObjectStorage =>
  new LocalObjectStorage({ root: path.join(config.dataDir, 'uploads'), publicUrl: config.publicUrl, signingSecret: config.uploadSigningSecret });

/** The content-image store chosen by STORAGE (see server/config.ts). */
export function createObjectStorage(config: ServerConfig, local: LocalObjectStorage, clock: Clock, fetcher: typeof fetch = fetch): ObjectStorage {
  return config.storage.kind === 's3' ? new S3ObjectStorage(config.storage.s3, clock, fetcher) : local;
}

/** Origins the SPA must reach with STORAGE=s3 (CSP): images load from the public URL, uploads PUT to the bucket. */
export function storageOrigins(config: Pick<ServerConfig, 'storage'>): { images: string[]; uploads: string[] } {
  if (config.storage.kind === 'local') return { images: [], uploads: [] };
  const s3 = config.storage.s3;
  const endpoint = new URL(s3.endpoint);
  const bucketOrigin = s3.pathStyle ? endpoint.origin : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`;
  return { images: [new URL(s3.publicUrl).origin], uploads: [bucketOrigin] };
}
