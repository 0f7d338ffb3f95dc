import type { z } from 'zod';
import type { navigationLinkWire, NavigationItemWire, SportNavigationItemWire } from '../../../contract/navigation';
import type { SportWire } from '../../../contract/sports';
import { navigationItems } from '../../store/tables/foundation';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { OriginClient } from './origin-client';

type LinkWire = z.infer<typeof navigationLinkWire>;
type NavRow = Omit<typeof navigationItems.$inferInsert, 'id' | 'tenantId'>;

/** One navigation item to write, with its parent's origin id (written in an earlier pass). */
interface Pending {
  id: number;
  parent: number | null;
  row: Omit<NavRow, 'parentId'>;
}

function linkRow(context: ImportContext, menu: 'main' | 'sport', link: LinkWire, linkGroup: string | null): Omit<NavRow, 'parentId'> {
  return {
    menu,
    sportId: localIdOf(context, 'sports', link.sportIdAssociation),
    linkGroup,
    columnNumber: link.column,
    rank: link.rank,
    title: link.title,
    shortTitle: link.shortTitle,
    url: link.url,
    icon: link.icon,
    className: link.className,
    openInNewWindow: link.openInNewWindow,
    separator: link.separator,
  };
}

/**
 * The main navigation (GET /Navigation) and each sport's (GET /Navigation/sub?sportId=) as our one tree, level by
 * level so every parent is in before its children. A level-2 item's extra links come back under their link group.
 */
export async function importNavigation(context: ImportContext, origin: OriginClient, sportList: readonly SportWire[]): Promise<void> {
  const [main, perSport] = await Promise.all([
    origin.json<NavigationItemWire[]>('/Navigation'),
    Promise.all(sportList.map(async (sport) => ({ sport, items: (await origin.json<SportNavigationItemWire[]>(`/Navigation/sub?sportId=${sport.id}`)) ?? [] }))),
  ]);
  const levels: Pending[][] = [[], [], []];
  for (const item of main ?? []) {
    // Level 1 carries no short title, column, icon or separator: the defaults.
    levels[0]!.push({
      id: item.id,
      parent: null,
      row: { menu: 'main', sportId: null, linkGroup: null, columnNumber: 0, rank: item.rank, title: item.title, shortTitle: null, url: item.url, icon: null, className: item.className, openInNewWindow: item.openInNewWindow, separator: false },
    });
    for (const level2 of item.items) {
      levels[1]!.push({ id: level2.id, parent: item.id, row: linkRow(context, 'main', level2, null) });
      const groups: [string, LinkWire[]][] = [
        ['schedule_roster_news', level2.scheduleRosterNewsLinks ?? []],
        ['social_media', level2.socialMediaLinks ?? []],
        ['tickets', level2.tickets ? [level2.tickets] : []],
      ];
      for (const [group, links] of groups) for (const link of links) levels[2]!.push({ id: link.id, parent: level2.id, row: linkRow(context, 'main', link, group) });
    }
  }
  for (const { sport, items } of perSport) {
    const sportId = localIdOf(context, 'sports', sport.id);
    if (sportId === null) continue;
    for (const item of items) {
      levels[0]!.push({ id: item.id, parent: null, row: { ...linkRow(context, 'sport', item, null), sportId } });
      for (const child of item.items ?? []) levels[1]!.push({ id: child.id, parent: item.id, row: { ...linkRow(context, 'sport', child, null), sportId } });
    }
  }
  const writer = tableWriter<NavRow>(context, 'navigation', 'navigation', navigationItems);
  for (const level of levels) {
    const items = level.map(({ id, parent, row }): MappedItem<NavRow> => ({ sourceId: String(id), row: { ...row, parentId: localIdOf(context, 'navigation', parent) } }));
    await writeResource(context, writer, items);
  }
}
