import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { constants } from 'node:fs';
import { access, copyFile, link, mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { failure } from '../../../src/domain/errors/failure';
import type { LocalFileStorage, PresignedPut, PresignPutOptions } from '../../kernel/storage.port';
import { assertSafeKey } from './safe-key';

export interface LocalStorageConfig {
  /** `DATA_DIR/uploads`. */
  readonly root: string;
  /** Origin written into signed URLs (`PUBLIC_URL`). */
  readonly publicUrl: string;
  readonly signingSecret: string;
}

/**
 * The embedded stand-in for a bucket: files under DATA_DIR/uploads, uploaded through this server's own
 * signed, expiring PUT URLs (`/api/uploads/<key>?expires=&signature=`, HMAC-SHA256 of method, key and expiry).
 */
export class LocalObjectStorage implements LocalFileStorage {
  readonly kind = 'local' as const;

  constructor(private readonly config: LocalStorageConfig) {}

  async presignPut(key: string, options: PresignPutOptions): Promise<PresignedPut> {
    assertSafeKey(key);
    const expires = options.now.getTime() + options.expiresInSeconds * 1000;
    const signature = this.sign(key, expires);
    return {
      url: `${this.config.publicUrl}/api/uploads/${key}?expires=${expires}&signature=${signature}`,
      expiresAt: new Date(expires),
    };
  }

  /** Refuses a forged signature or an expired URL with 403 4030101007 (the upload rows are checked by their owners). */
  verifyPut(key: string, expires: number, signature: string, nowMs: number): void {
    const expected = Buffer.from(this.sign(key, expires), 'hex');
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw failure(ErrorCode.forbidden, 'Upload signature is invalid');
    if (nowMs > expires) throw failure(ErrorCode.forbidden, 'Upload URL has expired');
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.config.publicUrl}/api/uploads/${key}`;
  }

  /** Written whole (temp file + rename) so a reader never sees half an image. */
  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(temp, bytes);
    await rename(temp, target);
  }

  /**
   * Written whole to a temp file, then link(2)ed to the key: link never replaces an existing name, so of any
   * number of concurrent PUTs exactly one claims the key and the others store nothing (EEXIST → false).
   * Where the file system has no hard links, copyFile with COPYFILE_EXCL gives the same create-if-absent claim
   * (readers find the object through its row, which is marked stored only after this returns).
   */
  async putOnce(key: string, bytes: Buffer, _contentType?: string): Promise<boolean> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temp, bytes, { flag: 'wx' });
    try {
      try {
        await link(temp, target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
        await copyFile(temp, target, constants.COPYFILE_EXCL);
      }
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await unlink(temp).catch(() => undefined);
    }
  }

  async discard(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.config.signingSecret).update(`PUT\n${key}\n${expires}`).digest('hex');
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.config.root, ...key.split('/'));
  }
}
