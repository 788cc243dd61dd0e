import type { AxiosInstance } from 'axios';
import type {
  LibraryImage,
  MediaUpload,
  PresignRequest,
  UploadOptions,
  UploadTarget,
} from '../../application/ports/media-upload.port';
import type {
  ImageDeclarationWire,
  LibraryImageWire,
  PresignFileWire,
  PresignedUploadWire,
} from '../../contract/media.contract';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { normalizeError } from '../../domain/errors/normalize-error';
import { imageFromWire } from '../wire/content-mappers';
import type { HttpClient } from '../http/http-client';
import { loadAxios } from '../http/load-axios';
import { memoiseRetryable } from '../firebase/firebase-app';

const ORCHESTRATION = 'content-platform/content-orchestration-service/v1';
const LIBRARY = 'content-platform/editor-service/v1/collections/images';

const targetFromWire = (w: PresignedUploadWire): UploadTarget => ({
  imageId: w.image_id,
  uploadUrl: w.upload_url,
  url: w.url,
  expiresAt: w.expires_at,
});
/** The content type travels as given: the server answers 422 when it is not one of its image types. */
const declarationToWire = (r: Omit<PresignRequest, 'purpose'>): ImageDeclarationWire => ({
  content_type: r.contentType as ImageDeclarationWire['content_type'],
  width: r.width,
  height: r.height,
  blurhash: r.blurhash,
  size_bytes: r.sizeBytes,
});
const fileToWire = (r: PresignRequest): PresignFileWire => ({ purpose: r.purpose, ...declarationToWire(r) });

/**
 * Refusals of this server's upload URL that say what is wrong with the image itself (its type, pixels, size,
 * a URL already used): shown as they are. Any other refused PUT (an expired signature, a bucket's XML error)
 * stays the spec §8 presigned-URL failure.
 */
const IMAGE_REFUSALS: readonly number[] = [
  ErrorCode.imageTypeMismatch,
  ErrorCode.imageTooManyPixels,
  ErrorCode.uploadLargerThanDeclared,
  ErrorCode.payloadTooLarge,
  ErrorCode.uploadAlreadyStored,
];

/**
 * Presigned image uploads of spec §7 (content contract) and the PUT of the bytes. The PUT goes
 * through axios because it reports upload progress in the browser (XMLHttpRequest underneath) and in Node,
 * where the adapter's tests run; `fetch` cannot report upload progress.
 */
export class HttpMediaUpload implements MediaUpload {
  private readonly put: () => Promise<AxiosInstance> = memoiseRetryable(() =>
    loadAxios().then((axios) => axios.create({ validateStatus: () => true })),
  );

  constructor(private readonly http: HttpClient) {}

  async presign(requests: readonly PresignRequest[]): Promise<readonly UploadTarget[]> {
    const images = requests.map((r, i) => ({ r, i })).filter(({ r }) => r.purpose !== 'raw');
    const raws = requests.map((r, i) => ({ r, i })).filter(({ r }) => r.purpose === 'raw');
    const targets: UploadTarget[] = new Array(requests.length);
    const ask = async (path: string, group: typeof images) => {
      if (group.length === 0) return;
      const { data } = await this.http.post<PresignedUploadWire[]>('private', path, {
        files: group.map(({ r }) => fileToWire(r)),
      });
      group.forEach(({ i }, k) => (targets[i] = targetFromWire(data[k])));
    };
    await Promise.all([
      ask(`${ORCHESTRATION}/contents/pre_sign_urls`, images),
      ask(`${ORCHESTRATION}/contents/raw_content/pre_sign_urls`, raws),
    ]);
    return targets;
  }

  async presignPendingLocation(request: Omit<PresignRequest, 'purpose'>): Promise<UploadTarget> {
    const { data } = await this.http.post<PresignedUploadWire>(
      'private',
      `${ORCHESTRATION}/locations/pending/pre_sign_url`,
      declarationToWire(request),
    );
    return targetFromWire(data);
  }

  async upload(uploadUrl: string, blob: Blob, options: UploadOptions = {}): Promise<void> {
    let status: number;
    let answer: unknown;
    const axios = await loadAxios().catch((error: unknown) => Promise.reject(normalizeError(error)));
    try {
      const response = await (
        await this.put()
      ).put(uploadUrl, blob, {
        // Create-only: a bucket signs this header into the URL and refuses to overwrite a stored object;
        // this server's own upload URLs are write-once by construction and ignore it.
        headers: { 'Content-Type': blob.type || 'application/octet-stream', 'If-None-Match': '*' },
        signal: options.signal,
        onUploadProgress: (event) => {
          if (event.total) options.onProgress?.(Math.min(1, event.loaded / event.total));
        },
      });
      status = response.status;
      answer = response.data;
    } catch (error) {
      if (axios.isCancel(error) || options.signal?.aborted) {
        throw new AppError({
          code: ErrorCode.unknown,
          messageKey: 'errors.default',
          message: 'Upload aborted',
          details: { aborted: true },
        });
      }
      throw normalizeError(error);
    }
    if (status < 200 || status >= 300) {
      const refusal = normalizeError(answer);
      if (IMAGE_REFUSALS.includes(Number(refusal.code))) throw refusal;
      throw new AppError({
        code: ErrorCode.presignedUrlFailure,
        messageKey: 'errors.presignedUrlFailure',
        message: `Upload answered ${status}`,
        details: { status },
      });
    }
    options.onProgress?.(1);
  }

  async listLibrary(query: {
    offset: number;
    limit: number;
  }): Promise<{ items: readonly LibraryImage[]; total: number }> {
    const response = await this.http.get<LibraryImageWire[]>('private', LIBRARY, query);
    const items = response.data.map((w) => ({ ...imageFromWire(w), purpose: w.purpose, createdAt: w.created_at }));
    return { items, total: response.totalCount ?? items.length };
  }
}
