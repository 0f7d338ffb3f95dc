import type { AdapterSet } from '../../../core/backend/adapter-set';
import type { GameListing, SportRecord, SportRoster, StorySummary } from '../../../core/home/home-feed';
import type { HistoricalPlayer } from '../../../core/roster/historical-roster';
import type { PlayerBio, PlayerMedia, PlayerSeason } from '../../../core/roster/player-bio';
import type { Roster, RosterMember, RosterSeason } from '../../../core/roster/roster';
import type { CoachingRecords } from '../../../core/staff/coaching-records';
import type { Sport } from '../../../core/sports/sport';
import { callLimit, type CallLimit } from './call-limit';
import { careerKey, type BioDetail, type HomeFeedData, type PeopleData, type StaffData } from './people-home-data';

// How many calls of this part's dump are under way at once: the server answers them one at a time
// anyway, and a deeper queue only makes each wait longer.
const CALLS_AT_ONCE = 4;
// The API pages by at most 100 (its largest page).
const PAGE_SIZE = 100;
// How deep the feed's lists are kept: the home page shows 10 at most, a sport's home 4.
const SCHOOL_FEED_DEPTH = 25;
const SPORT_FEED_DEPTH = 10;
// The scoreboard lists a week of games: all of them, as far as one page of the API goes.
const SCOREBOARD_DEPTH = PAGE_SIZE;

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];
const defined = <T>(values: ReadonlyArray<T | undefined | null>): T[] => values.filter((value): value is T => value !== undefined && value !== null);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Values by key, leaving out the empty ones. */
function byKey<K, V>(keys: readonly K[], values: readonly V[], keep: (value: V) => boolean = () => true): Record<string, V> {
  const record: Record<string, V> = {};
  keys.forEach((key, i) => {
    const value = values[i];
    if (value !== undefined && value !== null && keep(value)) record[String(key)] = value;
  });
  return record;
}

/** Every page of the historical roster. */
async function wholeHistory(api: AdapterSet, limit: CallLimit): Promise<HistoricalPlayer[]> {
  const first = await limit(() => api.players.history({ pageIndex: 0, pageSize: PAGE_SIZE }));
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.pages - 1) }, (_, i) => limit(() => api.players.history({ pageIndex: i + 1, pageSize: PAGE_SIZE }))));
  return [first, ...rest].flatMap((page) => page.items);
}

/** Each bio less what the roster entry and the player's career already hold; the careers. */
function splitBios(entries: ReadonlyArray<{ entry: RosterMember; sportId: number }>, bios: ReadonlyArray<PlayerBio | undefined>) {
  const details: Record<string, BioDetail> = {};
  const careers: Record<string, PlayerSeason[]> = {};
  entries.forEach(({ entry, sportId }, i) => {
    const bio = bios[i];
    if (!bio) return;
    const { roster_title, season, sport_slug, bio: text, facts, seasons, ...member } = bio;
    const detail: BioDetail = { roster_title, season, sport_slug, bio: text, facts };
    if (!same(member, entry)) detail.member = member;
    const key = careerKey(bio.player_id, sportId);
    careers[key] ??= seasons;
    if (!same(careers[key], seasons)) detail.seasons = seasons;
    details[String(entry.id)] = detail;
  });
  return { details, careers };
}

/** Every sport's rosters of every season, each entry's bio, the players' photos and the historical roster. */
async function dumpPeople(api: AdapterSet, limit: CallLimit, sports: readonly Sport[]): Promise<PeopleData> {
  const sportIds = sports.map((sport) => sport.id);
  const [seasonLists, history] = await Promise.all([Promise.all(sportIds.map((id) => limit(() => api.roster.seasons(id)))), wholeHistory(api, limit)]);
  const rosterIds = unique(seasonLists.flat().map((season) => season.roster_id));
  const rosters = defined(await Promise.all(rosterIds.map((id) => limit(() => api.roster.roster(id)))));
  const entries = rosters.flatMap((roster) => roster.players.map((entry) => ({ entry, sportId: roster.sport.id })));
  // A player without a headshot has no photos (the API lists a headshot per season).
  const withPhotos = unique(entries.filter(({ entry }) => entry.image !== null).map(({ entry }) => entry.player_id));
  const [bios, photos] = await Promise.all([
    Promise.all(entries.map(({ entry }) => limit(() => api.players.bio(entry.id)))),
    Promise.all(withPhotos.map((id) => limit(() => api.players.media(id)))),
  ]);
  const { details, careers } = splitBios(entries, bios);
  const media: Record<string, PlayerMedia[]> = byKey(withPhotos, photos, (list) => list.length > 0);
  return { seasons: byKey(sportIds, seasonLists, (list: RosterSeason[]) => list.length > 0), rosters, bios: details, careers, media, history };
}

