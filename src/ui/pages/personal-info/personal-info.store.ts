import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthService } from '../../../application/auth/auth.service';
import type { ProfileService } from '../../../application/profile/profile.service';
import type { AppError } from '../../../domain/errors/app-error';
import { ErrorCode } from '../../../domain/errors/error-codes';
import {
  DISPLAY_NAME_MAX_LENGTH,
  USERNAME_PATTERN,
  displayNameProblem,
  normalizeDisplayName,
  usernameProblem,
  type NameProblem,
} from '../../../domain/user/name-rules';
import type { UniquenessKind } from '../../../domain/user/user-profile';
import { toAppError } from '../../components/auth-form/to-app-error';
import type { DecodedImage } from '../../../application/ports/image-processor.port';
import { AVATAR_MAX_PX, THUMBNAIL_MAX_PX, type ImageTools } from './image-tools';

/** Ours: wait this long after the last keystroke before asking the server whether a name is taken. */
export const NAME_CHECK_DEBOUNCE_MS = 400;
/** The name rules are the domain's (src/domain/user/name-rules.ts), the ones the server's schemas use. */
export { USERNAME_PATTERN };
export const DISPLAY_NAME_MAX = DISPLAY_NAME_MAX_LENGTH;

export type NameStatus = 'idle' | 'checking' | 'available' | 'taken' | 'invalid' | 'error';
type Profiles = Pick<ProfileService, 'isTaken' | 'updateFirstProfile' | 'updateProfile' | 'prepareAvatarUpload'>;

/**
 * /onboard/personal-info: names checked for uniqueness as typed (spec §5 by=d / by=u), the allowed-text
 * rule (spec §3), an avatar rotated / compressed / uploaded with progress, language and referral code.
 */
export class PersonalInfoStore {
  displayName = '';
  username = '';
  lang: 'th' | 'en' = 'th';
  referralCode = '';
  status: Record<'d' | 'u', NameStatus> = { d: 'idle', u: 'idle' };
  avatarPreview: string | null = null;
  quarterTurns = 0;
  uploadProgress: number | null = null;
  submitting = false;
  error: AppError | null = null;
  fieldError: { field: 'displayName' | 'username' | 'referralCode'; messageKey: string } | null = null;
  private avatarImage: DecodedImage | null = null;
  private initialUsername = '';
  private timers: Partial<Record<'d' | 'u', ReturnType<typeof setTimeout>>> = {};

  constructor(
    private readonly profiles: Profiles,
    private readonly auth: Pick<AuthService, 'personalInfoDone'>,
    private readonly images: ImageTools,
    initial: { username: string | null; lang: string },
  ) {
    this.username = initial.username ?? '';
    this.initialUsername = this.username;
    this.lang = initial.lang === 'en' ? 'en' : 'th';
    makeAutoObservable<PersonalInfoStore, 'profiles' | 'auth' | 'images' | 'avatarImage' | 'timers'>(
      this,
      { profiles: false, auth: false, images: false, avatarImage: false, timers: false },
      { autoBind: true },
    );
  }

  /**
   * The profile (with the username the server derived) may arrive after the page opened; it becomes
   * the starting value unless the person already typed one.
   */
  adoptUsername(username: string | null): void {
    if (username === null || this.username !== this.initialUsername) return;
    this.username = username;
    this.initialUsername = username;
  }

  /** Stops pending checks and frees the preview; the page calls it on unmount. */
  dispose(): void {
    Object.values(this.timers).forEach((timer) => clearTimeout(timer));
    if (this.avatarPreview) this.images.revokePreview(this.avatarPreview);
  }

  /** Spec §3/§5 display-name rule on the name as it is sent (normalized), or null when valid. */
  get displayNameProblem(): NameProblem | null {
    return displayNameProblem(this.displayName);
  }

  /** The display name as it is checked and sent: NFKC, one plain space, trimmed (the server stores it so). */
  get displayNameToSend(): string {
    return normalizeDisplayName(this.displayName);
  }

  /** The username rule on the username as it is sent (the field keeps it trimmed), or null when valid. */
  get usernameProblem(): NameProblem | null {
    return usernameProblem(this.username);
  }

  get displayNameValid(): boolean {
    return this.displayNameProblem === null;
  }

  get usernameValid(): boolean {
    return this.usernameProblem === null;
  }

  get canSubmit(): boolean {
    return (
      !this.submitting &&
      this.displayNameValid &&
      this.usernameValid &&
      this.status.d !== 'taken' &&
      this.status.u !== 'taken'
    );
  }

  setDisplayName(value: string): void {
    this.displayName = value;
    this.clearFieldError('displayName');
    this.scheduleCheck('d', this.displayNameToSend, this.displayNameValid);
  }

  setUsername(value: string): void {
    this.username = value.trim();
    this.clearFieldError('username');
    if (this.username === this.initialUsername) {
      clearTimeout(this.timers.u);
      this.status.u = 'idle';
      return;
    }
    this.scheduleCheck('u', this.username, this.usernameValid);
  }

  setLang(lang: 'th' | 'en'): void {
    this.lang = lang;
  }

  setReferralCode(value: string): void {
    this.referralCode = value;
    this.clearFieldError('referralCode');
  }

  private scheduleCheck(kind: 'd' | 'u', value: string, valid: boolean): void {
    clearTimeout(this.timers[kind]);
    if (!valid) {
      this.status[kind] = value === '' ? 'idle' : 'invalid';
      return;
    }
    this.status[kind] = 'checking';
    this.timers[kind] = setTimeout(() => void this.check(kind, value), NAME_CHECK_DEBOUNCE_MS);
  }

