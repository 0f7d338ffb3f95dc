import { and, eq, inArray } from 'drizzle-orm';
import { conferenceStandings, conferences, opponentRecords, seasons, tournaments } from '../../server/store/tables/schedule';
import { media, sports } from '../../server/store/tables/foundation';
import { createOpponents } from '../../server/studio/games/opponent-commands';
import { badgeSvg } from '../../server/school/school-artwork';
import type { SeedContext } from '../seed-context';
import { mediaFor } from '../schedule/media-links';
import { opponentLogoSvg } from '../schedule/opponent-logo';
import { opponentPool } from '../schedule/opponent-pool';
import { toGameItem } from '../schedule/game-items';
import { createGames } from '../../server/studio/games/game-commands';
import { DEMO_ACTOR } from '../demo-writes';
import { tenantOf } from '../seed-tenants';
import { dayNumberOf, dayParts, localToInstant } from '../../server/schedule/school-clock';
import { conferenceTable, inventHistory } from '../schedule/history-seed';
import { CONFERENCE_MEMBERS, shuffled, type PlannedGame } from '../schedule/planned-game';
import { planSport } from '../schedule/season-plan';
import { schoolVenues, SPORT_PROFILES, type SportProfile } from '../schedule/sport-profiles';
import type { SeededSport } from '../seed-sports';

const BATCH = 400;

/**
 * The games on the demo's today, whatever the date: each sport the game centre demos (basketball,
 * football, baseball or softball, soccer, volleyball) has one under way (started before
 * mid-afternoon), so does a golf meet (a scoreboard item no stat crew covers), and a few sports play
 * later in the day. Every sport's season is planned around today: there is always a next game to move.
 */
const TODAY_GAMES: Record<string, Record<string, number>> = {
  ridgemont: { wvball: 12 * 60, msoc: 13 * 60, football: 12 * 60, wbball: 14 * 60, softball: 13 * 60, mgolf: 9 * 60, mbball: 19 * 60, baseball: 18 * 60 },
  coastalbay: { fhockey: 12 * 60, wbball: 13 * 60, softball: 12 * 60, wvball: 11 * 60, wsoc: 14 * 60, mgolf: 9 * 60, mhockey: 19 * 60, baseball: 18 * 60 },
};

/** spec 3: season titles 'YYYY-YY' for sports that span the new year, 'YYYY' otherwise. */
export function seasonTitle(startYear: number, spansNewYear: boolean): string {
  return spansNewYear ? `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}` : String(startYear);
}

function currentStartYear(today: number, spansNewYear: boolean): number {
  const { year, month } = dayParts(today);
  return spansNewYear && month < 7 ? year - 1 : year;
}

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

interface SportPlan {
  sport: SeededSport;
  profile: SportProfile;
  seasons: PlannedGame[][];
  seasonIds: number[];
}

