import { makeAutoObservable, runInAction } from 'mobx';
import type { NameChangeAvailability, ProfileService } from '../../../application/profile/profile.service';
import type { AppError } from '../../../domain/errors/app-error';
import type { UserProfile } from '../../../domain/user/user-profile';
import { toAppError } from '../../components/auth-form/to-app-error';

type Profiles = Pick<ProfileService, 'nameChangeAvailability' | 'updateProfile'>;

/** /settings/profile: names, when each may change again (spec §5 §9 once within 60 days), and the edit. */
export class SettingsStore {
  availability: NameChangeAvailability | null = null;
  loading = false;
  loadError: AppError | null = null;
  displayName = '';
  username = '';
  saving = false;
  saveError: AppError | null = null;
  saved = false;

  constructor(private readonly profiles: Profiles) {
    makeAutoObservable<SettingsStore, 'profiles'>(this, { profiles: false }, { autoBind: true });
  }

  /** Fills the form from the profile and reads last-updates. */
  async load(profile: UserProfile | null): Promise<void> {
    this.displayName = profile?.displayName ?? '';
    this.username = profile?.username ?? '';
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

  setDisplayName(value: string): void {
    this.displayName = value;
    this.saved = false;
  }

  setUsername(value: string): void {
    this.username = value.trim();
    this.saved = false;
  }

  /** Sends only what changed; 4290101004 arrives as the change-name message (spec §8). */
  async save(current: UserProfile | null): Promise<void> {
    const update: { displayName?: string; username?: string } = {};
    if (this.displayName.trim() !== (current?.displayName ?? '')) update.displayName = this.displayName.trim();
    if (this.username !== (current?.username ?? '')) update.username = this.username;
    if (Object.keys(update).length === 0) return;
    this.saving = true;
    this.saveError = null;
    this.saved = false;
    try {
      await this.profiles.updateProfile(update);
      const availability = await this.profiles.nameChangeAvailability();
      runInAction(() => {
        this.availability = availability;
        this.saved = true;
      });
    } catch (error) {
      runInAction(() => (this.saveError = toAppError(error)));
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
