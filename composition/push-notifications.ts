import type { Container } from 'inversify';
import { pagePushBrowser } from '../adapters/push/browser-push';
import { BrowserPushNotifications } from '../adapters/push/browser-push-notifications';
import type { HttpClient } from '../core/http/http-client.port';
import { HttpClientToken } from '../core/http/http.tokens';
import type { KeyValueStorage } from '../core/platform/key-value-storage.port';
import { LocalStorageToken } from '../core/platform/platform.tokens';
import type { PushNotifications } from '../core/push/push-notifications.port';
import { PushNotificationsToken } from '../core/push/push.tokens';

/**
 * Issue 46 web push. Bound on every page (the sport page and the game centre show the button); the service
 * worker and API code load on the fan's first use (DESIGN 7). On the server nothing of the browser's is there,
 * so the button renders nothing.
 */
export function bindPushNotifications(container: Container): void {
  container.bind<PushNotifications>(PushNotificationsToken).toDynamicValue(
    (ctx) =>
      new BrowserPushNotifications(pagePushBrowser, async () => {
        const { PushDevice } = await import('../adapters/push/push-device');
        const serviceWorker = pagePushBrowser().serviceWorker;
        if (!serviceWorker) throw new Error('This browser cannot receive notifications.');
        return new PushDevice(ctx.get<HttpClient>(HttpClientToken), serviceWorker, ctx.get<KeyValueStorage>(LocalStorageToken));
      }),
  );
}