/** The directory, its departments, the sports' coaching records, and the members pages name who are not in the directory. */
async function dumpStaff(api: AdapterSet, limit: CallLimit, sports: readonly Sport[], named: readonly number[]): Promise<StaffData> {
  const sportIds = sports.map((sport) => sport.id);
  const [departments, directory, recordLists] = await Promise.all([
    limit(() => api.staff.departments()),
    limit(() => api.staff.directory()),
    Promise.all(sportIds.map((id) => limit(() => api.staff.coachingRecords(id)))),
  ]);
  const listed = new Set(directory.map((member) => member.id));
  const coaches = recordLists.flatMap((found) => [...found.yearly, ...found.overall].map((record) => record.staff_id));
  const otherIds = unique(defined([...named, ...coaches])).filter((id) => !listed.has(id));
  const others = defined(await Promise.all(otherIds.map((id) => limit(() => api.staff.member(id)))));
  const records = byKey(sportIds, recordLists, (found: CoachingRecords) => found.yearly.length > 0 || found.overall.length > 0);
  return { departments, directory, others, records };
}

/** The feed of the school and of each sport: stories, games around today, the countdown, season records, current rosters. */
async function dumpHomeFeed(api: AdapterSet, limit: CallLimit, sports: readonly Sport[], withRosters: readonly number[]): Promise<HomeFeedData> {
  const feed = api.homeFeed;
  const sportIds = sports.map((sport) => sport.id);
  const lists = (sportId: number | undefined, count: number) =>
    Promise.all([
      limit(() => feed.latestStories({ sportId, count })),
      limit(() => feed.upcomingGames({ sportId, count })),
      limit(() => feed.recentResults({ sportId, count })),
    ]);
  const [school, bySport, scoreboard, countdown, seasonLists, currentRosters] = await Promise.all([
    lists(undefined, SCHOOL_FEED_DEPTH),
    Promise.all(sportIds.map((id) => lists(id, SPORT_FEED_DEPTH))),
    limit(() => feed.scoreboard({ count: SCOREBOARD_DEPTH })),
    limit(() => feed.countdown()),
    Promise.all(sportIds.map((id) => limit(() => api.schedule.seasons(id)))),
    Promise.all(withRosters.map((id) => limit(() => feed.currentRoster(id)))),
  ]);
  // A full page may leave days of the week out: then each sport's week as well.
  const sportBoards = scoreboard.length < SCOREBOARD_DEPTH ? [] : await Promise.all(sportIds.map((sportId) => limit(() => feed.scoreboard({ sportId, count: SCOREBOARD_DEPTH }))));
  const stories = new Map<number, StorySummary>();
  const games = new Map<number, GameListing>();
  for (const [latest, upcoming, recent] of [school, ...bySport]) {
    for (const story of latest) stories.set(story.id, story);
    for (const listing of [...upcoming, ...recent]) games.set(listing.game.id, listing);
  }
  for (const listing of [...scoreboard, ...sportBoards.flat()]) games.set(listing.game.id, listing);
  const scheduleIds = unique([...defined(sports.map((sport) => sport.scheduleId)), ...seasonLists.flat().map((season) => season.scheduleId)]);
  const records = await Promise.all(scheduleIds.map((id) => limit(() => feed.record(id))));
  return {
    stories: [...stories.values()].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1)),
    games: [...games.values()].sort((a, b) => (a.game.date_utc ?? a.game.date).localeCompare(b.game.date_utc ?? b.game.date) || a.game.id - b.game.id),
    countdown,
    records: byKey(scheduleIds, records) as Record<string, SportRecord>,
    rosters: byKey(withRosters, currentRosters) as Record<string, SportRoster>,
  };
}

/** Staff ids the people pages link to: the rosters' coaches and support staff, the current rosters' coaches. */
function staffNamedBy(rosters: readonly Roster[], current: Record<string, SportRoster>): number[] {
  return [
    ...rosters.flatMap((roster) => [...roster.coaches, ...roster.support_staff].map((person) => person.staff_id)),
    ...Object.values(current).flatMap((roster) => roster.coaches.map((coach) => coach.staff_id)),
  ];
}

export interface PeopleHomeParts {
  people: PeopleData;
  staff: StaffData;
  homeFeed: HomeFeedData;
}

/** Reads the part's demo data through the ports of a backend that holds the seed. */
export async function dumpPeopleHomeParts(api: AdapterSet): Promise<PeopleHomeParts> {
  const limit = callLimit(CALLS_AT_ONCE);
  const sports = await limit(() => api.sports.list());
  const people = await dumpPeople(api, limit, sports);
  // A sport without roster seasons has no current roster.
  const withRosters = sports.map((sport) => sport.id).filter((id) => people.seasons[String(id)] !== undefined);
  const homeFeed = await dumpHomeFeed(api, limit, sports, withRosters);
  const staff = await dumpStaff(api, limit, sports, staffNamedBy(people.rosters, homeFeed.rosters));
  return { people, staff, homeFeed };
}
