import { count } from 'drizzle-orm';
import { withSetupLock, type Database, type Db } from '../server/store/database';
import { alerts, media, tenants } from '../server/store/tables/foundation';
import { seedEditorial } from './parts/editorial';
import { seedFeeds } from './parts/feeds';
import { seedForms } from './parts/forms';
import { seedGalleries } from './parts/galleries';
import { seedHidden } from './parts/hidden';
import { seedHonours } from './parts/honours';
import { seedLive } from './parts/live';
import { seedPeople } from './parts/people';
import { seedSchedule } from './parts/schedule';
import { seedSite } from './parts/site';
import { seedStats } from './parts/stats';
import { createRandom, DEMO_SEED, type Random } from './random';
import { DEMO_SCHOOLS, type DemoSchool } from './schools';
import type { SeedContext } from './seed-context';
import { seedMainNavigation, seedSportNavigation } from './seed-navigation';
import { seedSports, type SeededSport } from './seed-sports';
import { seedStaff } from './staff';
import { mediaUrl, seedTenant } from './seed-tenants';

const DAY = 86_400_000;
/** The random stream of the hidden part, apart from the public parts' (schoolIndex * 1000 + partIndex). */
const HIDDEN_PART = 99;

/** Content parts in dependency order: later parts may read what earlier parts wrote. */
const PARTS: Array<[name: string, seed: (context: SeedContext) => Promise<void>]> = [
  ['people', seedPeople],
  ['schedule', seedSchedule],
  ['stats', seedStats],
  ['editorial', seedEditorial],
  ['site', seedSite],
  ['honours', seedHonours],
  ['live', seedLive],
  ['forms', seedForms],
  // After editorial: it links some of the stories to their galleries.
  ['galleries', seedGalleries],
  // After schedule, honours (videos) and live: clips, series and feeds read them.
  ['feeds', seedFeeds],
];

async function seedAlerts(db: Db, tenantId: number, school: DemoSchool, today: number): Promise<void> {
  await db.insert(alerts).values([
    { tenantId, title: `Season tickets for ${school.shortName} football and basketball are on sale`, message: 'Renew by the end of the month to keep your seats.', link: '/tickets', endDate: new Date(today + 30 * DAY) },
    { tenantId, title: 'Archived: spring schedule change', message: null, link: null, endDate: new Date(today - 2 * DAY) },
    { tenantId, title: 'Hidden draft alert', message: null, link: null, enabled: false },
  ]);
}

/** Seeds both demo schools once, into an empty store. `now` anchors every seeded date. */
export async function seedDemoData(database: Database, now: number): Promise<boolean> {
  const today = Math.floor(now / DAY) * DAY;
  return withSetupLock(database, async () => {
    const [existing] = await database.db.select({ n: count() }).from(tenants);
    if ((existing?.n ?? 0) > 0) return false;
    await database.db.transaction(async (tx) => {
      const seeded: Array<{ tenantId: number; school: DemoSchool; sports: SeededSport[] }> = [];
      const contextOf = ({ tenantId, school, sports }: (typeof seeded)[number], random: Random): SeedContext => ({
        db: tx,
        tenantId,
        tenantKey: school.key,
        school,
        sports,
        random,
        today,
        mediaUrl: (path) => mediaUrl(school.key, path),
        storeMedia: async (items) => {
          if (items.length === 0) return;
          await tx.insert(media).values(items.map((item) => ({ tenantId, path: item.path, contentType: item.contentType ?? 'image/svg+xml', body: Buffer.from(item.body) })));
        },
      });
      for (const [schoolIndex, school] of DEMO_SCHOOLS.entries()) {
        const tenantId = await seedTenant(tx, school);
        const sports = await seedSports(tx, tenantId, school);
        await seedMainNavigation(tx, tenantId, school, sports);
        for (const sport of sports) await seedSportNavigation(tx, tenantId, sport);
        await seedAlerts(tx, tenantId, school, today);
        await seedStaff(tx, tenantId, school);
        seeded.push({ tenantId, school, sports });
        for (const [partIndex, [, seedPart]] of PARTS.entries()) {
          await seedPart(contextOf({ tenantId, school, sports }, createRandom(DEMO_SEED + schoolIndex * 1000 + partIndex)));
        }
      }
      // Staff-preview content last, after every school's public content: no public row's id depends on it.
      for (const [schoolIndex, school] of seeded.entries()) await seedHidden(contextOf(school, createRandom(DEMO_SEED + schoolIndex * 1000 + HIDDEN_PART)));
    });
    return true;
  });
}
