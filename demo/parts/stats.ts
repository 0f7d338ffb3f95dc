import type { StatFamily } from '../../server/stats/stat-sheet';
import { statFamilyOf, statSheet } from '../../server/stats/stat-sheets';
import { writeFirstBoxScores, type FirstBoxScore } from '../../server/studio/games/box-score-commands';
import { DEMO_ACTOR } from '../demo-writes';
import { createRandom, type Random } from '../random';
import type { SeedContext } from '../seed-context';
import { between } from '../stats/distribute';
import { loadFinishedGames } from '../stats/finished-games';
import { generateBoxScore } from '../stats/generate-box-score';
import { opponentRoster } from '../stats/opponent-roster';
import type { Participant } from '../stats/participants';
import { loadSeasonSquads, squadKey } from '../stats/season-squads';

// A crowd that fits the sport (home games draw more).
const ATTENDANCE: Record<StatFamily, [number, number]> = {
  football: [14_000, 42_000], basketball: [1_800, 8_500], volleyball: [600, 3_800], baseball: [350, 3_200], softball: [200, 1_400],
  soccer: [300, 2_800], fieldhockey: [150, 900], lacrosse: [200, 1_500], hockey: [1_500, 5_200], tennis: [60, 350], wrestling: [400, 2_600],
};

/** The season's roster, or the nearest season's when a season has none (rosters and schedules may cover different years). */
function squadFor(squads: Map<string, Participant[]>, sportId: number, year: number): Participant[] {
  for (const offset of [0, 1, -1, 2, -2]) {
    const squad = squads.get(squadKey(sportId, year + offset));
    if (squad && squad.length > 0) return squad;
  }
  return [];
}

/** Seeds the stats content of one school: a box score for every finished game of every points-based sport. */
export async function seedStats(context: SeedContext): Promise<void> {
  const { db, tenantId, school, random } = context;
  const statSports = context.sports.filter((sport) => !sport.nonSport && (sport.usesPoints ?? true) && statFamilyOf(sport.code) !== null);
  const games = await loadFinishedGames(db, tenantId, statSports.map((sport) => sport.id), context.today);
  if (games.length === 0) return;
  const squads = await loadSeasonSquads(db, tenantId);
  const sportsById = new Map(statSports.map((sport) => [sport.id, sport]));

  const opponents = new Map<string, Participant[]>();
  const squadOf = (key: string, make: () => Participant[]) => opponents.get(key) ?? opponents.set(key, make()).get(key)!;
  const boxScores: FirstBoxScore[] = [];
  const gameIndex = new Map<number, number>();
  for (const game of games) {
    const sport = sportsById.get(game.sportId)!;
    const family = statFamilyOf(sport.code)!;
    const roster = squadFor(squads, game.sportId, game.seasonYear);
    // Each game draws from its own stream, so one game's box score does not shift the others'.
    const gameRandom = createRandom(Math.floor(random() * 4_294_967_296));
    const index = gameIndex.get(game.seasonId) ?? 0;
    gameIndex.set(game.seasonId, index + 1);
    if (roster.length === 0) continue;
    const box = generateBoxScore(
      {
        family,
        sportCode: sport.code,
        teamScore: game.teamScore,
        opponentScore: game.opponentScore,
        lineScore: game.lineScore,
        // The school is the away side only on the road (live-stats-feed: otherwise home, neutral sites included).
        teamIsHome: game.locationIndicator !== 'A',
        teamName: school.shortName,
        opponentName: game.opponentTitle,
        roster,
        opponentRoster: squadOf(`${school.key}:${game.opponentId ?? game.opponentTitle}:${sport.code}:${game.seasonYear}`, () => opponentRoster(family, sport.gender, `${school.key}:${game.opponentId ?? game.opponentTitle}:${sport.code}:${game.seasonYear}`)),
        gameIndex: index,
      },
      gameRandom,
    );
    // Made without a file: no stat software, no digest (as a seeded or imported box score).
    boxScores.push({ gameId: game.id, document: box, teamScore: game.teamScore, opponentScore: game.opponentScore, attendance: attendance(gameRandom, family, game.locationIndicator), periodLabel: game.periodLabel ?? statSheet(box.family).periodLabel, source: null, digest: null });
  }
  // Through the studio's box-score command (its batch form for first box scores): version 1 and an audit row each.
  await writeFirstBoxScores(context.commands, tenantId, DEMO_ACTOR, 'create', boxScores);
}

function attendance(random: Random, family: StatFamily, locationIndicator: string): number {
  const [low, high] = ATTENDANCE[family];
  const crowd = between(random, low, high);
  return locationIndicator === 'H' ? crowd : Math.round(crowd * 0.8);
}

