import { makeAutoObservable } from 'mobx';
import { initialUserState, type ProfileService, type UserState } from '../../application/profile/profile.service';

/** Mirrors the user state of spec §3 (initialised flag, profile, fetching flag) and delegates. */
export class ProfileStore {
  state: UserState = initialUserState;

  constructor(readonly profiles: ProfileService) {
    makeAutoObservable(this, { profiles: false }, { autoBind: true });
  }

  start(): () => void {
    this.setState(this.profiles.getState());
    return this.profiles.subscribe(this.setState);
  }

  get profile() {
    return this.state.profile;
  }

  setState(state: UserState): void {
    this.state = state;
  }
}
