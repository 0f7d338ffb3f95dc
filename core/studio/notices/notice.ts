import { checkLink, checkTitle, checkWindow, NOTICE_MESSAGES, type FieldErrors, type NoticeItem } from './notice-rules';

/** One alert (spec 3 Alert: its title, an optional message and link, shown from start to end). */
export interface AlertNotice extends NoticeItem {
  message: string;
  link: string;
  startDate: string | null;
  endDate: string | null;
  enabled: boolean;
}

export type AlertDraft = Omit<AlertNotice, 'id' | 'version' | 'state'>;

export const EMPTY_ALERT: AlertDraft = { title: '', message: '', link: '', startDate: null, endDate: null, enabled: true };

export const alertDraftOf = (alert: AlertNotice): AlertDraft => ({ title: alert.title, message: alert.message, link: alert.link, startDate: alert.startDate, endDate: alert.endDate, enabled: alert.enabled });

export const ALERT_MESSAGES = {
  textRequired: 'Enter the alert.',
  linkInvalid: NOTICE_MESSAGES.linkInvalid,
  endBeforeStart: NOTICE_MESSAGES.endBeforeStart,
} as const;

export function alertErrors(draft: AlertDraft): FieldErrors {
  const errors: FieldErrors = {};
  checkTitle(errors, draft.title, ALERT_MESSAGES.textRequired);
  checkLink(errors, draft.link);
  checkWindow(errors, draft.startDate, draft.endDate);
  return errors;
}
