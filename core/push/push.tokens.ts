export const PushNotificationsToken = Symbol.for('push.PushNotifications');
