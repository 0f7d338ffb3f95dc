export const ClockToken = Symbol.for('platform.Clock');
export const LoggerToken = Symbol.for('platform.Logger');
export const CookieJarToken = Symbol.for('platform.CookieJar');
export const SessionStorageToken = Symbol.for('platform.SessionStorage');
export const LocalStorageToken = Symbol.for('platform.LocalStorage');
