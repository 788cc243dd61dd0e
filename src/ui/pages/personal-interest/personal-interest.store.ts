import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthService } from '../../../application/auth/auth.service';
import type { InterestsService } from '../../../application/interests/interests.service';
import type { InterestCategory } from '../../../application/ports/interest-api.port';
import type { AppError } from '../../../domain/errors/app-error';
import { toAppError } from '../../components/auth-form/to-app-error';

/** /onboard/personal-interest: categories from the server, chosen as chips, saved, then "interests done" (spec §4 Flags). */
export class PersonalInterestStore {
  categories: readonly InterestCategory[] = [];
  selected = new Set<string>();
  loading = false;
  loadError: AppError | null = null;
  saving = false;
  saveError: AppError | null = null;

  constructor(
    private readonly interests: Pick<InterestsService, 'load' | 'save'>,
    private readonly auth: Pick<AuthService, 'interestsDone'>,
  ) {
    makeAutoObservable<PersonalInterestStore, 'interests' | 'auth'>(
      this,
      { interests: false, auth: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.loading = true;
    this.loadError = null;
    try {
      const choices = await this.interests.load();
      runInAction(() => {
        this.categories = choices.categories;
        this.selected = new Set(choices.selected);
      });
    } catch (error) {
      runInAction(() => (this.loadError = toAppError(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  toggle(id: string): void {
    const next = new Set(this.selected);
    if (!next.delete(id)) next.add(id);
    this.selected = next;
  }

  isSelected(id: string): boolean {
    return this.selected.has(id);
  }

  /** Saves the choice (possibly none: choosing is optional) and marks the step done. */
  async save(): Promise<boolean> {
    this.saving = true;
    this.saveError = null;
    try {
      await this.interests.save([...this.selected]);
      this.auth.interestsDone();
      return true;
    } catch (error) {
      runInAction(() => (this.saveError = toAppError(error)));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
