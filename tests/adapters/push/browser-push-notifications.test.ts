import { describe, expect, it } from 'vitest';
import { BrowserPushNotifications, type PushDeviceLike } from '../../../adapters/push/browser-push-notifications';
import type { PushBrowser } from '../../../adapters/push/browser-push';

function fakeBrowser(answer: NotificationPermission, permission: NotificationPermission = 'default') {
  const calls: string[] = [];
  const browser: PushBrowser = {
    notification: {
      permission,
      requestPermission: () => {
        calls.push('prompt');
        return Promise.resolve(answer);
      },
    },
    serviceWorker: {} as ServiceWorkerContainer,
    hasPushManager: true,
  };
  const device: PushDeviceLike = {
    current: async () => null,
    subscribe: async (_sportId, topics) => {
      calls.push('device.subscribe');
      return { kind: 'subscribed', topics };
    },
    unsubscribe: async () => undefined,
  };
  const loads: number[] = [];
  const push = new BrowserPushNotifications(
    () => browser,
    async () => {
      loads.push(1);
      return device;
    },
  );
  return { push, calls, loads };
}

describe('web push in the browser', () => {
  it('asks the permission on the call itself, before anything is awaited, then subscribes', async () => {
    const { push, calls } = fakeBrowser('granted');
    const result = push.subscribe(4, ['final']);
    // The prompt was requested synchronously, inside the click that made the call.
    expect(calls).toEqual(['prompt']);
    expect(await result).toEqual({ kind: 'subscribed', topics: ['final'] });
    expect(calls).toEqual(['prompt', 'device.subscribe']);
  });

  it('reports a refusal without subscribing', async () => {
    const { push, calls } = fakeBrowser('denied');
    expect(await push.subscribe(4, ['final', 'start'])).toEqual({ kind: 'denied' });
    expect(calls).toEqual(['prompt']);
  });

  it('never loads the device code nor prompts just to show the button', async () => {
    const { push, calls, loads } = fakeBrowser('granted');
    expect(push.isSupported()).toBe(true);
    expect(push.permission()).toBe('default');
    expect(await push.current(4)).toBeNull();
    expect(calls).toEqual([]);
    expect(loads).toEqual([]);
  });

  it('is unsupported without the Push API (and on the server)', () => {
    const push = new BrowserPushNotifications(() => ({ hasPushManager: false }), () => Promise.reject(new Error('not loaded')));
    expect(push.isSupported()).toBe(false);
  });
});
