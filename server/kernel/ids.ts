import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** Opaque identifiers: user ids are UUIDs; tickets and uploads are short random hex. */
export const newUserId = (): string => randomUUID();
export const newId = (bytes = 12): string => randomBytes(bytes).toString('hex');
export const newSecretToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
