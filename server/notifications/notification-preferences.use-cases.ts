import type {
  NotificationPreferenceChangesWire,
  NotificationPreferencesWire,
} from '../../src/contract/notifications.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import { NOTIFICATION_TOPICS, preferenceMatrix } from '../../src/domain/notifications/notification-preferences';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import type { UserUseCases } from '../users/users.use-cases';
import type { NotificationMailStore } from './notification-mail.ports';

/**
 * My notification preferences: every topic × channel, and which channels I can have at all — e-mail when the
 * server has SMTP and my account an address, LINE when the server has a Messaging API channel and I signed in with
 * LINE or linked it. Turning on a channel I cannot have is refused (409 4090607037); turning one off always works.
 */
export function createNotificationPreferences(
  deps: Pick<Kernel, 'db' | 'clock'>,
  store: NotificationMailStore,
  users: Pick<UserUseCases, 'requireUser'>,
  server: { email: boolean; line: boolean; lineAddFriendUrl: string | null },
) {
  async function read(userId: string): Promise<NotificationPreferencesWire> {
    const [stored, person] = await Promise.all([
      store.preferences(deps.db, userId),
      store.recipient(deps.db, userId, 'reply', 'email'),
    ]);
    const matrix = preferenceMatrix(stored);
    return {
      channels: {
        in_app: { available: true },
        email: { available: server.email && Boolean(person?.email) },
        line: {
          available: server.line && Boolean(person?.line_user_id),
          add_friend_url: server.line ? server.lineAddFriendUrl : null,
        },
      },
      topics: NOTIFICATION_TOPICS.map((topic) => ({ topic, ...matrix[topic] })),
    };
  }

  return {
    async get(identity: VerifiedIdentity): Promise<NotificationPreferencesWire> {
      const user = await users.requireUser(deps.db, identity);
      return read(user.user_id);
    },

    async update(
      identity: VerifiedIdentity,
      body: NotificationPreferenceChangesWire,
    ): Promise<NotificationPreferencesWire> {
      const user = await users.requireUser(deps.db, identity);
      const before = await read(user.user_id);
      for (const change of body.changes) {
        if (change.enabled && !before.channels[change.channel].available) {
          throw failure(
            ErrorCode.notificationChannelUnavailable,
            change.channel === 'line'
              ? 'LINE notifications need a LINE account signed in or linked, and LINE messaging on this server'
              : 'e-mail notifications need an e-mail address on the account, and e-mail on this server',
            { channel: change.channel },
          );
        }
      }
      await deps.db.transaction(async (tx) => {
        for (const change of body.changes) await store.setPreference(tx, user.user_id, change, nowDate(deps));
      });
      return read(user.user_id);
    },
  };
}

export type NotificationPreferencesUseCases = ReturnType<typeof createNotificationPreferences>;
