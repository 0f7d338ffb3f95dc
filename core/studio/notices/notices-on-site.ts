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

/** What the dashboard says of the notices fans see now. */
export interface NoticesOnSite {
  /** The alerts and splash pages showing, and the promotions that will end: the soonest to end first, those without an end last. */
  listed: NoticeOnSite[];
  /** Promotions showing with no end: a site's standing links (tickets, the shop), counted rather than listed. */
  standingPromotions: number;
}

/** The notices showing now (by the server's state), as the dashboard lists them. */
export function noticesOnSite(lists: Record<NoticeKind, Listed[]>, now: number): NoticesOnSite {
  const endOf = (notice: NoticeOnSite) => (notice.endDate === null ? Number.POSITIVE_INFINITY : Date.parse(notice.endDate));
  const showing = (Object.keys(lists) as NoticeKind[]).flatMap((kind) =>
    lists[kind]
      .filter((item) => item.state === 'showing')
      .map((item) => ({ kind, id: item.id, title: item.title, endDate: item.endDate, endingSoon: item.endDate !== null && Date.parse(item.endDate) - now <= ENDING_SOON_MS })),
  );
  const standing = (notice: NoticeOnSite) => notice.kind === 'promotion' && notice.endDate === null;
  return {
    listed: showing.filter((notice) => !standing(notice)).sort((a, b) => endOf(a) - endOf(b) || a.title.localeCompare(b.title)),
    standingPromotions: showing.filter(standing).length,
  };
}
