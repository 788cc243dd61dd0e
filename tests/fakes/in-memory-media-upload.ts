import type {
  LibraryImage,
  MediaUpload,
  PresignRequest,
  UploadOptions,
  UploadTarget,
} from '../../src/application/ports/media-upload.port';
import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { Failures } from './call-log';

/** Presigns and stores uploads in memory; progress is reported in quarters; an aborted signal rejects. */
export class InMemoryMediaUpload implements MediaUpload {
  readonly failures = new Failures();
  readonly presigned: PresignRequest[] = [];
  /** Declarations sent to locations/pending/pre_sign_url (a proposed place's photo). */
  readonly pendingLocationPresigned: Omit<PresignRequest, 'purpose'>[] = [];
  readonly uploaded = new Map<string, Blob>();
  library: LibraryImage[] = [];
  /** Every page the library was asked for, in order. */
  readonly libraryQueries: { offset: number; limit: number }[] = [];
  private nextId = 1;

  async presign(requests: readonly PresignRequest[]): Promise<readonly UploadTarget[]> {
    this.failures.throwIfScripted('presign');
    this.presigned.push(...requests);
    return requests.map(() => this.target());
  }

  async presignPendingLocation(request: Omit<PresignRequest, 'purpose'>): Promise<UploadTarget> {
    this.failures.throwIfScripted('presignPendingLocation');
    this.pendingLocationPresigned.push(request);
    return this.target();
  }

  async upload(uploadUrl: string, blob: Blob, options: UploadOptions = {}): Promise<void> {
    for (const fraction of [0.25, 0.5, 0.75]) {
      if (options.signal?.aborted)
        throw new AppError({
          code: ErrorCode.unknown,
          messageKey: 'errors.default',
          message: 'Upload aborted',
          details: { aborted: true },
        });
      options.onProgress?.(fraction);
      await Promise.resolve();
    }
    this.failures.throwIfScripted('upload');
    this.uploaded.set(uploadUrl, blob);
    options.onProgress?.(1);
  }

  async listLibrary(query: {
    offset: number;
    limit: number;
  }): Promise<{ items: readonly LibraryImage[]; total: number }> {
    this.libraryQueries.push({ ...query });
    this.failures.throwIfScripted('listLibrary');
    return { items: this.library.slice(query.offset, query.offset + query.limit), total: this.library.length };
  }

  private target(): UploadTarget {
    const imageId = `image-${this.nextId++}`;
    return {
      imageId,
      uploadUrl: `http://localhost/uploads/${imageId}?sig=1`,
      url: `http://localhost/api/content-platform/image-service/v1/images/${imageId}`,
      expiresAt: '2025-01-15T10:00:00.000Z',
    };
  }
}
