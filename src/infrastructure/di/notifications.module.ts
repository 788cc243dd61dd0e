import { ContainerModule } from 'inversify';
import { NotificationsService } from '../../application/notifications/notifications.service';
import type { NotificationApi } from '../../application/ports/notification-api.port';
import type { HttpClient } from '../http/http-client';
import { bindFactory } from './bind-factory';
import { lazyPort } from './lazy-port';
import { TOKENS } from './tokens';

/** My notifications: the notification-service adapter and the service behind the bell and /notifications. */
export const notificationsModule = new ContainerModule(({ bind }) => {
  bindFactory(
    bind,
    TOKENS.notificationApi,
    (http: HttpClient) =>
      lazyPort<NotificationApi>(() =>
        import('../http/http-notification-api').then(({ HttpNotificationApi }) => new HttpNotificationApi(http)),
      ),
    [TOKENS.httpClient],
  );
  bindFactory(bind, TOKENS.notificationsService, (api: NotificationApi) => new NotificationsService(api), [
    TOKENS.notificationApi,
  ]);
});
