import { slugify } from '../../server/api/editorial-format';
import { integerBetween, pick } from '../random';
import { rosterOf, type SeedGame } from './seed-inputs';
import { DAY, fullName, HOUR, STORY_WINDOW_DAYS, type StoryContext } from './story-draft';
import type { SeededSport } from '../seed-sports';

/** Coverage of the school by outside media (invented outlets on example.com). */

export interface SourceSeed {
  title: string;
  website: string;
}

export interface ClipSeed {
  sourceIndex: number;
  sport: SeededSport;
  title: string;
  summary: string;
  link: string;
  author: string;
  date: number;
}

export function pressSources(context: StoryContext): SourceSeed[] {
  const { city, conference } = context.school;
  const site = (name: string) => `https://www.${slugify(name).replace(/-/g, '')}.example.com`;
  return [`${city} Courier`, `${city} Evening Tribune`, `${conference} Digital Network`, 'College Sports Weekly', 'Campus Sports Report', `${context.school.initials} Student Radio`].map((title) => ({
    title,
    website: site(title),
  }));
}

const AUTHORS = ['Hannah Brightwater', 'Luis Carvajal', 'Megan O\'Rourke', 'Devin Takahashi', 'Corinne Bledsoe', 'Sam Petrakis', 'Aaliyah Monroe', 'Grant Hollister'];

/** About `total` clips, spread over the story window, each about a finished game or a player of its sport. */
export function clipSeeds(context: StoryContext, total: number): ClipSeed[] {
  const { random, school } = context;
  const sources = pressSources(context);
  const from = context.today - STORY_WINDOW_DAYS * DAY;
  const finished = context.inputs.games.filter((g) => g.resultStatus !== null && g.status === 'A' && g.date.getTime() >= from && g.date.getTime() < context.today - 6 * HOUR);
  const sportsById = new Map(context.sports.map((sport) => [sport.id, sport]));
  const clips: ClipSeed[] = [];
  for (let i = 0; i < total && finished.length > 0; i += 1) {
    const game: SeedGame = finished[Math.floor(((i + 0.5) * finished.length) / total)]!;
    const sport = sportsById.get(game.sportId);
    if (!sport) continue;
    const opponent = game.opponent?.title ?? game.eventTitle ?? 'the field';
    const roster = rosterOf(context.inputs, sport.id, game.seasonYear).filter((p) => p.academicYear !== 'Freshman');
    const name = roster.length > 0 ? fullName(pick(random, roster)) : school.shortName;
    const won = game.resultStatus === 'W';
    const title = pick(random, [
      won ? `${school.mascotPlural} roll past ${opponent} behind fast start` : game.resultStatus === 'L' ? `${opponent} hands ${school.mascotPlural} a tough lesson` : `${school.mascotPlural} show progress at ${opponent}`,
      `How ${name} became the heartbeat of ${school.shortName} ${sport.title.toLowerCase()}`,
      `${school.shortName} ${sport.title.toLowerCase()} is ahead of schedule, and ${name} is a big reason why`,
      `Notebook: ${school.mascotPlural} ${won ? 'keep rolling' : 'regroup'} after ${opponent}`,
    ]);
    const source = i % sources.length;
    const date = game.date.getTime() + integerBetween(random, 14, 40) * HOUR;
    const stamp = new Date(Math.min(date, context.today - HOUR));
    clips.push({
      sourceIndex: source,
      sport,
      title,
      summary: `${sources[source]!.title} on ${school.shortName} ${sport.title.toLowerCase()} after ${won ? 'a win over' : game.resultStatus === 'L' ? 'a loss to' : 'a meeting with'} ${opponent}.`,
      link: `${sources[source]!.website}/sports/college/${stamp.getUTCFullYear()}/${String(stamp.getUTCMonth() + 1).padStart(2, '0')}/${slugify(title)}`,
      author: pick(random, AUTHORS),
      date: stamp.getTime(),
    });
  }
  return clips;
}
