import type { LoaderFunctionArgs } from 'react-router-dom';
import { PAGE_SIZE as DEFAULT_PAGE_SIZE } from '../../core/paging/paging';
import { historicalRosterFilters } from '../../core/roster/historical-roster';
import type { HistoricalRosterPageData, RosterBioPageData, RosterListPageData } from '../../core/roster/roster-page-data';
import type { PlayerRepository, RosterRepository } from '../../core/roster/roster-repository.port';
import { resolveRosterSeason } from '../../core/roster/roster-seasons';
import { PlayerRepositoryToken, RosterRepositoryToken } from '../../core/roster/roster.tokens';
import { trackRosterLinks } from '../../core/roster/track-rosters';
import { findSportBySlug, realSports } from '../../core/sports/sports-state';
import { coachingRecordsType, recordsOfCoach } from '../../core/staff/coaching-records';
import { isDepartmentSegment } from '../../core/staff/staff-directory';
import { roleInSport, servesSport } from '../../core/staff/staff-member';
import type { CoachesPageData, SportStaffPageData, StaffBioPageData, StaffDirectoryEntryPageData, StaffDirectoryPageData } from '../../core/staff/staff-page-data';
import type { StaffRepository } from '../../core/staff/staff-repository.port';
import { StaffRepositoryToken } from '../../core/staff/staff.tokens';
import { notFoundResponse } from '../loaders';
import type { PageContext } from '../page-family';

// Loaded with the first people-family page, so the site's first load does not carry it (DESIGN 7).

type Args = Pick<LoaderFunctionArgs, 'params' | 'request'>;

const notFound = (request: Request) => notFoundResponse(new URL(request.url).pathname);

/** A content id segment: a whole number, else the page is a 404 (spec 5: route validation). */
function idParam(value: string | undefined, request: Request): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw notFound(request);
  return Number(value);
}

/**
 * Changing a roster's sort or view, or the directory's filter, only changes the query, yet the
 * router runs the loader again: repeat reads within the session come from here. Empty or
 * missing answers (a failed call degrades to those) are not kept, so they are asked again.
 */
function createMemo(limit = 60) {
  const entries = new Map<string, Promise<unknown>>();
  return function memo<T>(key: string, read: () => Promise<T>): Promise<T> {
    const kept = entries.get(key);
    if (kept) return kept as Promise<T>;
    const promise = read();
    entries.set(key, promise);
    if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    promise.then(
      (value) => {
        if (value === undefined || (Array.isArray(value) && value.length === 0)) entries.delete(key);
      },
      () => entries.delete(key),
    );
    return promise;
  };
}

