import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { navigationWire, sportNavigationWire, type NavigationItemWire, type NavigationLevel2Wire, type SportNavigationItemWire } from '../../contract/navigation';
import { intParam } from '../http/query';
import { apiGet } from './api-route';
import type { Db } from '../store/database';
import { navigationItems, sports } from '../store/tables/foundation';

type NavRow = typeof navigationItems.$inferSelect;
type SportRef = { id: number; title: string; abbrev: string | null; shortName: string; globalSportShortName: string | null };

function linkWire(row: NavRow, sport: SportRef | undefined) {
  return {
    id: row.id,
    title: row.title,
    shortTitle: row.shortTitle,
    rank: row.rank,
    column: row.columnNumber,
    url: row.url,
    icon: row.icon,
    separator: row.separator,
    openInNewWindow: row.openInNewWindow,
    sportIdAssociation: row.sportId,
    sport: sport ? { id: sport.id, title: sport.title, abbrev: sport.abbrev ?? '', shortTitle: sport.shortName, shortName: sport.shortName, globalSportShortName: sport.globalSportShortName ?? '' } : null,
    className: row.className,
    // v2-reference 3: a leaf carries every member of a node, the nested ones null.
    socialMediaLinks: null,
    scheduleRosterNewsLinks: null,
    items: null,
    stats: null,
    tickets: null,
    youtube: null,
  };
}

function childrenByParent(rows: NavRow[]): Map<number, NavRow[]> {
  const map = new Map<number, NavRow[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const list = map.get(row.parentId) ?? [];
    list.push(row);
    map.set(row.parentId, list);
  }
  return map;
}

async function sportRefs(db: Db, tenantId: number, ids: number[]): Promise<Map<number, SportRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: sports.id, title: sports.title, abbrev: sports.abbrev, shortName: sports.shortName, globalSportShortName: sports.globalSportShortName })
    .from(sports)
    .where(and(eq(sports.tenantId, tenantId), inArray(sports.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

async function menuRows(db: Db, tenantId: number, menu: 'main' | 'sport', sportId?: number): Promise<NavRow[]> {
  const conditions = [eq(navigationItems.tenantId, tenantId), eq(navigationItems.menu, menu)];
  if (sportId !== undefined) conditions.push(eq(navigationItems.sportId, sportId));
  return db.select().from(navigationItems).where(and(...conditions)).orderBy(asc(navigationItems.rank), asc(navigationItems.id));
}

export async function mainNavigation(db: Db, tenantId: number): Promise<NavigationItemWire[]> {
  const rows = await menuRows(db, tenantId, 'main');
  const children = childrenByParent(rows);
  const refs = await sportRefs(db, tenantId, [...new Set(rows.flatMap((row) => (row.sportId === null ? [] : [row.sportId])))]);
  const level2 = (row: NavRow): NavigationLevel2Wire => {
    const links = children.get(row.id) ?? [];
    const group = (name: string) => links.filter((link) => link.linkGroup === name).map((link) => linkWire(link, undefined));
    const sport = row.sportId === null ? undefined : refs.get(row.sportId);
    const tickets = group('tickets')[0] ?? null;
    return {
      ...linkWire(row, sport),
      socialMediaLinks: sport ? group('social_media').map((link) => ({ ...link, icon: link.icon ?? '' })) : null,
      scheduleRosterNewsLinks: sport ? group('schedule_roster_news') : null,
      tickets,
      items: [],
    };
  };
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => {
      const items = (children.get(row.id) ?? []).filter((child) => child.linkGroup === null).map(level2);
      const columnNumbers = [...new Set(items.map((item) => item.column))].sort((a, b) => a - b);
      return {
        id: row.id,
        title: row.title,
        rank: row.rank,
        url: row.url,
        openInNewWindow: row.openInNewWindow,
        includeSocialMedia: items.some((item) => (item.socialMediaLinks ?? []).length > 0),
        includeScheduleRosterNews: items.some((item) => (item.scheduleRosterNewsLinks ?? []).length > 0),
        includeStats: false,
        includeTickets: false,
        includeYouTube: false,
        className: row.className,
        items,
        columns: columnNumbers.map((column) => ({ column, items: items.filter((item) => item.column === column) })),
        ad: null,
      };
    });
}

export async function sportNavigation(db: Db, tenantId: number, sportId: number): Promise<SportNavigationItemWire[]> {
  const rows = await menuRows(db, tenantId, 'sport', sportId);
  const sport = (await sportRefs(db, tenantId, [sportId])).get(sportId);
  const children = childrenByParent(rows);
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => {
      const items = (children.get(row.id) ?? []).map((child) => linkWire(child, sport));
      return { ...linkWire(row, sport), items: items.length > 0 ? items : null };
    });
}

export async function registerNavigationRoutes(app: FastifyInstance, db: Db): Promise<void> {
  apiGet(app, { path: '/Navigation', summary: 'The main navigation: level-1 items with level-2 columns', tag: 'Navigation', response: navigationWire, cache: 'settings' }, ({ tenant }) =>
    mainNavigation(db, tenant.id),
  );

  apiGet(
    app,
    { path: '/Navigation/sub', summary: "A sport's navigation", tag: 'Navigation', query: z.object({ sportId: intParam }), response: sportNavigationWire, statuses: { 400: 'sportId missing or not an integer' }, cache: 'settings' },
    ({ tenant, query }) => sportNavigation(db, tenant.id, query.sportId),
  );
}
