import type { AccountDeletedWire, AccountExportWire } from '../../src/contract/account.contract';
import { isRecentSignIn, RECENT_SIGN_IN_MAX_AGE_MS } from '../../src/domain/auth/recent-sign-in';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import { isoOrNull } from '../kernel/clock';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import type { CommentUseCases } from '../comments/comments.use-cases';
import { imageObjectKeys, imageUrlFor } from '../media/media.use-cases';
import type { UserUseCases } from '../users/users.use-cases';
import type { AccountStore, Row } from './account.ports';

export type AccountDeps = Pick<Kernel, 'db' | 'clock' | 'config' | 'identity' | 'storage' | 'changes'>;

const iso = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);
/** A row as JSON: instants as ISO 8601, everything else as stored. */
const plain = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, iso(value)]));

/**
 * A person's own account: everything the product holds about them as one JSON document, and deleting the
 * account (PDPA's rights of access and erasure; app stores ask the same of apps with sign-up).
 */
export function createAccountUseCases(
  deps: AccountDeps,
  store: AccountStore,
  users: Pick<UserUseCases, 'requireUser'>,
  comments: Pick<CommentUseCases, 'eraseAuthor'>,
) {
  return {
    async exportData(identity: VerifiedIdentity): Promise<AccountExportWire> {
      const user = await users.requireUser(deps.db, identity);
      const [held, methods] = await Promise.all([
        store.heldData(deps.db, user.user_id),
        deps.identity.signInMethods(identity.uid),
      ]);
      const uploadUrl = (purpose: string, id: string) => `${deps.config.publicUrl}/api/uploads/${purpose}/${id}`;
      return {
        exported_at: nowDate(deps).toISOString(),
        account: {
          user_id: held.account.user_id,
          email: held.account.email,
          created_at: held.account.created_at.toISOString(),
          sign_in_methods: methods,
        },
        profile: held.profile ? plain(held.profile) : null,
        consents: {
          terms_of_use_accepted_at: isoOrNull((held.profile?.terms_accepted_at as Date | null | undefined) ?? null),
          cookie_consent: 'kept only in your browser (cookie CookieConsent); the server holds none',
        },
        roles: held.roles,
        interests: held.interests,
        line_link: held.lineLink
          ? { line_user_id: held.lineLink.line_user_id, linked_at: held.lineLink.linked_at.toISOString() }
          : null,
        contents: held.contents.map((content) => ({
          ...plain(content),
          versions: (content.versions as Row[]).map(plain),
        })),
        comments: held.comments.map(plain),
        poll_votes: held.pollVotes.map(plain),
        saved_lists: held.savedLists.map(plain),
        saved_items: held.savedItems.map(plain),
        following: held.following.map(plain),
        notifications: held.notifications.map(plain),
        notification_preferences: held.notificationPreferences.map(plain),
        reports: held.reports.map(plain),
        issue_reports: held.issueReports.map(({ attachment_ids, ...report }) => ({
          ...plain(report),
          attachment_urls: attachment_ids.map((id) => uploadUrl('report', id)),
        })),
        contact_messages: held.contactMessages.map(plain),
        uploads: held.uploads.map((upload) => ({
          ...plain(upload),
          url: uploadUrl(upload.purpose, upload.upload_id),
        })),
        images: held.images.map((image) => ({ ...plain(image), url: imageUrlFor(deps, image.image_id) })),
        proposed_places: held.proposedPlaces.map(plain),
        reading_history: held.readingHistory.map(plain),
        sign_ins: held.signIns.map(plain),
      };
    },

    /**
     * Deletes the caller's account, once they proved again who they are (a sign-in or re-authentication within
     * RECENT_SIGN_IN_MAX_AGE_MS: 403 4030101012 otherwise). In one transaction: the comments it wrote on others'
     * contents lose their words (threads others replied to stay under a "deleted" placeholder by a deleted user),
     * everything else it held is deleted (account.repository.ts says what), its profile goes and the user row
     * becomes a tombstone; the identity provider's account is deleted last inside it, so a refusal there
     * changes nothing. After the commit the stored images and uploads are deleted and every instance hears of
     * the contents, counts, tallies and author that changed.
     */
    async deleteAccount(identity: VerifiedIdentity): Promise<AccountDeletedWire> {
      if (!isRecentSignIn(identity.authTime, deps.clock.now())) {
        throw failure(
          ErrorCode.recentSignInRequired,
          `Deleting the account needs a sign-in within the last ${RECENT_SIGN_IN_MAX_AGE_MS / 60_000} minutes: re-authenticate and try again`,
        );
      }
      const now = nowDate(deps);
      const { userId, erased, recounted } = await deps.db.transaction(async (tx) => {
        const user = await users.requireUser(tx, identity);
        const recounted = await comments.eraseAuthor(tx, user.user_id, now);
        const erased = await store.erase(tx, user.user_id, now);
        await deps.identity.deleteUser(identity.uid);
        return { userId: user.user_id, erased, recounted };
      });
      const keys = [...erased.imageIds.flatMap(imageObjectKeys), ...erased.uploadKeys];
      const failed = (await Promise.allSettled(keys.map((key) => deps.storage.discard(key)))).filter(
        (result) => result.status === 'rejected',
      );
      if (failed.length > 0)
        console.warn(`[account] ${failed.length} stored objects of deleted account ${userId} could not be deleted`);
      for (const contentId of new Set([...erased.contentIds, ...recounted]))
        await deps.changes.publish('content', contentId);
      for (const pollId of erased.pollIds) await deps.changes.publish('poll-tally', pollId);
      await deps.changes.publish('author', userId);
      return { user_id: userId, deleted_at: now.toISOString() };
    },
  };
}

export type AccountUseCases = ReturnType<typeof createAccountUseCases>;
