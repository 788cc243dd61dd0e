import {
  NOTIFICATION_SERVICE,
  UnsubscribeBody,
  UnsubscribeQuery,
  Unsubscribed,
} from '../../src/contract/notifications.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { NotificationMail } from './notification-mail';

const PATH = `/${NOTIFICATION_SERVICE}/unsubscribe`;
const common = { area: 'content', auth: 'none', tag: 'content-platform', path: PATH } as const;

/** The unsubscribe link of notification e-mails (no sign-in: the signed token says whose and which kind). */
export const notificationMailRoutes = (
  mail: Pick<NotificationMail, 'unsubscribe' | 'unsubscribeStatus'>,
): AnyRoute[] => [
  defineRoute({
    ...common,
    method: 'POST',
    summary: 'Stop notification e-mails of one kind (one-click unsubscribe)',
    description:
      'The List-Unsubscribe link of a notification e-mail, posted by the mail client (RFC 8058: form body ' +
      "`List-Unsubscribe=One-Click`) or with no body. Turns e-mail off for the token's topic for its " +
      'user (the same e-mail choice the notification preferences show, `kind` names the topic); in-app and LINE ' +
      'notifications go on. Idempotent. A token not made by this server is 422 4220607000.',
    querystring: UnsubscribeQuery,
    body: UnsubscribeBody,
    emptyBody: true,
    data: Unsubscribed,
    errors: [ErrorCode.contentValidationFailed],
    handler: ({ query }) => mail.unsubscribe(query.token),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    summary: 'What an unsubscribe link is for (changes nothing)',
    description:
      'The kind of e-mail the token is about and whether it is off already. A GET never unsubscribes (link ' +
      'scanners follow links); the POST does. A token not made by this server is 422 4220607000.',
    querystring: UnsubscribeQuery,
    data: Unsubscribed,
    errors: [ErrorCode.contentValidationFailed],
    handler: ({ query }) => mail.unsubscribeStatus(query.token),
  }),
];
