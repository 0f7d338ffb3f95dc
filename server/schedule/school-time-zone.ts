/** A school's time zone (tenants.time_zone): game times are set on, and shown in, the school's wall clock. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Whether `name` is an IANA time zone this runtime knows ('America/Denver'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$|^UTC$/.test(name);
  } catch {
    return false;
  }
}
