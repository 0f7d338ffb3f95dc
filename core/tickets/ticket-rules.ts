import { numberFormat } from '../dates/intl-formats';
import type { TicketLink, TicketPackage } from './ticketing';

export const TICKETS_PATH = '/tickets';

/** The tickets page's own sections, which in-page links (`/tickets#season-tickets`) may target. */
export const TICKET_SECTION_IDS = { contact: 'contact', seasonTickets: 'season-tickets', upcoming: 'upcoming-events', sports: 'tickets-by-sport' } as const;

/** The anchor of a link into the tickets page itself ('/tickets#groups' → 'groups'), else undefined. */
export function inPageAnchor(url: string, pagePath: string = TICKETS_PATH): string | undefined {
  const match = /^([^?#]*)(?:\?[^#]*)?#([A-Za-z][\w-]*)$/.exec(url.trim());
  if (!match) return undefined;
  const path = match[1] ?? '';
  return path === '' || path.replace(/\/+$/, '') === pagePath ? match[2] : undefined;
}

export interface SplitLinks {
  /** Links into this page: each becomes (or introduces) a section with that anchor. */
  inPage: Array<{ anchor: string; link: TicketLink }>;
  /** Links elsewhere. */
  elsewhere: TicketLink[];
}

export function splitTicketLinks(links: readonly TicketLink[], pagePath: string = TICKETS_PATH): SplitLinks {
  const split: SplitLinks = { inPage: [], elsewhere: [] };
  for (const link of links) {
    const anchor = inPageAnchor(link.url, pagePath);
    if (anchor && !split.inPage.some((entry) => entry.anchor === anchor)) split.inPage.push({ anchor, link });
    else if (!anchor) split.elsewhere.push(link);
  }
  return split;
}

export interface SportPackages {
  sportId: number;
  packages: TicketPackage[];
}

const KIND_ORDER = ['season', 'deposit'];
const kindRank = (kind: string) => (KIND_ORDER.includes(kind) ? KIND_ORDER.indexOf(kind) : KIND_ORDER.length);

/** Active packages by sport, sports in the order they first appear; season tickets before deposits inside. */
export function packagesBySport(packages: readonly TicketPackage[]): SportPackages[] {
  const groups: SportPackages[] = [];
  packages.forEach((item) => {
    if (!item.active) return;
    let group = groups.find((candidate) => candidate.sportId === item.sportId);
    if (!group) groups.push((group = { sportId: item.sportId, packages: [] }));
    group.packages.push(item);
  });
  return groups.map((group) => ({
    sportId: group.sportId,
    packages: group.packages.map((item, index) => ({ item, index })).sort((a, b) => kindRank(a.item.kind) - kindRank(b.item.kind) || a.index - b.index).map(({ item }) => item),
  }));
}

/** 'From $8' in the ticket system's currency; '' when there is no price. */
export function priceFromText(amount: number | null, currency: string | null | undefined): string {
  if (amount === null || !Number.isFinite(amount) || amount < 0) return '';
  const formatted = numberFormat('en-US', { style: 'currency', currency: currency || 'USD', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
  return amount === 0 ? 'Free' : `From ${formatted}`;
}

/** A phone number as a tel: link target (digits and a leading +). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return `tel:${digits}`;
}

/** spec 3 Sport.tickets: the sports whose ticket link leads somewhere other than this page. */
export function sportTicketLinks<S extends { id: number; title: string; tickets: string | null }>(sports: readonly S[], pagePath: string = TICKETS_PATH): Array<{ sportId: number; title: string; url: string }> {
  return sports.flatMap((sport) => {
    const url = (sport.tickets ?? '').trim();
    if (url === '' || url === '#' || url.split(/[?#]/)[0]!.replace(/\/+$/, '') === pagePath) return [];
    return [{ sportId: sport.id, title: sport.title, url }];
  });
}
