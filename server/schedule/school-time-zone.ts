/** The demo schools' time zones: game times are set on, and shown in, the school's wall clock. */
const SCHOOL_TIME_ZONES: Record<string, string> = {
  ridgemont: 'America/Denver',
  coastalbay: 'America/New_York',
};

export const DEFAULT_TIME_ZONE = 'America/New_York';

export function schoolTimeZone(tenantKey: string): string {
  return SCHOOL_TIME_ZONES[tenantKey] ?? DEFAULT_TIME_ZONE;
}
