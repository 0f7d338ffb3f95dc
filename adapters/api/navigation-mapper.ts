import type { NavigationItemWire, NavigationLevel2Wire, SportNavigationItemWire } from '../../contract/navigation';
import type { NavigationItem, NavigationLink, SportNavigationItem } from '../../core/navigation/navigation-item';

type LinkWire = { url: string; title: string; className: string };
const toLink = (wire: LinkWire): NavigationLink => ({ url: wire.url, title: wire.title, class_name: wire.className });

function toLevel2(wire: NavigationLevel2Wire): NavigationItem {
  return {
    id: wire.id,
    title: wire.title,
    url: wire.url,
    class_name: wire.className,
    open_in_new_window: wire.openInNewWindow,
    columns: [],
    items: [],
    separator: wire.separator,
    sport: wire.sport ? { id: wire.sport.id, title: wire.sport.title } : null,
    schedule_roster_news_links: (wire.scheduleRosterNewsLinks ?? []).map(toLink),
    social_media_links: (wire.socialMediaLinks ?? []).map(toLink),
  };
}

export function toNavigationItem(wire: NavigationItemWire): NavigationItem {
  return {
    id: wire.id,
    title: wire.title,
    url: wire.url,
    class_name: wire.className,
    open_in_new_window: wire.openInNewWindow,
    columns: wire.columns.map((column) => ({ column: column.column, items: column.items.map(toLevel2) })),
    items: wire.items.map(toLevel2),
    separator: false,
  };
}

export function toSportNavigationItem(wire: SportNavigationItemWire): SportNavigationItem {
  return {
    id: wire.id,
    title: wire.title,
    url: wire.url,
    class_name: wire.className,
    items: (wire.items ?? []).map((item) => toSportNavigationItem({ ...item, items: null })),
    separator: wire.separator,
    open_in_new_window: wire.openInNewWindow,
  };
}
