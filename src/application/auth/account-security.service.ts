import { canUnlink, LINKABLE_METHODS, type LinkableMethod } from '../../domain/auth/sign-in-methods';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { normalizeError } from '../../domain/errors/normalize-error';
import type { AuthProvider, SocialProvider } from '../ports/auth-provider.port';
import type { LineLinkUseCase } from './line-link.use-case';

/** The spec §8 message shown when unlinking would leave the account without a way in (ours). */
export const LAST_METHOD_MESSAGE_KEY = 'settings.security.lastMethod';

const PROVIDER_OF: Record<LinkableMethod, SocialProvider> = {
  'google.com': 'google',
  'facebook.com': 'facebook',
  'apple.com': 'apple',
};

/**
 * Account security in settings: change password (re-authentication first), and linking / unlinking
 * Google, Facebook, Apple and (through `line`, when LINE is configured) LINE. Errors leave as AppError with the
 * flow's spec §8 message.
 */
export class AccountSecurityService {
  constructor(
    private readonly provider: AuthProvider,
    /** LINE links live in the product backend, not the identity provider (line-link.use-case.ts). */
    readonly line: LineLinkUseCase | null = null,
  ) {}

  /** The sign-in methods of the signed-in account ('password', 'google.com', …). */
  methods(): readonly string[] {
    return this.provider.currentUser()?.providerIds ?? [];
  }

  /** Whether the account signs in with a password (change password is offered only then). */
  hasPassword(): boolean {
    return this.methods().includes('password');
  }

  linkable(): readonly LinkableMethod[] {
    return LINKABLE_METHODS;
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    try {
      await this.provider.changePassword(currentPassword, newPassword);
    } catch (error) {
      throw normalizeError(error, 'changePassword');
    }
  }

  async link(method: LinkableMethod): Promise<readonly string[]> {
    try {
      return (await this.provider.linkSocial(PROVIDER_OF[method])).providerIds;
    } catch (error) {
      throw normalizeError(error, 'linkSocial');
    }
  }

  /**
   * Never the last sign-in method: refused here before the provider is asked. `alsoLinked` names ways in the
   * identity provider does not know about (a linked LINE account, LINE_METHOD), which count as remaining.
   */
  async unlink(method: string, alsoLinked: readonly string[] = []): Promise<readonly string[]> {
    if (!canUnlink([...this.methods(), ...alsoLinked], method)) {
      throw new AppError({
        code: ErrorCode.unknown,
        messageKey: LAST_METHOD_MESSAGE_KEY,
        message: 'The last sign-in method cannot be removed.',
      });
    }
    try {
      return (await this.provider.unlinkProvider(method)).providerIds;
    } catch (error) {
      throw normalizeError(error);
    }
  }
}