/** Seeds the schedule content of one school: opponents, seasons, games with results, series history, standings. */
export async function seedSchedule(context: SeedContext): Promise<void> {
  const { db, tenantId, school, random } = context;
  const today = dayNumberOf(context.today);
  const zone = school.timeZone;
  const venues = schoolVenues(school.key);
  const pool = opponentPool(school.key);

  await context.storeMedia([
    ...pool.map((opponent) => ({ path: `opponents/${opponent.slug}.svg`, body: opponentLogoSvg(opponent), alt: `${opponent.title} logo` })),
    { path: 'conference.svg', body: badgeSvg(venues.conferenceAbbrev, '#1d3557', '#ffffff', 120, 60), alt: `${school.conference} logo` },
  ]);
  const [conference] = await db
    .insert(conferences)
    .values({ tenantId, title: school.conference, abbreviation: venues.conferenceAbbrev, logo: context.mediaUrl('conference.svg') })
    .returning({ id: conferences.id });
  // Through the studio's opponent command (its batch form), each logo an image of the school's media library.
  const logoPaths = pool.map((opponent) => `opponents/${opponent.slug}.svg`);
  const logoRows = await db.select({ id: media.id, path: media.path }).from(media).where(and(eq(media.tenantId, tenantId), inArray(media.path, logoPaths)));
  const logoIds = new Map(logoRows.map((row) => [row.path, row.id]));
  const opponentIds = await createOpponents(
    context.commands,
    tenantOf(school, tenantId),
    DEMO_ACTOR,
    pool.map((opponent, index) => ({
      name: opponent.title,
      shortName: opponent.shortTitle,
      slug: opponent.slug,
      mascot: opponent.mascot,
      logoId: logoIds.get(`opponents/${opponent.slug}.svg`),
      website: `https://athletics.${opponent.slug.replace(/-/g, '')}.example.edu`,
      city: opponent.location,
      primaryColor: opponent.primaryColor,
      secondaryColor: opponent.secondaryColor,
      conference: index < CONFERENCE_MEMBERS,
    })),
  );

  // Outside the conference each sport meets the same dozen teams year after year, so series build up.
  const outsideConference = [...Array(pool.length - CONFERENCE_MEMBERS - 8).keys()].map((i) => i + CONFERENCE_MEMBERS);
  const plans: SportPlan[] = [];
  const realSports = context.sports.filter((sport) => !sport.nonSport && SPORT_PROFILES[sport.code]);
  for (const [sportIndex, sport] of realSports.entries()) {
    const profile = SPORT_PROFILES[sport.code]!;
    const nonConference = shuffled(random, outsideConference).slice(0, 12);
    const planned = planSport({
      random,
      today,
      profile,
      sportCode: sport.code,
      sportTitle: sport.title,
      sportIndex,
      schoolShortName: school.shortName,
      conferenceName: school.conference,
      venues,
      pool,
      nonConference,
      forcedTodayMinutes: TODAY_GAMES[school.key]?.[sport.code] ?? null,
    });
    plans.push({ sport, profile, seasons: planned, seasonIds: [] });
  }

  const seasonValues = plans.flatMap((plan) =>
    plan.seasons.map((planned, seasonIndex) => {
      const startYear = currentStartYear(today, plan.profile.spansNewYear) - seasonIndex;
      const first = planned[0];
      return {
        tenantId,
        sportId: plan.sport.id,
        title: seasonTitle(startYear, plan.profile.spansNewYear),
        year: startYear,
        isCurrent: seasonIndex === 0,
        startDate: new Date(first ? localToInstant(first.day, 0, zone) : context.today),
      };
    }),
  );
  const seasonRows = await db.insert(seasons).values(seasonValues).returning({ id: seasons.id });
  plans.forEach((plan, index) => {
    plan.seasonIds = seasonRows.slice(index * 3, index * 3 + 3).map((row) => row.id);
  });

  const tournamentTitles = [...new Set(plans.flatMap((plan) => plan.seasons.flat().map((game) => game.tournament).filter((title): title is string => title !== null)))];
  const tournamentRows = tournamentTitles.length
    ? await db
        .insert(tournaments)
        .values(tournamentTitles.map((title, index) => ({ tenantId, title, website: `https://${school.key}.example.edu/tournaments/${index + 1}`, color: index % 2 === 0 ? school.colors.primary : school.colors.secondary })))
        .returning({ id: tournaments.id, title: tournaments.title })
    : [];
  const tournamentIds = new Map(tournamentRows.map((row) => [row.title, row.id]));

  // Through the studio's game command (its batch form): each game validated, at version 1 with its audit row.
  const gameItems = plans.flatMap((plan) =>
    plan.seasons.flatMap((planned, seasonIndex) =>
      planned.map((game) =>
        toGameItem(game, {
          sportId: plan.sport.id,
          seasonId: plan.seasonIds[seasonIndex]!,
          opponentId: game.opponentIndex === null ? null : opponentIds[game.opponentIndex]!,
          tournamentId: game.tournament ? (tournamentIds.get(game.tournament) ?? null) : null,
          durationMinutes: plan.profile.durationMinutes,
          media: mediaFor(random, school, venues, plan.sport, plan.profile, game),
        }),
      ),
    ),
  );
  await createGames(context.commands, tenantOf(school, tenantId), DEMO_ACTOR, gameItems);

  for (const plan of plans) {
    await db
      .update(sports)
      .set({ seasonId: plan.seasonIds[0]!, scheduleId: plan.seasonIds[0]!, conferenceId: conference?.id ?? null })
      .where(and(eq(sports.tenantId, tenantId), eq(sports.id, plan.sport.id)));
  }

  const firstSeededYear = currentStartYear(today, false) - 2;
  const recordValues = plans.flatMap((plan) => {
    if (plan.profile.kind !== 'dual') return [];
    const played = [...new Set(plan.seasons.flat().filter((game) => game.type !== 'S' && game.type !== 'E' && game.opponentIndex !== null).map((game) => game.opponentIndex!))].sort((a, b) => a - b);
    return inventHistory(random, plan.profile.score, firstSeededYear, played).map((history) => ({
      tenantId,
      sportId: plan.sport.id,
      opponentId: opponentIds[history.opponentIndex]!,
      firstMeetingYear: history.firstMeetingYear,
      wins: history.wins,
      losses: history.losses,
      ties: history.ties,
      teamPoints: history.teamPoints,
      opponentPoints: history.opponentPoints,
      streakResult: history.streakResult,
      streakCount: history.streakCount,
    }));
  });
  await insertBatched(recordValues, (batch) => db.insert(opponentRecords).values(batch));

  const standingValues = plans.flatMap((plan) => {
    if (plan.profile.kind !== 'dual') return [];
    return plan.seasons.flatMap((planned, seasonIndex) =>
      conferenceTable(random, planned).map((row) => ({
        tenantId,
        sportId: plan.sport.id,
        seasonId: plan.seasonIds[seasonIndex]!,
        opponentId: row.opponentIndex === null ? null : opponentIds[row.opponentIndex]!,
        isSchool: row.opponentIndex === null,
        teamName: row.opponentIndex === null ? school.name : pool[row.opponentIndex]!.title,
        rank: row.rank,
        conferenceWins: row.conference.wins,
        conferenceLosses: row.conference.losses,
        conferenceTies: row.conference.ties,
        overallWins: row.overall.wins,
        overallLosses: row.overall.losses,
        overallTies: row.overall.ties,
      })),
    );
  });
  await insertBatched(standingValues, (batch) => db.insert(conferenceStandings).values(batch));
}
