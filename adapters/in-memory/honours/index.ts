import type { AdapterSet } from '../../../core/backend/adapter-set';
import type { CalendarDay } from '../../../core/on-this-day/on-this-day';
import { isCalendarDay } from '../../../core/on-this-day/on-this-day-rules';
import { depsOf, type InMemoryDeps } from '../demo-source';
import { allPages, idsOfGroups, inBatches, type GroupIds } from './honours-support';
import { InMemoryAllAmericansRepository, type AllAmericansData } from './in-memory-all-americans-repository';
import { InMemoryAwardsRepository, type AwardsData } from './in-memory-awards-repository';
import { InMemoryFacilitiesRepository, type FacilitiesData } from './in-memory-facilities-repository';
import { InMemoryHallOfFameRepository, type HallOfFameData } from './in-memory-hall-of-fame-repository';
import { InMemoryOnThisDayRepository, type OnThisDayData } from './in-memory-on-this-day-repository';
import { InMemoryPodcastsRepository, type PodcastsData } from './in-memory-podcasts-repository';
import { InMemoryPublicationsRepository, type PublicationsData } from './in-memory-publications-repository';

/** The ports this part of the in-memory set fills. */
export type HonoursPorts = Pick<AdapterSet, 'allAmericans' | 'awards' | 'facilities' | 'hallOfFame' | 'onThisDay' | 'podcasts' | 'publications'>;

/** This part's share of the demo snapshot (JSON: it travels to the browser as a file). */
export interface HonoursData {
  facilities: FacilitiesData;
  podcasts: PodcastsData;
  publications: PublicationsData;
  hallOfFame: HallOfFameData;
  awards: AwardsData;
  allAmericans: AllAmericansData;
  onThisDay: OnThisDayData;
}

/** A grouped list's members (from the first grouping that answers) and every grouping's buckets as ids. */
async function dumpGrouped<M extends { id: number }>(
  slugs: readonly string[],
  list: (grouping: string) => Promise<{ members: M[]; groups: Record<string, M[]>; grouping: string | null }>,
): Promise<{ members: M[]; groups: GroupIds }> {
  const lists = await Promise.all(slugs.map(list));
  const groups: GroupIds = {};
  let members: M[] = [];
  for (const answered of lists) {
    if (answered.grouping === null) continue;
    if (members.length === 0) members = answered.members;
    groups[answered.grouping] = idsOfGroups(answered.groups);
  }
  return { members, groups };
}

/** Every calendar day of a year that has 29 February. */
function calendarDays(): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let month = 1; month <= 12; month += 1) for (let day = 1; day <= 31; day += 1) if (isCalendarDay({ month, day })) days.push({ month, day });
  return days;
}

async function dumpHallOfFame(api: AdapterSet): Promise<HallOfFameData> {
  const [groupings, settings] = await Promise.all([api.hallOfFame.groupings(), api.hallOfFame.settings()]);
  const { members, groups } = await dumpGrouped(
    groupings.map((grouping) => grouping.slug),
    (grouping) => api.hallOfFame.list(grouping),
  );
  return { members, groups, groupings, settings };
}

async function dumpAllAmericans(api: AdapterSet): Promise<AllAmericansData> {
  const [groupings, settings] = await Promise.all([api.allAmericans.groupings(), api.allAmericans.settings()]);
  const { members, groups } = await dumpGrouped(
    groupings.map((grouping) => grouping.slug),
    (grouping) => api.allAmericans.list(grouping),
  );
  return { members, groups, groupings, settings };
}

async function dumpOnThisDay(api: AdapterSet): Promise<OnThisDayData> {
  const answers = await inBatches(calendarDays(), (day) => api.onThisDay.forDay(day));
  return { days: answers.filter((answer) => answer !== null) };
}

/** Reads this part's demo data through the ports of a backend that holds the seed (our API). */
export async function dumpHonours(api: AdapterSet, _today: number): Promise<HonoursData> {
  const [facilities, facilitiesSettings, episodes, shows, podcastsSettings, shelf, hallOfFame, awards, awardTypes, allAmericans, onThisDay] = await Promise.all([
    allPages((page) => api.facilities.list(page)),
    api.facilities.settings(),
    allPages((page) => api.podcasts.episodes(page)),
    api.podcasts.shows(),
    api.podcasts.settings(),
    api.publications.shelf(),
    dumpHallOfFame(api),
    allPages((page) => api.awards.list(page)),
    api.awards.types(),
    dumpAllAmericans(api),
    dumpOnThisDay(api),
  ]);
  return {
    facilities: { facilities, settings: facilitiesSettings },
    podcasts: { episodes, shows, settings: podcastsSettings },
    publications: { shelf },
    hallOfFame,
    awards: { awards, types: awardTypes },
    allAmericans,
    onThisDay,
  };
}

/** The in-memory adapters of these ports, over this part of the snapshot. */
export function honoursAdapters(deps: InMemoryDeps<HonoursData>): HonoursPorts {
  return {
    allAmericans: new InMemoryAllAmericansRepository(depsOf(deps, 'allAmericans')),
    awards: new InMemoryAwardsRepository(depsOf(deps, 'awards')),
    facilities: new InMemoryFacilitiesRepository(depsOf(deps, 'facilities')),
    hallOfFame: new InMemoryHallOfFameRepository(depsOf(deps, 'hallOfFame')),
    onThisDay: new InMemoryOnThisDayRepository(depsOf(deps, 'onThisDay')),
    podcasts: new InMemoryPodcastsRepository(depsOf(deps, 'podcasts')),
    publications: new InMemoryPublicationsRepository(depsOf(deps, 'publications')),
  };
}
