import type { AdapterSet } from '../../core/backend/adapter-set';
import { depsOf, type DemoAccess, type InMemoryDeps } from './demo-source';
import { dumpEditorial, editorialAdapters, type EditorialData } from './editorial';
import { dumpHonours, honoursAdapters, type HonoursData } from './honours';
import { dumpInfoMedia, infoMediaAdapters, type InfoMediaData } from './info-media';
import { dumpLive, liveAdapters, type LiveData } from './live';
import { dumpPeopleHome, peopleHomeAdapters, type PeopleHomeData } from './people-home';
import { dumpSchedule, scheduleAdapters, type ScheduleData } from './schedule';
import { dumpShellSite, shellSiteAdapters, type ShellSiteData } from './shell-site';

/** One school's demo data as the in-memory adapters hold it: plain JSON, by part. */
export interface DemoSnapshot {
  /** The instant the demo was seeded around (epoch ms): the snapshot's "today". */
  seededAt: number;
  shellSite: ShellSiteData;
  editorial: EditorialData;
  schedule: ScheduleData;
  peopleHome: PeopleHomeData;
  honours: HonoursData;
  infoMedia: InfoMediaData;
  live: LiveData;
}

/**
 * Reads one school's demo data through the ports of a backend that holds the seed (our server's
 * API), so the in-memory set serves the same demo content as the server: one source, no copy.
 * `access` names the protected documents and their demo codes, which the public ports do not list.
 */
export async function dumpDemoSnapshot(api: AdapterSet, seededAt: number, access: DemoAccess): Promise<DemoSnapshot> {
  const [shellSite, editorial, schedule, peopleHome, honours, infoMedia, live] = await Promise.all([
    dumpShellSite(api, seededAt),
    dumpEditorial(api, seededAt),
    dumpSchedule(api, seededAt),
    dumpPeopleHome(api, seededAt),
    dumpHonours(api, seededAt),
    dumpInfoMedia(api, seededAt, access),
    dumpLive(api, seededAt),
  ]);
  return { seededAt, shellSite, editorial, schedule, peopleHome, honours, infoMedia, live };
}

/** Every port of core over one school's snapshot, with no server: the in-memory adapter set. */
export function inMemoryAdapters(deps: InMemoryDeps<DemoSnapshot>): AdapterSet {
  return {
    ...shellSiteAdapters(depsOf(deps, 'shellSite')),
    ...editorialAdapters(depsOf(deps, 'editorial')),
    ...scheduleAdapters(depsOf(deps, 'schedule')),
    ...peopleHomeAdapters(depsOf(deps, 'peopleHome')),
    ...honoursAdapters(depsOf(deps, 'honours')),
    ...infoMediaAdapters(depsOf(deps, 'infoMedia')),
    ...liveAdapters(depsOf(deps, 'live')),
  };
}
