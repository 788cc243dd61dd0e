import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { MediaService, PickedImage } from '../../../application/content/media.service';
import type { ImageRef } from '../../../domain/content/content';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { normalizeError } from '../../../domain/errors/normalize-error';

/**
 * The server read the photo and refused what it is (not the image type it claims, too many pixels): the same
 * photo would be refused again, so it is let go and the message asks for another instead of offering a retry.
 */
const REFUSED_PHOTO: readonly (number | string)[] = [ErrorCode.imageTypeMismatch, ErrorCode.imageTooManyPixels];

export type UploadPhase = 'idle' | 'picking' | 'picked' | 'uploading' | 'failed';

export interface ImageUploadOptions {
  /**
   * Keep the photo of the last finished upload decoded, so that "Rotate" can turn what is already in place
   * and upload it again (the cover: chosen and set in one step, turned afterwards if it came in sideways).
   */
  readonly turnAfterUpload?: boolean;
}

/**
 * One image on its way into a content (the cover, or a new image section): picked, then compressed and
 * uploaded with a visible progress ("cover upload (rotate, compress, blurhash placeholder, progress
 * bar)"). The finished ImageRef goes to `onUploaded`; a failure keeps the picked photo so "Try again" does
 * not ask for the file again.
 */
export class ImageUploadStore {
  phase: UploadPhase = 'idle';
  picked: PickedImage | null = null;
  progress = 0;
  errorKey: string | null = null;
  /** A turn is being drawn (its preview renders); nothing else starts meanwhile. */
  turning = false;
  /** The photo of the last finished upload and the image it became (only with `turnAfterUpload`). */
  private uploaded: { readonly picked: PickedImage; readonly image: ImageRef } | null = null;
  private abort: AbortController | null = null;

  constructor(
    private readonly media: Pick<MediaService, 'pick' | 'rotate' | 'discard' | 'upload'>,
    private readonly purpose: 'cover' | 'section' | 'pending-location',
    private readonly onUploaded: (image: ImageRef) => void,
    private readonly options: ImageUploadOptions = {},
  ) {
    makeAutoObservable<ImageUploadStore, 'media' | 'purpose' | 'onUploaded' | 'abort' | 'options' | 'uploaded'>(
      this,
      { media: false, purpose: false, onUploaded: false, abort: false, options: false, uploaded: observableRef },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.phase === 'picking' || this.phase === 'uploading' || this.turning;
  }

  async pick(file: File): Promise<void> {
    this.clear();
    this.phase = 'picking';
    try {
      const picked = await this.media.pick(file);
      runInAction(() => {
        this.picked = picked;
        this.phase = 'picked';
      });
    } catch (error) {
      runInAction(() => this.fail(error));
    }
  }

  /** Choosing a photo is the whole gesture: it is read, then uploaded at once (no second button to find). */
  async pickAndUpload(file: File): Promise<void> {
    await this.pick(file);
    if (this.phase === 'picked') await this.upload();
  }

  /** True when `image` is the one this store just uploaded and still holds decoded, so it can be turned. */
  canTurn(image: ImageRef | null): boolean {
    return image !== null && !this.busy && this.picked === null && this.uploaded?.image.imageId === image.imageId;
  }

  /**
   * Turns the photo another 90° clockwise: the picked one before (or after a failed) upload; the one already
   * uploaded is turned and uploaded again, and replaces itself once that is done.
   */
  async rotate(): Promise<void> {
    if (this.busy) return;
    const source = this.picked ?? this.uploaded?.picked ?? null;
    if (!source) return;
    const reupload = this.picked === null;
    this.turning = true;
    try {
      const turned = await this.media.rotate(source);
      runInAction(() => {
        this.turning = false;
        this.picked = turned;
        if (!reupload) return;
        // The turned photo shares the decoded image of the uploaded one: it is the photo in hand now.
        this.uploaded = null;
        this.phase = 'picked';
      });
      if (reupload) await this.upload();
    } catch (error) {
      runInAction(() => {
        this.turning = false;
        this.fail(error);
      });
    }
  }

  async upload(): Promise<void> {
    const picked = this.picked;
    if (!picked || this.busy) return;
    this.phase = 'uploading';
    this.progress = 0;
    this.errorKey = null;
    this.abort = new AbortController();
    try {
      const image = await this.media.upload(picked, this.purpose, {
        signal: this.abort.signal,
        onProgress: (fraction) => runInAction(() => (this.progress = Math.max(this.progress, fraction))),
      });
      this.onUploaded(image);
      runInAction(() => {
        if (this.options.turnAfterUpload) {
          this.forgetUploaded();
          this.uploaded = { picked, image };
          this.picked = null; // kept for a later turn, so not discarded by clear()
        }
        this.clear();
      });
    } catch (error) {
      runInAction(() => this.fail(error));
    }
  }

  /** A photo from the media library: already stored, so it is used as it is, with no upload. */
  chooseExisting(image: ImageRef): void {
    if (this.busy) return;
    this.clear();
    this.forgetUploaded();
    this.onUploaded(image);
  }

  cancel(): void {
    this.abort?.abort();
    this.clear();
  }

  private fail(error: unknown): void {
    const failure = normalizeError(error);
    if (failure.details?.aborted === true) return;
    if (REFUSED_PHOTO.includes(failure.code) && this.picked) {
      this.media.discard(this.picked);
      this.picked = null;
    }
    this.phase = this.picked ? 'failed' : 'idle';
    this.errorKey = failure.messageKey;
  }

  private clear(): void {
    if (this.picked) this.media.discard(this.picked);
    this.picked = null;
    this.phase = 'idle';
    this.progress = 0;
    this.errorKey = null;
    this.abort = null;
  }

  private forgetUploaded(): void {
    if (this.uploaded) this.media.discard(this.uploaded.picked);
    this.uploaded = null;
  }

  dispose(): void {
    this.cancel();
    this.forgetUploaded();
  }
}