  /** An answer for a value no longer in the field is dropped (typing is faster than the network). */
  async check(kind: UniquenessKind & ('d' | 'u'), value: string): Promise<void> {
    try {
      const taken = await this.profiles.isTaken(kind, value);
      const current = kind === 'd' ? this.displayNameToSend : this.username;
      if (current === value) runInAction(() => (this.status[kind] = taken ? 'taken' : 'available'));
    } catch {
      runInAction(() => (this.status[kind] = 'error'));
    }
  }

  async pickAvatar(file: Blob): Promise<void> {
    this.error = null;
    try {
      const image = await this.images.loadImage(file);
      runInAction(() => {
        this.avatarImage = image;
        this.quarterTurns = 0;
        this.uploadProgress = null;
      });
      await this.refreshPreview();
    } catch (error) {
      this.setError(toAppError(error));
    }
  }

  async rotate(): Promise<void> {
    if (!this.avatarImage) return;
    this.quarterTurns = (this.quarterTurns + 1) % 4;
    try {
      await this.refreshPreview();
    } catch (error) {
      this.setError(toAppError(error));
    }
  }

  removeAvatar(): void {
    if (this.avatarPreview) this.images.revokePreview(this.avatarPreview);
    this.avatarPreview = null;
    this.avatarImage = null;
    this.uploadProgress = null;
  }

  private async refreshPreview(): Promise<void> {
    if (!this.avatarImage) return;
    const blob = await this.images.renderImage(this.avatarImage, this.quarterTurns, THUMBNAIL_MAX_PX);
    const url = this.images.previewUrl(blob);
    runInAction(() => {
      if (this.avatarPreview) this.images.revokePreview(this.avatarPreview);
      this.avatarPreview = url;
    });
  }

  /**
   * Upload (if any), then PATCH profiles/1st with the names chosen here, the username included when it was
   * changed: choosing it at onboarding is not a spec §5 change, so it stays free to change once later.
   * 4000101001 marks the name field it names, 4040101005 the referral field. 4090101002 (already done, e.g. a
   * retry after an answer that never arrived) moves on, sending a username that differs from the profile's as an
   * ordinary change. Returns true when onboarding may continue.
   */
  async submit(): Promise<boolean> {
    if (!this.canSubmit) return false;
    this.submitting = true;
    this.error = null;
    this.fieldError = null;
    const username = this.username !== this.initialUsername ? this.username : undefined;
    try {
      const avatarImageHash = await this.uploadAvatar();
      let alreadyDone = false;
      try {
        await this.profiles.updateFirstProfile({
          displayName: this.displayNameToSend,
          avatarImageHash,
          lang: this.lang,
          referralCode: this.referralCode.trim() || null,
          ...(username === undefined ? {} : { username }),
        });
      } catch (raw) {
        if (toAppError(raw).code !== ErrorCode.firstProfileUpdateDone) throw this.markField(raw, 'displayName');
        alreadyDone = true;
      }
      if (alreadyDone && username !== undefined) {
        try {
          await this.profiles.updateProfile({ username });
        } catch (raw) {
          throw this.markField(raw, 'username');
        }
      }
      await this.auth.personalInfoDone();
      return true;
    } catch (raw) {
      this.setError(this.fieldError ? null : toAppError(raw));
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  private async uploadAvatar(): Promise<string | null> {
    if (!this.avatarImage) return null;
    const [avatar, thumbnail] = await Promise.all([
      this.images.renderImage(this.avatarImage, this.quarterTurns, AVATAR_MAX_PX),
      this.images.renderImage(this.avatarImage, this.quarterTurns, THUMBNAIL_MAX_PX),
    ]);
    const target = await this.profiles.prepareAvatarUpload();
    this.setProgress(0);
    const total = avatar.size + thumbnail.size;
    await this.images.putWithProgress(target.presignedAvatarUrl, avatar, (f) =>
      this.setProgress((f * avatar.size) / total),
    );
    await this.images.putWithProgress(target.presignedAvatarThumbnailUrl, thumbnail, (f) =>
      this.setProgress((avatar.size + f * thumbnail.size) / total),
    );
    return target.avatarImageHash;
  }

  /**
   * A 4000101001 marks the name field the server named, else `fallback` (the field that request sent); a
   * 4220101013 (invisible characters) marks the display name.
   */
  private markField(raw: unknown, fallback: 'displayName' | 'username'): AppError {
    const error = toAppError(raw);
    const named = error.details?.field;
    const nameField = named === 'displayName' || named === 'username' ? named : fallback;
    runInAction(() => {
      if (error.code === ErrorCode.duplicateName) {
        this.fieldError = { field: nameField, messageKey: 'errors.duplicatedUsername' };
        this.status[nameField === 'displayName' ? 'd' : 'u'] = 'taken';
      } else if (error.code === ErrorCode.invisibleCharacters) {
        this.fieldError = { field: 'displayName', messageKey: error.messageKey };
        this.status.d = 'invalid';
      } else if (error.code === ErrorCode.referralCodeNotFound) {
        this.fieldError = { field: 'referralCode', messageKey: error.messageKey };
      }
    });
    return error;
  }

  private clearFieldError(field: 'displayName' | 'username' | 'referralCode'): void {
    if (this.fieldError?.field === field) this.fieldError = null;
  }

  setProgress(fraction: number | null): void {
    this.uploadProgress = fraction;
  }

  setError(error: AppError | null): void {
    this.error = error;
  }
}
