/** '2026-11-27T14:30:00.000Z' → the datetime-local input's value in this browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local value (this browser's time) → an ISO instant; empty or unreadable → null. */
export function fromLocalInput(value: string): string | null {
  if (value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** ", from Nov 20, 17:00, until Nov 21, 09:00" (empty parts left out). */
export function windowWords(startDate: string | null, endDate: string | null, time: (iso: string) => string): string {
  return [startDate ? `from ${time(startDate)}` : '', endDate ? `until ${time(endDate)}` : ''].filter(Boolean).join(', ') || 'always';
}
