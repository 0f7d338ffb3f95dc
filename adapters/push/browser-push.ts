/**
 * The browser features web push needs, read from the page's globals when it runs in one, or handed in by a test.
 * On the server (page rendering) every feature is missing.
 */
export interface PushBrowser {
  notification?: { readonly permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
  serviceWorker?: ServiceWorkerContainer;
  hasPushManager: boolean;
}

export function pagePushBrowser(): PushBrowser {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return { hasPushManager: false };
  return {
    notification: 'Notification' in window ? window.Notification : undefined,
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    hasPushManager: 'PushManager' in window,
  };
}
