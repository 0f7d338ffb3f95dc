/** The notice kinds the studio edits with one form: alerts, the splash page and promotions. */
export const NOTICE_KINDS = ['alerts', 'splash', 'promotions'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** One alert (spec 3 Alert: its title, an optional message and link, shown from start to end). */
export interface AlertNotice {
  id: number;
  version: number;
  title: string;
  message: string;
  link: string;
  startDate: string | null;
  endDate: string | null;
  enabled: boolean;
}

export type AlertDraft = Omit<AlertNotice, 'id' | 'version'>;

export const EMPTY_ALERT: AlertDraft = { title: '', message: '', link: '', startDate: null, endDate: null, enabled: true };

export const ALERT_MESSAGES = {
  textRequired: 'Enter the alert.',
  linkInvalid: 'Use a web address starting with https:// or a path on this site starting with /.',
  endBeforeStart: 'The end must be after the start.',
} as const;

export function alertErrors(draft: AlertDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.title.trim() === '') errors.title = ALERT_MESSAGES.textRequired;
  const link = draft.link.trim();
  if (link !== '' && !/^(https?:\/\/\S+|\/(?!\/)\S*)$/i.test(link)) errors.link = ALERT_MESSAGES.linkInvalid;
  if (draft.startDate && draft.endDate && Date.parse(draft.endDate) <= Date.parse(draft.startDate)) errors.endDate = ALERT_MESSAGES.endBeforeStart;
  return errors;
}
