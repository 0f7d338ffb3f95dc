/**
 * The rules every notice form checks in the browser before sending, in the words the server's contract
 * (contract/studio/notices.ts) uses for the same rules, so a message reads the same from either side.
 */
export const NOTICE_MESSAGES = {
  titleRequired: 'Enter a title.',
  linkInvalid: 'Use a web address starting with https:// or a path on this site starting with /.',
  endBeforeStart: 'The end must be after the start.',
  imageAlt: 'Describe the photo for people who cannot see it.',
  tooLong: (max: number) => `Keep it under ${max} characters.`,
} as const;

/** Where a notice stands on the public site by the server's clock (the list shows it). */
export type NoticeState = 'scheduled' | 'showing' | 'ended' | 'off';

export const NOTICE_STATE_LABELS: Record<NoticeState, string> = { scheduled: 'scheduled', showing: 'showing now', ended: 'ended', off: 'hidden' };

/** What every notice the studio lists carries: its id, the version a write must name (If-Match), its title and state. */
export interface NoticeItem {
  id: number;
  version: number;
  title: string;
  state: NoticeState;
}

export type FieldErrors = Record<string, string>;

/** The server's isSafeLink: http(s) addresses or a path on this site; nothing that could hide a scheme or break out of an attribute. */
export function isSafeNoticeLink(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  if (/[\u0000-\u0020\u007f\\<>"`]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function checkTitle(errors: FieldErrors, title: string, message: string = NOTICE_MESSAGES.titleRequired, max = 200): void {
  if (title.trim() === '') errors.title = message;
  else if (title.trim().length > max) errors.title = NOTICE_MESSAGES.tooLong(max);
}

export function checkLink(errors: FieldErrors, link: string): void {
  const value = link.trim();
  if (value !== '' && !isSafeNoticeLink(value)) errors.link = NOTICE_MESSAGES.linkInvalid;
}

/** The end after the start, when both are set. */
export function checkWindow(errors: FieldErrors, startDate: string | null, endDate: string | null): void {
  if (startDate && endDate && Date.parse(endDate) <= Date.parse(startDate)) errors.endDate = NOTICE_MESSAGES.endBeforeStart;
}

/** A picture needs its description (alt text). */
export function checkImageAlt(errors: FieldErrors, imageId: number | null, imageAlt: string): void {
  if (imageId !== null && imageAlt.trim() === '') errors.imageAlt = NOTICE_MESSAGES.imageAlt;
}

/** '' → null, for the optional text fields of a write body. */
export const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
