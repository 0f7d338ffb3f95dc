import { createContext, useContext } from 'react';
import type { PushNotifications } from '../../core/push/push-notifications.port';

/** The device's web push; the app provides it around the router. Without one (a view rendered alone) no button shows. */
export const PushNotificationsContext = createContext<PushNotifications | null>(null);

export function usePushNotifications(): PushNotifications | null {
  return useContext(PushNotificationsContext);
}
