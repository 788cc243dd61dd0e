import { initialAuthState, type AuthState } from '../../domain/auth/auth-state';
import { authReducer, type AuthAction } from '../../domain/auth/auth-transitions';
import { StateContainer } from '../shared/state-container';

/** Holds the auth state of spec §3; every change goes through the domain reducer. */
export class AuthStateStore extends StateContainer<AuthState> {
  constructor(initial: AuthState = initialAuthState) {
    super(initial);
  }

  dispatch(action: AuthAction): void {
    this.setState(authReducer(this.getState(), action));
  }
}
