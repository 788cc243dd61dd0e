import { makeAutoObservable, runInAction } from 'mobx';
import type { MediaService, PickedImage } from '../../../application/content/media.service';
import type { ImageRef } from '../../../domain/content/content';
import { normalizeError } from '../../../domain/errors/normalize-error';

export type UploadPhase = 'idle' | 'picking' | 'picked' | 'uploading' | 'failed';

/**
 * One image on its way into a content (the cover, or a new image section): picked, turned, then
 * compressed and uploaded with a visible progress (issue 4 "cover upload (rotate, compress, blurhash
 * placeholder, progress bar)"). The finished ImageRef goes to `onUploaded`; a failure keeps the picked
 * photo so "Try again" does not ask for the file again.
 */
export class ImageUploadStore {
  phase: UploadPhase = 'idle';
  picked: PickedImage | null = null;
  progress = 0;
  errorKey: string | null = null;
  private abort: AbortController | null = null;

  constructor(
    private readonly media: Pick<MediaService, 'pick' | 'rotate' | 'discard' | 'upload'>,
    private readonly purpose: 'cover' | 'section' | 'pending-location',
    private readonly onUploaded: (image: ImageRef) => void,
  ) {
    makeAutoObservable<ImageUploadStore, 'media' | 'purpose' | 'onUploaded' | 'abort'>(
      this,
      { media: false, purpose: false, onUploaded: false, abort: false },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.phase === 'picking' || this.phase === 'uploading';
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

  async rotate(): Promise<void> {
    if (!this.picked || this.phase !== 'picked') return;
    try {
      const turned = await this.media.rotate(this.picked);
      runInAction(() => (this.picked = turned));
    } catch (error) {
      runInAction(() => this.fail(error));
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
      runInAction(() => this.clear());
    } catch (error) {
      runInAction(() => this.fail(error));
    }
  }

  /** A photo from the media library (issue 4): already stored, so it is used as it is, with no upload. */
  chooseExisting(image: ImageRef): void {
    if (this.busy) return;
    this.clear();
    this.onUploaded(image);
  }

  cancel(): void {
    this.abort?.abort();
    this.clear();
  }

  private fail(error: unknown): void {
    const failure = normalizeError(error);
    if (failure.details?.aborted === true) return;
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

  dispose(): void {
    this.cancel();
  }
}