/** The loaders of the people family, over the container's repositories. */
export function peopleLoaders(context: PageContext) {
  const rosters = () => context.container.get<RosterRepository>(RosterRepositoryToken);
  const players = () => context.container.get<PlayerRepository>(PlayerRepositoryToken);
  const staff = () => context.container.get<StaffRepository>(StaffRepositoryToken);
  const memo = createMemo();
  const seasonsOf = (sportId: number) => memo(`seasons:${sportId}`, () => rosters().seasons(sportId));
  const rosterOf = (rosterId: number) => memo(`roster:${rosterId}`, () => rosters().roster(rosterId));
  const departments = () => memo('departments', () => staff().departments());
  const directory = () => memo('directory', () => staff().directory());
  const coachingRecords = (sportId: number) => memo(`records:${sportId}`, () => staff().coachingRecords(sportId));

  /** spec 2.2 (roster guard): an unknown season is a 404; a sport without rosters shows that it has none. */
  async function seasonRoster(sportId: number, segment: string | undefined, request: Request) {
    const seasons = await seasonsOf(sportId);
    const season = resolveRosterSeason(seasons, segment);
    if (segment !== undefined && !season) throw notFound(request);
    const roster = season ? await rosterOf(season.roster_id) : undefined;
    return { seasons, season: season ?? null, roster: roster ?? null };
  }

  function historicalRoster(ofSport: boolean) {
    return async ({ params, request }: Args): Promise<HistoricalRosterPageData> => {
      const url = new URL(request.url);
      const filters = historicalRosterFilters((name) => url.searchParams.get(name));
      const page = ofSport ? await context.sportPage(params, request) : undefined;
      const sports = realSports(await context.sports());
      const sport = page?.sport ?? (filters.sport ? findSportBySlug(sports, filters.sport) : undefined);
      const results = await players().history({
        sportId: sport?.id,
        lastNameStart: filters.lastNameStart,
        nameSearch: filters.nameSearch,
        pageIndex: filters.pageIndex,
        pageSize: DEFAULT_PAGE_SIZE,
      });
      return { ...page, sports, filters: { ...filters, sport: sport?.global_sport_name_slug }, results };
    };
  }

  function sportStaffBio(kind: 'coach' | 'support') {
    return async ({ params, request }: Args): Promise<StaffBioPageData> => {
      const page = await context.sportPage(params, request);
      const member = await staff().member(idParam(kind === 'coach' ? params.coachId : params.supportStaffId, request));
      if (!member || !servesSport(member, page.sport.id)) throw notFound(request);
      const records = kind === 'coach' ? recordsOfCoach(await coachingRecords(page.sport.id), member.id) : null;
      return { ...page, kind: 'bio', context: kind, member, role: roleInSport(member, page.sport.id) ?? null, records: records && records.yearly.length > 0 ? records : null };
    };
  }

  return {
    async rosterList({ params, request }: Args): Promise<RosterListPageData> {
      const page = await context.sportPage(params, request);
      const [found, sports] = await Promise.all([seasonRoster(page.sport.id, params.season, request), context.sports()]);
      return { ...page, ...found, trackLinks: trackRosterLinks(page.sport.global_sport_name_slug, sports) };
    },

    async rosterBio({ params, request }: Args): Promise<RosterBioPageData> {
      const page = await context.sportPage(params, request);
      const bio = await players().bio(idParam(params.rosterPlayerId, request));
      if (!bio || bio.sport?.id !== page.sport.id || bio.hide || bio.hide_bio) throw notFound(request);
      const [media, history] = await Promise.all([
        players().media(bio.player_id),
        players().history({ nameSearch: bio.last_name, pageIndex: 0, pageSize: 100 }),
      ]);
      const otherSports = history.items.filter((entry) => entry.player_id === bio.player_id && entry.sport.id !== page.sport.id);
      return { ...page, bio, media, otherSports };
    },

    /** coach_list and coach_coaching_records share '/sports/:sportSlug/coaches/:x': 'year' or 'overall' is the records page. */
    async coaches({ params, request }: Args): Promise<CoachesPageData> {
      const page = await context.sportPage(params, request);
      const segment = params.season ?? params.type;
      const type = coachingRecordsType(segment);
      if (type) return { ...page, kind: 'records', type, records: await coachingRecords(page.sport.id) };
      return { ...page, kind: 'coaches', ...(await seasonRoster(page.sport.id, segment, request)) };
    },

    async sportStaff({ params, request }: Args): Promise<SportStaffPageData> {
      const page = await context.sportPage(params, request);
      const department = (await departments()).find((candidate) => candidate.sport_id === page.sport.id) ?? null;
      const members = department ? await staff().department(department.id) : [];
      return { ...page, department, members };
    },

    async staffDirectory(): Promise<StaffDirectoryPageData> {
      const [list, members] = await Promise.all([departments(), directory()]);
      return { departments: list, members };
    },

    /** staff_department and staff_bio share '/staff-directory/:slug/:id': a '-department' slug is a department. */
    async directoryEntry({ params, request }: Args): Promise<StaffDirectoryEntryPageData> {
      const segment = params.departmentSlug ?? params.staffMemberSlug ?? '';
      const id = idParam(params.id, request);
      if (isDepartmentSegment(segment)) {
        const department = (await departments()).find((candidate) => candidate.id === id);
        if (!department) throw notFound(request);
        return { kind: 'department', department, members: await staff().department(id) };
      }
      const member = await staff().member(id);
      if (!member) throw notFound(request);
      return { kind: 'bio', context: 'directory', member, role: null, records: null };
    },

    historicalRoster: historicalRoster(false),
    historicalRosterSport: historicalRoster(true),
    coachBio: sportStaffBio('coach'),
    supportStaffBio: sportStaffBio('support'),
  };
}
