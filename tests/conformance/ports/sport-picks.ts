import type { Sport } from '../../../core/sports/sport';
import type { Season } from '../../../core/schedule/season';
import type { AdapterSet } from '../adapter-set';

/** A sport whose schedule has a current season with played games, found through the ports alone. */
export async function sportWithResults(set: AdapterSet): Promise<{ sport: Sport; seasons: Season[]; current: Season }> {
  for (const sport of await set.sports.list()) {
    if (sport.non_sport) continue;
    const seasons = await set.schedule.seasons(sport.id);
    const current = seasons.find((season) => season.isCurrent);
    if (!current || seasons.length < 2) continue;
    if ((await set.schedule.results(sport.id, { index: 0, size: 1 })).total >= 10) return { sport, seasons, current };
  }
  throw new Error('the demo data has no sport with results');
}

/** A sport with roster seasons, found through the ports alone. */
export async function sportWithRosters(set: AdapterSet): Promise<Sport> {
  for (const sport of await set.sports.list()) {
    if (!sport.non_sport && (await set.roster.seasons(sport.id)).length >= 2) return sport;
  }
  throw new Error('the demo data has no sport with rosters');
}
