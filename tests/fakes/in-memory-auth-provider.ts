import type {
  AuthProvider,
  IdentityUser,
  Persistence,
  SocialProvider,
} from '../../src/application/ports/auth-provider.port';
import type { AppError } from '../../src/domain/errors/app-error';
import { normalizeError } from '../../src/domain/errors/normalize-error';
import { CallLog, Failures } from './call-log';

interface Account {
  password: string;
  user: IdentityUser;
  disabled: boolean;
}

/** As the adapter does: an `auth/` code normalised without knowing the flow (spec §8). */
const authError = (code: string): AppError => normalizeError({ code, message: `Firebase: Error (${code}).` });

/**
 * An identity provider in memory. Listeners are told synchronously on sign-in and sign-out (before the
 * sign-in promise resolves, the harsher order for the "common sign-in once" rule) and, like Firebase,
 * once asynchronously right after subscribing.
 */
export class InMemoryAuthProvider implements AuthProvider {
  readonly accounts = new Map<string, Account>();
  readonly customTokens = new Map<string, IdentityUser>();
  readonly socialUsers = new Map<SocialProvider, IdentityUser>();
  readonly validActionCodes = new Map<string, string>();
  readonly failures = new Failures();
  readonly persistenceHistory: Persistence[] = [];
  verificationEmailsSent = 0;
  passwordResetEmailsTo: string[] = [];
  private current: IdentityUser | null = null;
  private readonly listeners = new Set<(user: IdentityUser | null) => void>();
  private issued = 0;

  constructor(
    private readonly log = new CallLog(),
    /** How ID tokens look; tests of token expiry pass a JWT builder. */
    public tokenFactory: (uid: string, serial: number) => string = (uid, serial) => `id-token:${uid}:${serial}`,
  ) {}

  addAccount(email: string, password: string, user: Partial<IdentityUser> = {}, disabled = false): IdentityUser {
    const identity: IdentityUser = {
      uid: `uid-${email}`,
      email,
      emailVerified: false,
      providerIds: ['password'],
      displayName: null,
      photoUrl: null,
      ...user,
    };
    this.accounts.set(email, { password, user: identity, disabled });
    return identity;
  }

  /** Start already signed in (a session persisted by the provider). */
  restoreSession(user: IdentityUser): void {
    this.current = user;
  }

  /** The "server side" verification of the mailbox link; visible to the app only after a reload. */
  markEmailVerified(email: string): void {
    const account = this.accounts.get(email);
    if (account) account.user = { ...account.user, emailVerified: true };
  }

  get persistence(): Persistence | undefined {
    return this.persistenceHistory.at(-1);
  }

  get issuedTokens(): number {
    return this.issued;
  }

  onAuthStateChanged(listener: (user: IdentityUser | null) => void, onError?: (error: AppError) => void): () => void {
    this.log.record('authProvider.onAuthStateChanged');
    this.listeners.add(listener);
    queueMicrotask(() => {
      if (!this.listeners.has(listener)) return;
      try {
        this.failures.throwIfScripted('onAuthStateChanged');
      } catch (error) {
        onError?.(error as AppError);
        return;
      }
      listener(this.current);
    });
    return () => {
      this.listeners.delete(listener);
    };
  }

  currentUser(): IdentityUser | null {
    return this.current;
  }

  async getIdToken(forceRefresh = false): Promise<string | null> {
    this.log.record(forceRefresh ? 'authProvider.getIdToken(force)' : 'authProvider.getIdToken');
    this.failures.throwIfScripted('getIdToken');
    if (!this.current) return null;
    this.issued += 1;
    return this.tokenFactory(this.current.uid, this.issued);
  }

  async setPersistence(persistence: Persistence): Promise<void> {
    this.log.record(`authProvider.setPersistence:${persistence}`);
    this.persistenceHistory.push(persistence);
  }

  async signInWithEmail(email: string, password: string): Promise<IdentityUser> {
    this.log.record('authProvider.signInWithEmail');
    this.failures.throwIfScripted('signInWithEmail');
    const account = this.accounts.get(email);
    if (!account || account.password !== password) throw authError('auth/invalid-credential');
    if (account.disabled) throw authError('auth/user-disabled');
    return this.becomeSignedIn(account.user);
  }

  async signInWithSocial(provider: SocialProvider): Promise<IdentityUser> {
    this.log.record(`authProvider.signInWithSocial:${provider}`);
    this.failures.throwIfScripted('signInWithSocial');
    const user = this.socialUsers.get(provider);
    if (!user) throw authError('auth/popup-closed-by-user');
    return this.becomeSignedIn(user);
  }

