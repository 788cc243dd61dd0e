import { makeAutoObservable, runInAction } from 'mobx';
import type { ProfileUpdate } from '../../../application/ports/user-profile-api.port';
import type { NameChangeAvailability, ProfileService } from '../../../application/profile/profile.service';
import type { AppError } from '../../../domain/errors/app-error';
import type { DecodedImage } from '../../../application/ports/image-processor.port';
import {
  displayNameProblem,
  normalizeDisplayName,
  usernameProblem,
  type NameProblem,
} from '../../../domain/user/name-rules';
import { profileFieldProblem, type ProfileField, type ProfileFieldProblem } from '../../../domain/user/profile-fields';
import type { UserProfile } from '../../../domain/user/user-profile';
import { toAppError } from '../../components/auth-form/to-app-error';
import { AVATAR_MAX_PX, THUMBNAIL_MAX_PX, type ImageTools } from '../personal-info/image-tools';

type Profiles = Pick<ProfileService, 'nameChangeAvailability' | 'updateProfile' | 'prepareAvatarUpload'>;
export type ImageSlot = 'avatar' | 'cover';
type Texts = Record<ProfileField, string>;

const textsOf = (profile: UserProfile | null): Texts => ({
  website: profile?.website ?? '',
  biography: profile?.biography ?? '',
  contactEmail: profile?.contactEmail ?? '',
  country: profile?.country ?? '',
});

/**
 * /settings/profile: names, when each may change again (spec §5 §9 once within 60 days), the spec §3 profile
 * fields (website, biography, contact email, country) with onboarding's allowed-text rule, and a new avatar
 * or cover uploaded the onboarding way (spec §7 upload-avatar).
 */
export class SettingsStore {
  availability: NameChangeAvailability | null = null;
  loading = false;
  loadError: AppError | null = null;
  displayName = '';
  username = '';
  texts: Texts = textsOf(null);
  previews: Record<ImageSlot, string | null> = { avatar: null, cover: null };
  saving = false;
  saveError: AppError | null = null;
  saved = false;
  private picked: Record<ImageSlot, DecodedImage | null> = { avatar: null, cover: null };

  constructor(
    private readonly profiles: Profiles,
    private readonly images?: ImageTools,
  ) {
    makeAutoObservable<SettingsStore, 'profiles' | 'images' | 'picked'>(
      this,
      { profiles: false, images: false, picked: false },
      { autoBind: true },
    );
  }

  /** Fills the form from the profile and reads last-updates. */
  async load(profile: UserProfile | null): Promise<void> {
    this.displayName = profile?.displayName ?? '';
    this.username = profile?.username ?? '';
    this.texts = textsOf(profile);
    this.loading = true;
    this.loadError = null;
    try {
      const availability = await this.profiles.nameChangeAvailability();
      runInAction(() => (this.availability = availability));
    } catch (error) {
      runInAction(() => (this.loadError = toAppError(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Spec §5 60-day rule: while it holds (or is not known yet) the username is shown read-only. */
  get usernameLocked(): boolean {
    return this.availability?.canChangeUsername !== true;
  }

  get displayNameLocked(): boolean {
    return this.availability?.canChangeDisplayName === false;
  }

  get displayNameProblem(): NameProblem | null {
    return displayNameProblem(this.displayName);
  }

  get usernameProblem(): NameProblem | null {
    return this.usernameLocked ? null : usernameProblem(this.username);
  }

  fieldProblem(field: ProfileField): ProfileFieldProblem | null {
    return profileFieldProblem(field, this.texts[field]);
  }

  get valid(): boolean {
    return (
      this.displayNameProblem === null &&
      this.usernameProblem === null &&
      (['website', 'biography', 'contactEmail', 'country'] as const).every((field) => this.fieldProblem(field) === null)
    );
  }

  setDisplayName(value: string): void {
    this.displayName = value;
    this.saved = false;
  }

  setUsername(value: string): void {
    if (this.usernameLocked) return;
    this.username = value.trim();
    this.saved = false;
  }

  setText(field: ProfileField, value: string): void {
    this.texts = { ...this.texts, [field]: field === 'country' ? value.toUpperCase() : value };
    this.saved = false;
  }

  async pickImage(slot: ImageSlot, file: Blob): Promise<void> {
    if (!this.images) return;
    this.saveError = null;
    try {
      const image = await this.images.loadImage(file);
      const preview = this.images.previewUrl(await this.images.renderImage(image, 0, THUMBNAIL_MAX_PX));
      runInAction(() => {
        this.picked[slot] = image;
        if (this.previews[slot]) this.images!.revokePreview(this.previews[slot]!);
        this.previews[slot] = preview;
        this.saved = false;
      });
    } catch (error) {
      runInAction(() => (this.saveError = toAppError(error)));
    }
  }

  /** Frees the previews; the page calls it on unmount. */
  dispose(): void {
    for (const url of Object.values(this.previews)) if (url) this.images?.revokePreview(url);
  }

  /** Sends only what changed; 4290101004 arrives as the change-name message (spec §8). */
  async save(current: UserProfile | null): Promise<void> {
    if (!this.valid) return;
    const update: { -readonly [K in keyof ProfileUpdate]: ProfileUpdate[K] } = {};
    // Sent as stored (NFKC, one plain space): a name that only differs in its spaces is not a change.
    const displayName = normalizeDisplayName(this.displayName);
    if (displayName !== (current?.displayName ?? '')) update.displayName = displayName;
    if (!this.usernameLocked && this.username !== (current?.username ?? '')) update.username = this.username;
    const before = textsOf(current);
    for (const field of ['website', 'biography', 'contactEmail', 'country'] as const) {
      const value = this.texts[field].trim();
      if (value !== before[field]) update[field] = value === '' ? null : value;
    }
    if (Object.keys(update).length === 0 && !this.picked.avatar && !this.picked.cover) return;
    this.saving = true;
    this.saveError = null;
    this.saved = false;
    try {
      if (this.picked.avatar) update.avatarImageHash = await this.upload(this.picked.avatar, AVATAR_MAX_PX);
      if (this.picked.cover) update.coverImageHash = await this.upload(this.picked.cover, AVATAR_MAX_PX);
      await this.profiles.updateProfile(update);
      const availability = await this.profiles.nameChangeAvailability();
      runInAction(() => {
        this.picked = { avatar: null, cover: null };
        this.availability = availability;
        this.saved = true;
      });
    } catch (error) {
      runInAction(() => (this.saveError = toAppError(error)));
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** The spec §7 upload-avatar pair (image and thumbnail), as onboarding uploads it. */
  private async upload(image: DecodedImage, maxPx: number): Promise<string> {
    const images = this.images!;
    const [full, thumbnail] = await Promise.all([
      images.renderImage(image, 0, maxPx),
      images.renderImage(image, 0, THUMBNAIL_MAX_PX),
    ]);
    const target = await this.profiles.prepareAvatarUpload();
    await images.putWithProgress(target.presignedAvatarUrl, full, () => undefined);
    await images.putWithProgress(target.presignedAvatarThumbnailUrl, thumbnail, () => undefined);
    return target.avatarImageHash;
  }
}
