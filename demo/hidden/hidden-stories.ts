import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { slugify } from '../../server/api/editorial-format';
import { storyWriters, tags } from '../../server/store/tables/editorial';
import { games } from '../../server/store/tables/schedule';
import { createStories, type StoryHistoryItem } from '../../server/studio/stories/story-commands';
import { DEMO_ACTOR } from '../demo-writes';
import { count as countWord } from '../editorial/sport-voice';
import { renderBody, type Block } from '../editorial/story-draft';
import type { SeedContext } from '../seed-context';
import type { SeededSport } from '../seed-sports';
import type { NextSeasonRoster } from './next-season-roster';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface HiddenStory {
  sport: SeededSport | null;
  storyType: string;
  title: string;
  teaser: string;
  body: Block[];
  postDate: number;
  /** The recruits of next season's roster it features. */
  rosterPlayerIds: number[];
  /** The game it previews (a hidden story must never show on the game's public pages). */
  gameId?: number;
}

/** The sport's next game from the seeding day, else its latest one. */
async function gameOf(context: SeedContext, sport: SeededSport): Promise<number | undefined> {
  const where = (more: ReturnType<typeof gte>) => and(eq(games.tenantId, context.tenantId), eq(games.sportId, sport.id), more);
  const [next] = await context.db.select({ id: games.id }).from(games).where(where(gte(games.date, new Date(context.today)))).orderBy(asc(games.date)).limit(1);
  const [last] = next ? [next] : await context.db.select({ id: games.id }).from(games).where(where(lt(games.date, new Date(context.today)))).orderBy(desc(games.date)).limit(1);
  return last?.id;
}

/**
 * Unpublished drafts staff preview: the signing class of next season's roster and another sport's
 * uniform reveal (dated in the past, so only their hidden flag keeps them off the site; the reveal
 * is linked to a game as its preview) and a department announcement scheduled for later.
 */
async function hiddenStories(context: SeedContext, roster: { sport: SeededSport } & NextSeasonRoster, other: SeededSport): Promise<HiddenStory[]> {
  const { school, today } = context;
  const word = countWord(roster.recruitEntryIds.length);
  const Word = `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  return [
    {
      sport: roster.sport,
      storyType: 'signing',
      title: `${roster.sport.title} Adds ${Word} Signees to ${roster.seasonTitle} Roster`,
      teaser: `${Word} newcomers join the ${school.mascotPlural} for the ${roster.seasonTitle} season.`,
      body: [
        { p: `${school.shortName} ${roster.sport.title} has signed ${word} players who join the program for the ${roster.seasonTitle} season.` },
        { p: 'The class fills needs at several positions and adds depth to a roster that returns most of its rotation.' },
        { quote: 'We are thrilled with the character and the talent of this group.', by: 'Head coach' },
      ],
      postDate: today - 2 * DAY + 15 * HOUR,
      rosterPlayerIds: roster.recruitEntryIds,
    },
    {
      sport: other,
      storyType: 'feature',
      title: `${other.title} to Debut New Alternate Uniforms`,
      teaser: `The ${school.mascotPlural} unveil a new alternate look.`,
      body: [
        { p: `${school.shortName} ${other.title} will wear new alternate uniforms, designed with input from the team, for the first time at an upcoming game.` },
        { p: 'The design draws on the school colors and the program’s history.' },
      ],
      postDate: today - DAY + 14 * HOUR,
      rosterPlayerIds: [],
      gameId: await gameOf(context, other),
    },
    {
      sport: null,
      storyType: 'department',
      title: `${school.name} Announces Plans for a New Athletics Performance Center`,
      teaser: 'A new home for sports medicine, strength training and academic support.',
      body: [
        { p: `${school.name} has announced plans for a performance center that brings sports medicine, strength and conditioning and academic support under one roof.` },
        { p: 'Construction is expected to begin next year pending final approval.' },
      ],
      postDate: today + 4 * DAY + 16 * HOUR,
      rosterPlayerIds: [],
    },
  ];
}

/** Seeds the school's hidden stories with a writer, a tag, a game and the featured recruits, through the studio's story command (drafts). */
export async function seedHiddenStories(context: SeedContext, roster: { sport: SeededSport } & NextSeasonRoster, other: SeededSport): Promise<void> {
  const { db, tenantId } = context;
  const [writer] = await db.select().from(storyWriters).where(eq(storyWriters.tenantId, tenantId)).orderBy(asc(storyWriters.id)).limit(1);
  const [tag] = await db.select({ name: tags.name }).from(tags).where(and(eq(tags.tenantId, tenantId), eq(tags.active, true))).orderBy(asc(tags.id)).limit(1);
  const drafts = await hiddenStories(context, roster, other);
  const items = drafts.map(
    (draft): StoryHistoryItem => ({
      body: {
        title: draft.title,
        body: renderBody(draft.body),
        sportId: draft.sport?.id ?? null,
        tags: tag ? [tag.name] : [],
        writer: writer ? `${writer.name}, ${writer.title}` : '',
        writerId: writer?.id ?? null,
        storyType: draft.storyType,
        teaser: draft.teaser,
        metaDescription: draft.teaser,
      },
      status: 'draft',
      postDate: new Date(draft.postDate),
      createdAt: new Date(Math.min(draft.postDate, context.today) - DAY),
      filename: slugify(draft.title),
      games: draft.gameId === undefined ? [] : [{ gameId: draft.gameId, kind: 'preview' }],
      rosterPlayerIds: draft.rosterPlayerIds,
    }),
  );
  await createStories(context.commands, tenantId, DEMO_ACTOR, items);
}
