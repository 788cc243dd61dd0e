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
  private wanted = false;
  private readonly wantedListeners = new Set<() => void>();

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

  /** Whether the provider would restore a user at start-up (its SDK is not "loaded" for the answer). */
  async hasStoredSession(): Promise<boolean> {
    return this.current !== null;
  }

  whenWanted(start: () => void): () => void {
    if (this.wanted) {
      start();
      return () => undefined;
    }
    this.wantedListeners.add(start);
    return () => this.wantedListeners.delete(start);
  }

  /** The person's first tap or key on the page: whoever waits for the provider to be wanted starts now. */
  interact(): void {
    if (this.wanted) return;
    this.wanted = true;
    const waiting = [...this.wantedListeners];
    this.wantedListeners.clear();
    waiting.forEach((start) => start());
  }

  /** Whether anything has used the provider (as a real SDK would have been downloaded for it). */
  get isWanted(): boolean {
    return this.wanted;
  }

  /** Every call that needs the provider is logged, and makes it wanted (as the adapter loads its SDK then). */
  private use(entry: string): void {
    this.interact();
    this.log.record(entry);
  }

  onAuthStateChanged(listener: (user: IdentityUser | null) => void, onError?: (error: AppError) => void): () => void {
    this.use('authProvider.onAuthStateChanged');
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
    this.use(forceRefresh ? 'authProvider.getIdToken(force)' : 'authProvider.getIdToken');
    this.failures.throwIfScripted('getIdToken');
    if (!this.current) return null;
    this.issued += 1;
    return this.tokenFactory(this.current.uid, this.issued);
  }

  async setPersistence(persistence: Persistence): Promise<void> {
    this.use(`authProvider.setPersistence:${persistence}`);
    this.failures.throwIfScripted('setPersistence');
    this.persistenceHistory.push(persistence);
  }

  async signInWithEmail(email: string, password: string): Promise<IdentityUser> {
    this.use('authProvider.signInWithEmail');
    this.failures.throwIfScripted('signInWithEmail');
    const account = this.accounts.get(email);
    if (!account || account.password !== password) throw authError('auth/invalid-credential');
    if (account.disabled) throw authError('auth/user-disabled');
    return this.becomeSignedIn(account.user);
  }

  async signInWithSocial(provider: SocialProvider): Promise<IdentityUser> {
    this.use(`authProvider.signInWithSocial:${provider}`);
    this.failures.throwIfScripted('signInWithSocial');
    const user = this.socialUsers.get(provider);
    if (!user) throw authError('auth/popup-closed-by-user');
    return this.becomeSignedIn(user);
  }

  async signInWithCustomToken(token: string): Promise<IdentityUser> {
    this.use('authProvider.signInWithCustomToken');
    this.failures.throwIfScripted('signInWithCustomToken');
    const user = this.customTokens.get(token);
    if (!user) throw authError('auth/invalid-custom-token');
    return this.becomeSignedIn(user);
  }

  async createUserWithEmail(email: string, password: string): Promise<IdentityUser> {
    this.use('authProvider.createUserWithEmail');
    this.failures.throwIfScripted('createUserWithEmail');
    if (this.accounts.has(email)) throw authError('auth/email-already-in-use');
    return this.becomeSignedIn(this.addAccount(email, password));
  }

  async sendEmailVerification(): Promise<void> {
    this.use('authProvider.sendEmailVerification');
    this.failures.throwIfScripted('sendEmailVerification');
    this.verificationEmailsSent += 1;
  }

  async sendPasswordResetEmail(email: string): Promise<void> {
    this.use('authProvider.sendPasswordResetEmail');
    if (!this.accounts.has(email)) throw authError('auth/user-not-found');
    this.passwordResetEmailsTo.push(email);
  }

  async applyActionCode(code: string): Promise<void> {
    this.use('authProvider.applyActionCode');
    this.throwIfExpired(code);
    const email = this.validActionCodes.get(code);
    if (email === undefined) throw authError('auth/invalid-action-code');
    this.validActionCodes.delete(code);
    this.markEmailVerified(email);
  }

  async verifyPasswordResetCode(code: string): Promise<string> {
    this.use('authProvider.verifyPasswordResetCode');
    this.throwIfExpired(code);
    const email = this.validActionCodes.get(code);
    if (email === undefined) throw authError('auth/invalid-action-code');
    return email;
  }

  async confirmPasswordReset(code: string, newPassword: string): Promise<void> {
    this.use('authProvider.confirmPasswordReset');
    this.throwIfExpired(code);
    const email = this.validActionCodes.get(code);
    const account = email === undefined ? undefined : this.accounts.get(email);
    if (!account) throw authError('auth/invalid-action-code');
    this.validActionCodes.delete(code);
    account.password = newPassword;
  }

  /** Email action codes past their lifetime: the provider answers auth/expired-action-code. */
  readonly expiredActionCodes = new Set<string>();

  private throwIfExpired(code: string): void {
    if (this.expiredActionCodes.has(code)) throw authError('auth/expired-action-code');
  }

  /** Provider accounts already linked to another user (credential-already-in-use when linked again). */
  readonly takenSocial = new Set<SocialProvider>();

  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    this.use('authProvider.changePassword');
    const account = this.current?.email ? this.accounts.get(this.current.email) : undefined;
    if (!account) throw authError('auth/requires-recent-login');
    if (account.password !== currentPassword)
      throw normalizeError({ code: 'auth/invalid-credential' }, 'changePassword');
    account.password = newPassword;
  }

  async reauthenticate(proof: { readonly password: string } | { readonly provider: SocialProvider }): Promise<void> {
    this.use(`authProvider.reauthenticate:${'password' in proof ? 'password' : proof.provider}`);
    if (!this.current) throw authError('auth/requires-recent-login');
    if ('password' in proof) {
      const account = this.current.email ? this.accounts.get(this.current.email) : undefined;
      if (!account || account.password !== proof.password)
        throw normalizeError({ code: 'auth/invalid-credential' }, 'changePassword');
    }
  }

  async linkSocial(provider: SocialProvider): Promise<IdentityUser> {
    this.use(`authProvider.linkSocial:${provider}`);
    if (!this.current) throw authError('auth/requires-recent-login');
    if (this.takenSocial.has(provider)) throw normalizeError({ code: 'auth/credential-already-in-use' }, 'linkSocial');
    const id = provider === 'google' ? 'google.com' : provider === 'facebook' ? 'facebook.com' : 'apple.com';
    this.current = { ...this.current, providerIds: [...this.current.providerIds.filter((p) => p !== id), id] };
    return this.current;
  }

  async unlinkProvider(providerId: string): Promise<IdentityUser> {
    this.use(`authProvider.unlinkProvider:${providerId}`);
    if (!this.current) throw authError('auth/requires-recent-login');
    this.current = { ...this.current, providerIds: this.current.providerIds.filter((p) => p !== providerId) };
    return this.current;
  }

  async reloadCurrentUser(): Promise<IdentityUser | null> {
    this.use('authProvider.reloadCurrentUser');
    if (!this.current) return null;
    const account = this.current.email ? this.accounts.get(this.current.email) : undefined;
    if (account && account.user.uid === this.current.uid) this.current = account.user;
    return this.current;
  }

  /** The provider drops the user by itself (revoked, deleted, signed out in another tab): listeners hear null. */
  dropUser(): void {
    this.current = null;
    this.notify();
  }

  async signOut(): Promise<void> {
    this.use('authProvider.signOut');
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
