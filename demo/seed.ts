import { count } from 'drizzle-orm';
import { alertBody } from '../contract/studio/notices';
import { withSetupLock, type Database, type Db } from '../server/store/database';
import { tenants } from '../server/store/tables/foundation';
import type { ContentWriteDeps } from '../server/studio/content-write';
import { alertKind } from '../server/studio/notices/alert-notices';
import { noticeCommands } from '../server/studio/notices/notice-commands';
import type { Tenant } from '../server/tenants/tenant-directory';
import { storeDemoMedia } from './demo-media';
import { DEMO_ACTOR, demoWriteDeps, writeDemoPart } from './demo-writes';
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
import { mediaUrl, seedTenant, tenantOf } from './seed-tenants';

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

/** The school's alerts, through the studio's alert command (the contract's body, sanitised, version 1, audited). */
async function seedAlerts(deps: ContentWriteDeps, tenant: Tenant, school: DemoSchool, today: number): Promise<void> {
  const create = noticeCommands(alertKind, deps).create;
  const iso = (at: number) => new Date(at).toISOString();
  const bodies = [
    { title: `Season tickets for ${school.shortName} football and basketball are on sale`, message: 'Renew by the end of the month to keep your seats.', link: '/tickets', endDate: iso(today + 30 * DAY) },
    { title: 'Archived: spring schedule change', endDate: iso(today - 2 * DAY) },
    { title: 'Hidden draft alert', enabled: false },
  ];
  for (const body of bodies) await create(tenant, DEMO_ACTOR, alertBody.parse(body));
}

/**
 * Seeds both demo schools once, into an empty store, in one transaction. `now` anchors every seeded date. What the
 * studio writes item by item with a command that holds all of it goes through that command (the alerts here; the
 * hidden splash and next season's roster in the staff previews); every other part through the same write path as one
 * batch per school (writeContent: its audit row, the change announced), as the importer writes.
 */
export async function seedDemoData(database: Database, now: number): Promise<boolean> {
  const today = Math.floor(now / DAY) * DAY;
  return withSetupLock(database, async () => {
    const [existing] = await database.db.select({ n: count() }).from(tenants);
    if ((existing?.n ?? 0) > 0) return false;
    await database.db.transaction(async (tx) => {
      const seeded: Array<{ tenantId: number; school: DemoSchool; sports: SeededSport[] }> = [];
      const deps = demoWriteDeps(database, tx, now);
      const contextOf = ({ tenantId, school, sports }: (typeof seeded)[number], random: Random, db: Db): SeedContext => ({
        db,
        commands: { ...deps, db },
        tenantId,
        tenantKey: school.key,
        school,
        sports,
        random,
        today,
        mediaUrl: (path) => mediaUrl(school.key, path),
        storeMedia: (items) => storeDemoMedia({ ...deps, db }, tenantId, items),
      });
      for (const [schoolIndex, school] of DEMO_SCHOOLS.entries()) {
        const tenantId = await seedTenant(tx, school);
        const sports = await seedSports(tx, tenantId, school);
        await seedMainNavigation(tx, tenantId, school, sports);
        for (const sport of sports) await seedSportNavigation(tx, tenantId, sport);
        await seedAlerts(deps, tenantOf(school, tenantId), school, today);
        await seedStaff(deps, tenantId, school);
        seeded.push({ tenantId, school, sports });
        for (const [partIndex, [part, seedPart]] of PARTS.entries()) {
          await writeDemoPart(deps, tenantId, part, (db) => seedPart(contextOf({ tenantId, school, sports }, createRandom(DEMO_SEED + schoolIndex * 1000 + partIndex), db)));
        }
      }
      // Staff-preview content last, after every school's public content: no public row's id depends on it.
      for (const [schoolIndex, school] of seeded.entries()) {
        await writeDemoPart(deps, school.tenantId, 'staff previews', (db) => seedHidden(contextOf(school, createRandom(DEMO_SEED + schoolIndex * 1000 + HIDDEN_PART), db)));
      }
    });
    return true;
  });
}
