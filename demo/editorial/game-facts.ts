import type { SeededSport } from '../seed-sports';
import type { SeedGame, SeedInputs } from './seed-inputs';
import { DAY, HOUR, STORY_WINDOW_DAYS, type StoryContext } from './story-draft';

/** What the game stories know about one game beyond its row. */
export interface GameFacts {
  game: SeedGame;
  sport: SeededSport;
  /** A meet, race or tournament: a placing, no opponent. */
  isMeet: boolean;
  /** Overall and conference record after the game ('8-3', '4-1-1'); before it for a preview. */
  record: string | null;
  conferenceRecord: string | null;
  /** The sport's next game in the same season. */
  next: SeedGame | undefined;
  tags: string[];
}

type Tally = { w: number; l: number; t: number };
const show = ({ w, l, t }: Tally) => (t > 0 ? `${w}-${l}-${t}` : `${w}-${l}`);
const counts = (game: SeedGame) => game.resultStatus !== null && game.resultStatus !== '' && game.type !== 'E' && game.type !== 'S' && game.status === 'A';

/** Records before and after each game, per sport and season. */
export function seasonRecords(games: SeedGame[]): Map<number, { before: [string, string]; after: [string, string] }> {
  const records = new Map<number, { before: [string, string]; after: [string, string] }>();
  const bySeason = new Map<string, SeedGame[]>();
  for (const game of games) bySeason.set(`${game.sportId}:${game.seasonYear}`, [...(bySeason.get(`${game.sportId}:${game.seasonYear}`) ?? []), game]);
  for (const list of bySeason.values()) {
    const overall: Tally = { w: 0, l: 0, t: 0 };
    const conference: Tally = { w: 0, l: 0, t: 0 };
    for (const game of list) {
      const before: [string, string] = [show(overall), show(conference)];
      if (counts(game)) {
        const key = game.resultStatus === 'W' ? 'w' : game.resultStatus === 'L' ? 'l' : 't';
        overall[key] += 1;
        if (game.conference) conference[key] += 1;
      }
      records.set(game.id, { before, after: [show(overall), show(conference)] });
    }
  }
  return records;
}

/** The rival: the conference opponent met most often across all sports. */
export function rivalOf(games: SeedGame[]): string | undefined {
  const met = new Map<string, number>();
  for (const game of games) if (game.conference && game.opponent) met.set(game.opponent.title, (met.get(game.opponent.title) ?? 0) + 1);
  return [...met].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

function situationTags(game: SeedGame, season: SeedGame[], sport: SeededSport, rival: string | undefined): string[] {
  const tags: string[] = [];
  const regular = season.filter((g) => g.type !== 'S' && g.type !== 'E' && g.type !== 'T');
  if (game.conference) tags.push('Conference Play');
  if (game.type === 'T' || /championship/i.test(game.eventTitle ?? game.tournament ?? '')) tags.push('Postseason');
  if (regular[0]?.id === game.id) tags.push('Season Opener');
  const lastHome = regular.filter((g) => g.locationIndicator === 'H').pop();
  if (lastHome?.id === game.id) tags.push('Senior Day');
  if (rival && game.opponent?.title === rival) tags.push('Rivalry');
  if (sport.code === 'football' && game.locationIndicator === 'H') {
    const october = regular.find((g) => g.locationIndicator === 'H' && g.localDate.slice(5, 7) === '10');
    if (october?.id === game.id) tags.push('Homecoming');
  }
  return tags;
}

export function gameFacts(context: StoryContext, sport: SeededSport, game: SeedGame, when: 'before' | 'after'): GameFacts {
  const season = context.inputs.games.filter((g) => g.sportId === sport.id && g.seasonYear === game.seasonYear);
  const record = seasonRecords(season).get(game.id);
  const [overall, conference] = record ? record[when] : [null, null];
  const isMeet = game.eventTitle !== null || game.opponent === null;
  return {
    game,
    sport,
    isMeet,
    record: isMeet || overall === '0-0' ? null : overall,
    conferenceRecord: isMeet || conference === '0-0' ? null : conference,
    next: season.find((g) => g.date > game.date && g.type !== 'S' && g.status !== 'C'),
    tags: situationTags(game, season, sport, rivalOf(context.inputs.games)),
  };
}

/** Finished games of a sport worth a recap: the latest, season finales, senior days and openers, then evenly spread others. */
export function recapCandidates(context: StoryContext, sport: SeededSport, wanted: number): SeedGame[] {
  const from = context.today - STORY_WINDOW_DAYS * DAY;
  const finished = context.inputs.games.filter(
    (g) => g.sportId === sport.id && g.resultStatus !== null && g.status === 'A' && g.type !== 'S' && g.date.getTime() >= from && g.date.getTime() < context.today - 4 * HOUR,
  );
  if (finished.length === 0) return [];
  const chosen = new Map<number, SeedGame>();
  const add = (game: SeedGame | undefined) => {
    if (game && chosen.size < wanted) chosen.set(game.id, game);
  };
  add(finished[finished.length - 1]);
  // A completed season gets its finale (often the conference tournament) and its senior day.
  const seasonsSeen = [...new Set(finished.map((g) => g.seasonYear))];
  const unfinished = new Set(context.inputs.games.filter((g) => g.sportId === sport.id && g.resultStatus === null && g.status === 'A' && g.type !== 'S').map((g) => g.seasonYear));
  for (const year of seasonsSeen.filter((y) => !unfinished.has(y))) {
    const ofSeason = finished.filter((g) => g.seasonYear === year);
    add(ofSeason[ofSeason.length - 1]);
    add(ofSeason.filter((g) => g.locationIndicator === 'H' && g.type !== 'T').pop());
  }
  for (let k = 1; k <= wanted; k += 1) add(finished[Math.floor((k * finished.length) / (wanted + 1))]);
  return [...chosen.values()].sort((a, b) => a.date.getTime() - b.date.getTime());
}

/** The sport's next upcoming game starting at least `minHours` after the seeding day began. */
export function upcomingGame(inputs: SeedInputs, sportId: number, after: number, before: number): SeedGame | undefined {
  return inputs.games.find((g) => g.sportId === sportId && g.status === 'A' && g.type !== 'S' && g.resultStatus === null && g.date.getTime() >= after && g.date.getTime() < before);
}

/** AP style time of a local stamp: '7 p.m.', '1:30 p.m.', 'noon'. */
export function apTime(localStamp: string): string {
  const hour = Number(localStamp.slice(11, 13));
  const minute = Number(localStamp.slice(14, 16));
  if (hour === 12 && minute === 0) return 'noon';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}

/** 'RIDGEMONT, Colo.' from 'Ridgemont, Colo.'. */
export function dateline(location: string | null, fallback: string): string {
  const [city, ...rest] = (location ?? fallback).split(',');
  return [city!.trim().toUpperCase(), ...rest.map((part) => part.trim())].join(', ');
}
