/* global self, clients, URL */
// Issue 46 web push: shows what the school's server pushes and opens the game centre on a tap.
// It has no fetch handler and opens no cache, so every page still comes from the network as it is now:
// nothing here can ever serve a stale page. Served from the site root (/push-sw.js) so its scope is '/'.

const FALLBACK_TITLE = 'Game update';

self.addEventListener('install', () => {
  // A new version takes over at once: there is no cache for an old one to keep consistent.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The payload the server sends ({ title, body, url, tag, icon }); a missing or unreadable one still shows something. */
function readPayload(event) {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return { body: event.data ? event.data.text() : '' };
  }
}

/**
 * Only a page of this site opens from a notification: the URL's path on the worker's own origin, so the game
 * centre opens on the host the fan subscribed on even if the server names the school by another.
 */
function siteUrl(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '/', self.location.origin);
    return new URL(url.pathname + url.search + url.hash, self.location.origin).href;
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    tag: typeof payload.tag === 'string' ? payload.tag : undefined,
    // A later push for the same game and kind (a corrected final) replaces the one shown, and says so.
    renotify: typeof payload.tag === 'string',
    data: { url: siteUrl(payload.url) },
  };
  if (typeof payload.icon === 'string') options.icon = payload.icon;
  const title = typeof payload.title === 'string' && payload.title ? payload.title : FALLBACK_TITLE;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = siteUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target && 'focus' in client);
      if (open) return open.focus();
      return clients.openWindow(target);
    }),
  );
});