  async signInWithCustomToken(token: string): Promise<IdentityUser> {
    this.log.record('authProvider.signInWithCustomToken');
    this.failures.throwIfScripted('signInWithCustomToken');
    const user = this.customTokens.get(token);
    if (!user) throw authError('auth/invalid-custom-token');
    return this.becomeSignedIn(user);
  }

  async createUserWithEmail(email: string, password: string): Promise<IdentityUser> {
    this.log.record('authProvider.createUserWithEmail');
    this.failures.throwIfScripted('createUserWithEmail');
    if (this.accounts.has(email)) throw authError('auth/email-already-in-use');
    return this.becomeSignedIn(this.addAccount(email, password));
  }

  async sendEmailVerification(): Promise<void> {
    this.log.record('authProvider.sendEmailVerification');
    this.failures.throwIfScripted('sendEmailVerification');
    this.verificationEmailsSent += 1;
  }

  async sendPasswordResetEmail(email: string): Promise<void> {
    this.log.record('authProvider.sendPasswordResetEmail');
    if (!this.accounts.has(email)) throw authError('auth/user-not-found');
    this.passwordResetEmailsTo.push(email);
  }

  async applyActionCode(code: string): Promise<void> {
    this.log.record('authProvider.applyActionCode');
    const email = this.validActionCodes.get(code);
    if (email === undefined) throw authError('auth/invalid-action-code');
    this.validActionCodes.delete(code);
    this.markEmailVerified(email);
  }

  async verifyPasswordResetCode(code: string): Promise<string> {
    this.log.record('authProvider.verifyPasswordResetCode');
    const email = this.validActionCodes.get(code);
    if (email === undefined) throw authError('auth/invalid-action-code');
    return email;
  }

  async confirmPasswordReset(code: string, newPassword: string): Promise<void> {
    this.log.record('authProvider.confirmPasswordReset');
    const email = this.validActionCodes.get(code);
    const account = email === undefined ? undefined : this.accounts.get(email);
    if (!account) throw authError('auth/invalid-action-code');
    this.validActionCodes.delete(code);
    account.password = newPassword;
  }

  /** Provider accounts already linked to another user (credential-already-in-use when linked again). */
  readonly takenSocial = new Set<SocialProvider>();

  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    this.log.record('authProvider.changePassword');
    const account = this.current?.email ? this.accounts.get(this.current.email) : undefined;
    if (!account) throw authError('auth/requires-recent-login');
    if (account.password !== currentPassword)
      throw normalizeError({ code: 'auth/invalid-credential' }, 'changePassword');
    account.password = newPassword;
  }

  async reauthenticate(proof: { readonly password: string } | { readonly provider: SocialProvider }): Promise<void> {
    this.log.record(`authProvider.reauthenticate:${'password' in proof ? 'password' : proof.provider}`);
    if (!this.current) throw authError('auth/requires-recent-login');
    if ('password' in proof) {
      const account = this.current.email ? this.accounts.get(this.current.email) : undefined;
      if (!account || account.password !== proof.password)
        throw normalizeError({ code: 'auth/invalid-credential' }, 'changePassword');
    }
  }

  async linkSocial(provider: SocialProvider): Promise<IdentityUser> {
    this.log.record(`authProvider.linkSocial:${provider}`);
    if (!this.current) throw authError('auth/requires-recent-login');
    if (this.takenSocial.has(provider)) throw normalizeError({ code: 'auth/credential-already-in-use' }, 'linkSocial');
    const id = provider === 'google' ? 'google.com' : provider === 'facebook' ? 'facebook.com' : 'apple.com';
    this.current = { ...this.current, providerIds: [...this.current.providerIds.filter((p) => p !== id), id] };
    return this.current;
  }

  async unlinkProvider(providerId: string): Promise<IdentityUser> {
    this.log.record(`authProvider.unlinkProvider:${providerId}`);
    if (!this.current) throw authError('auth/requires-recent-login');
    this.current = { ...this.current, providerIds: this.current.providerIds.filter((p) => p !== providerId) };
    return this.current;
  }

  async reloadCurrentUser(): Promise<IdentityUser | null> {
    this.log.record('authProvider.reloadCurrentUser');
    if (!this.current) return null;
    const account = this.current.email ? this.accounts.get(this.current.email) : undefined;
    if (account && account.user.uid === this.current.uid) this.current = account.user;
    return this.current;
  }

  async signOut(): Promise<void> {
    this.log.record('authProvider.signOut');
    this.current = null;
    this.notify();
  }

  private becomeSignedIn(user: IdentityUser): IdentityUser {
    this.current = user;
    this.notify();
    return user;
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener(this.current);
  }
}
