import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { slugify } from '../../server/api/editorial-format';
import { stories, storyGames, storyPlayers, storyTags, storyWriters, tags } from '../../server/store/tables/editorial';
import { games } from '../../server/store/tables/schedule';
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

/** Seeds the school's hidden stories with a writer, a tag, a game and the featured recruits. */
export async function seedHiddenStories(context: SeedContext, roster: { sport: SeededSport } & NextSeasonRoster, other: SeededSport): Promise<void> {
  const { db, tenantId } = context;
  const [writer] = await db.select().from(storyWriters).where(eq(storyWriters.tenantId, tenantId)).orderBy(asc(storyWriters.id)).limit(1);
  const [tag] = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.tenantId, tenantId), eq(tags.active, true))).orderBy(asc(tags.id)).limit(1);
  const drafts = await hiddenStories(context, roster, other);
  const rows = await db
    .insert(stories)
    .values(
      drafts.map((draft) => ({
        tenantId,
        sportId: draft.sport?.id ?? null,
        writerId: writer?.id ?? null,
        title: draft.title,
        teaser: draft.teaser,
        byline: writer ? `${writer.name}, ${writer.title}` : '',
        bodyHtml: renderBody(draft.body),
        storyType: draft.storyType,
        filename: slugify(draft.title),
        postDate: new Date(draft.postDate),
        createdAt: new Date(Math.min(draft.postDate, context.today) - DAY),
        metaDescription: draft.teaser,
        hidden: true,
        status: 'draft',
      })),
    )
    .returning({ id: stories.id });
  const ids = rows.map((row) => row.id);
  if (tag) await db.insert(storyTags).values(ids.map((storyId) => ({ tenantId, storyId, tagId: tag.id })));
  const gameLinks = drafts.flatMap((draft, index) => (draft.gameId === undefined ? [] : [{ tenantId, storyId: ids[index]!, gameId: draft.gameId, kind: 'preview' }]));
  if (gameLinks.length > 0) await db.insert(storyGames).values(gameLinks);
  const playerLinks = drafts.flatMap((draft, index) => draft.rosterPlayerIds.map((rosterPlayerId) => ({ tenantId, storyId: ids[index]!, rosterPlayerId })));
  if (playerLinks.length > 0) await db.insert(storyPlayers).values(playerLinks);
}
