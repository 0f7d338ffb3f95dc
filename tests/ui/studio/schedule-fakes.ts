import type { ScheduleStudioRepository } from '../../../core/studio/schedule/schedule-studio-repository.port';
import type { StatFileOptions, StatFileOutcome, StatFileReading } from '../../../core/studio/schedule/stat-file';
import type { GameDraft, GameResult, ImportAnswer, Opponent, StudioGame } from '../../../core/studio/schedule/studio-game';
import type { WriteOutcome } from '../../../core/studio/studio-types';

/** What the schedule screens asked of the studio's server, and how it answers (set per test). */
export interface FakeSchedule {
  repository: ScheduleStudioRepository;
  games: Map<number, StudioGame>;
  opponents: Opponent[];
  saves: Array<{ id: number | null; version: number | null; draft: GameDraft }>;
  results: Array<{ id: number; version: number; result: GameResult | null }>;
  imports: Array<{ table: string; dryRun: boolean }>;
  answer: { import?: (table: string, dryRun: boolean) => WriteOutcome<ImportAnswer>; result?: () => WriteOutcome<StudioGame>; statFile?: (options: StatFileOptions, text: string) => StatFileOutcome };
  /** Every stat file sent (issue 45): the game, the file's name and text, and the options. */
  statFiles: Array<{ gameId: number; name: string; text: string } & StatFileOptions>;
}

export function gameOf(id: number, part: Partial<StudioGame> = {}): StudioGame {
  return {
    id,
    version: 3,
    updatedAt: '2026-11-20T16:00:00Z',
    updatedBy: { id: 2, name: 'Sam Writer' },
    sportId: 3,
    seasonId: 9,
    season: '2026',
    startsAt: '2026-09-05T22:30:00Z',
    date: '2026-09-05',
    time: '18:30',
    opponentId: 11,
    opponent: 'Lakeview',
    eventTitle: null,
    location: 'home',
    city: null,
    facility: null,
    conference: true,
    kind: 'regular',
    status: 'scheduled',
    tv: null,
    radio: null,
    streamUrl: null,
    ticketsUrl: null,
    notes: null,
    result: null,
    live: false,
    resultFinal: false,
    ...part,
  };
}

export const LAKEVIEW: Opponent = { id: 11, version: 1, name: 'Lakeview', shortName: 'Lakeview', mascot: 'Lakers', city: 'Lakeview, Ohio', website: null, logo: null, primaryColor: '#123456', conference: true };

export function fakeSchedule(): FakeSchedule {
  const fake: FakeSchedule = {
    games: new Map(),
    opponents: [LAKEVIEW],
    saves: [],
    results: [],
    imports: [],
    answer: {},
    statFiles: [],
    repository: {
      games: async (sportId, seasonId) => ({
        games: [...fake.games.values()].filter((game) => game.sportId === sportId && (seasonId == null || game.seasonId === seasonId)),
        seasons: [
          { id: 9, title: '2026', current: true },
          { id: 8, title: '2025', current: false },
        ],
      }),
      game: async (id) => fake.games.get(id) ?? null,
      saveGame: async (id, version, draft) => {
        fake.saves.push({ id, version, draft });
        const saved = gameOf(id ?? 77, {
          ...(id === null ? {} : fake.games.get(id)), version: (version ?? 0) + 1, date: draft.date, time: draft.time || null, opponentId: draft.opponentId, opponent: draft.opponentName || draft.eventTitle });
        fake.games.set(saved.id, saved);
        return { kind: 'done', value: saved };
      },
      deleteGame: async () => ({ kind: 'done', value: null }),
      resultsDue: async () => ({ games: [...fake.games.values()].filter((game) => game.result === null).map((game) => ({ ...game, sport: 'Basketball', today: false })), days: 14 }),
      postResult: async (id, version, result) => {
        fake.results.push({ id, version, result });
        if (fake.answer.result) return fake.answer.result();
        const game = { ...fake.games.get(id)!, version: version + 1, result, resultFinal: result !== null };
        fake.games.set(id, game);
        return { kind: 'done', value: game };
      },
      importGames: async (_sportId, _seasonId, table, dryRun) => {
        fake.imports.push({ table, dryRun });
        return fake.answer.import?.(table, dryRun) ?? { kind: 'done', value: { created: [], rows: [] } };
      },
      opponents: async (q) => fake.opponents.filter((opponent) => opponent.name.toLowerCase().includes(q.trim().toLowerCase())),
      saveOpponent: async (_id, _version, draft) => {
        const added: Opponent = { ...LAKEVIEW, id: 12, name: draft.name.trim(), city: draft.city };
        fake.opponents.push(added);
        return { kind: 'done', value: added };
      },
      // A save posts the file's final to the game, as the server does, so the page's reload shows it.
      sendStatFile: async (gameId, file, options) => {
        const text = await textOf(file);
        fake.statFiles.push({ gameId, name: file instanceof File ? file.name : '', text, ...options });
        const outcome = fake.answer.statFile?.(options, text) ?? { kind: 'done', value: statFileReadingOf({ gameId, saved: !options.dryRun, resultPosted: !options.dryRun, boxScoreVersion: options.dryRun ? null : 1 }) };
        const game = fake.games.get(gameId);
        if (outcome.kind === 'done' && outcome.value.resultPosted && game) {
          const { teamScore, opponentScore } = outcome.value;
          const decision = teamScore! > opponentScore! ? 'W' : teamScore! < opponentScore! ? 'L' : 'T';
          fake.games.set(gameId, { ...game, version: game.version + 1, result: { decision, teamScore: String(teamScore), opponentScore: String(opponentScore), postscore: null }, resultFinal: true });
        }
        return outcome;
      },
    },
  };
  return fake;
}

/** What the server reads in a complete basketball file (mecz.xml with the home team named as the school). */
export function statFileReadingOf(part: Partial<StatFileReading> = {}): StatFileReading {
  return {
    gameId: 1,
    root: 'bbgame',
    source: 'Basketball LiveStats In-Arena Tool',
    complete: true,
    schoolSide: 'H',
    sideFrom: 'home-away',
    teams: { school: 'Ridgemont', opponent: 'Lakeview' },
    teamScore: 72,
    opponentScore: 69,
    periods: [
      { label: '1', teamScore: 16, opponentScore: 16 },
      { label: '2', teamScore: 14, opponentScore: 25 },
      { label: '3', teamScore: 16, opponentScore: 13 },
      { label: '4', teamScore: 26, opponentScore: 15 },
    ],
    players: { matched: 11, unmatched: [{ name: 'Flis, Nicola', jersey: '16' }], opponent: 13 },
    warnings: ['The file’s date (2021-02-26) is not the game’s (2026-09-05).'],
    saved: false,
    resultPosted: false,
    boxScoreVersion: null,
    ...part,
  };
}

// jsdom's Blob has no text(); its FileReader reads one.
function textOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}
