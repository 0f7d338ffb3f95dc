import type { NoticeItem } from './notice-rules';

/** The notices the studio keeps (spec 3): alerts, splash pages and promotions. */
export type NoticeKind = 'alert' | 'splash' | 'promotion';

export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = { alert: 'Alert', splash: 'Splash page', promotion: 'Promotion' };

/** A notice the dashboard lists because fans see it now. */
export interface NoticeOnSite {
  kind: NoticeKind;
  id: number;
  title: string;
  endDate: string | null;
  /** It stops showing within ENDING_SOON_MS: time to extend it or line up the next one. */
  endingSoon: boolean;
}

/** How close an end counts as soon: three days, a weekend's notice seen on the Friday. */
export const ENDING_SOON_MS = 3 * 24 * 60 * 60 * 1000;

type Listed = NoticeItem & { endDate: string | null };

/** The notices showing now (by the server's state), the soonest to end first and those without an end last. */
export function noticesOnSite(lists: Record<NoticeKind, Listed[]>, now: number): NoticeOnSite[] {
  const endOf = (notice: NoticeOnSite) => (notice.endDate === null ? Number.POSITIVE_INFINITY : Date.parse(notice.endDate));
  return (Object.keys(lists) as NoticeKind[])
    .flatMap((kind) =>
      lists[kind]
        .filter((item) => item.state === 'showing')
        .map((item) => ({ kind, id: item.id, title: item.title, endDate: item.endDate, endingSoon: item.endDate !== null && Date.parse(item.endDate) - now <= ENDING_SOON_MS })),
    )
    .sort((a, b) => endOf(a) - endOf(b) || a.title.localeCompare(b.title));
}
