import type { Db } from '../server/store/database';
import { navigationItems } from '../server/store/tables/foundation';
import type { DemoSchool } from './schools';
import type { SeededSport } from './seed-sports';

type NewItem = typeof navigationItems.$inferInsert;

async function insertOne(db: Db, item: NewItem): Promise<number> {
  const [row] = await db.insert(navigationItems).values(item).returning({ id: navigationItems.id });
  if (!row) throw new Error('navigation insert returned nothing');
  return row.id;
}

function sportColumn(sport: SeededSport): number {
  if (sport.nonSport) return 3;
  return sport.gender === 'F' ? 2 : 1;
}

/** The main navigation: a Sports mega-menu in three columns, then site sections. */
export async function seedMainNavigation(db: Db, tenantId: number, school: DemoSchool, sports: SeededSport[]): Promise<void> {
  const main = { tenantId, menu: 'main' } as const;
  const sportsMenu = await insertOne(db, { ...main, rank: 1, title: 'Sports', url: '/sports', className: 'sports' });
  let rank = 0;
  for (const sport of [...sports].sort((a, b) => a.title.localeCompare(b.title))) {
    rank += 1;
    const base = `/sports/${sport.slug}`;
    const id = await insertOne(db, {
      ...main, parentId: sportsMenu, sportId: sport.id, columnNumber: sportColumn(sport), rank, title: sport.title, url: base,
      className: sport.nonSport ? 'non-sport' : 'sport',
    });
    if (sport.nonSport) continue;
    await db.insert(navigationItems).values([
      { ...main, parentId: id, linkGroup: 'schedule_roster_news', rank: 1, title: 'Schedule', url: `${base}/schedule`, className: 'schedule' },
      { ...main, parentId: id, linkGroup: 'schedule_roster_news', rank: 2, title: 'Roster', url: `${base}/roster`, className: 'roster' },
      { ...main, parentId: id, linkGroup: 'schedule_roster_news', rank: 3, title: 'News', url: `${base}/archives`, className: 'news' },
      { ...main, parentId: id, linkGroup: 'social_media', rank: 1, title: 'Twitter', url: `//twitter.com/${school.social.twitter}${sport.code.toUpperCase()}`, className: 'twitter', icon: 'twitter', openInNewWindow: true },
      { ...main, parentId: id, linkGroup: 'social_media', rank: 2, title: 'Instagram', url: `//instagram.com/${school.social.instagram}${sport.code}`, className: 'instagram', icon: 'instagram', openInNewWindow: true },
    ]);
  }
  const sections: Array<{ title: string; url: string; columns?: Array<Array<[string, string]>> }> = [
    { title: 'Schedule', url: '/calendar' },
    { title: 'Tickets', url: '/tickets' },
    { title: 'News', url: '/archives' },
    {
      title: 'Fans', url: '/social-accounts',
      columns: [
        [['Social Media', '/social-accounts'], ['Podcasts', '/podcasts'], ['Publications', '/publications']],
        [['On This Day', '/on-this-day'], ['Moments', '/moments'], ['Subscribe', '/subscribe'], ['RSS Feeds', '/rss_feeds']],
      ],
    },
    {
      title: 'Inside Athletics', url: '/staff-directory',
      columns: [
        [['Staff Directory', '/staff-directory'], ['Facilities', '/facilities'], ['Partners', '/partners']],
        [['Hall of Fame', '/honors'], ['Athletes of the Week', '/awards'], ['All-Americans', '/all-americans'], ['Historical Roster', '/historical-roster']],
        [['In the News', '/clippings'], ['Coverage', '/coverage'], ['Privacy Policy', '/documents/privacy-policy']],
      ],
    },
  ];
  let sectionRank = 1;
  for (const section of sections) {
    sectionRank += 1;
    const parentId = await insertOne(db, { ...main, rank: sectionRank, title: section.title, url: section.url, className: section.title.toLowerCase().replace(/\s+/g, '-') });
    const columns = section.columns ?? [];
    const rows = columns.flatMap((links, columnIndex) =>
      links.map(([title, url], linkIndex) => ({ ...main, parentId, columnNumber: columnIndex + 1, rank: linkIndex + 1, title, url, className: '' })),
    );
    if (rows.length > 0) await db.insert(navigationItems).values(rows);
  }
  await insertOne(db, { ...main, rank: sectionRank + 1, title: 'Shop', url: `//shop.example.com/${school.key}`, className: 'shop', openInNewWindow: true });
}

/** Each sport's navigation: the sport-home item, its main pages, and a group of more links. */
export async function seedSportNavigation(db: Db, tenantId: number, sport: SeededSport): Promise<void> {
  const base = `/sports/${sport.slug}`;
  const nav = { tenantId, menu: 'sport', sportId: sport.id } as const;
  await insertOne(db, { ...nav, rank: 1, title: sport.title, shortTitle: sport.shortDisplay, url: base, className: 'sport-home' });
  if (sport.nonSport) return;
  const main: Array<[string, string]> = [
    ['Schedule', `${base}/schedule`],
    ['Roster', `${base}/roster`],
    ['Coaches', `${base}/coaches`],
    ['Statistics', `${base}/stats`],
    ['News', `${base}/archives`],
  ];
  await db.insert(navigationItems).values(main.map(([title, url], index) => ({ ...nav, rank: index + 2, title, url, className: '' })));
  const moreId = await insertOne(db, { ...nav, rank: main.length + 2, title: 'More', url: base, className: 'additional-links' });
  const more: Array<[string, string]> = [
    ['Results', `${base}/results`],
    ['Calendar', `${base}/calendar`],
    ['Opponent History', `${base}/opponent-history`],
    ['Historical Roster', `${base}/historical-roster`],
    ['Moments', `${base}/moments`],
    ['Tickets', '/tickets'],
  ];
  await db.insert(navigationItems).values(more.map(([title, url], index) => ({ ...nav, parentId: moreId, rank: index + 1, title, url, className: 'additional-links' })));
}
