import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { GameState } from '../../core/games/game-state';
import { series, seriesEpisodes, wePlayedClips, type StoredLibraryImage } from '../../server/store/tables/feeds';
import { videoCategories, videos } from '../../server/store/tables/honours-media';
import { games, opponents } from '../../server/store/tables/schedule';
import { schoolRoster } from '../live/live-seed-games';
import { integerBetween, pick, type Random } from '../random';
import type { SeedContext } from '../seed-context';
import { clipArt, seriesArt } from './feed-art';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Completed games that get highlight clips, and clips per game. */
const CLIPPED_GAMES = 6;
const CLIPS_PER_GAME = 3;
const CLIPS_PER_LIVE_GAME = 2;

const COMPLETE_STATES = [GameState.FullTime, GameState.PostGame, GameState.GameComplete];
const PLAYS = ['Big Play', 'Score', 'Defensive Stop', 'Momentum Swing', 'Crowd Moment', 'Final Whistle'];

function uuid(random: Random): string {
  const hex = () => Math.floor(random() * 16).toString(16);
  const run = (length: number) => Array.from({ length }, hex).join('');
  return `${run(8)}-${run(4)}-4${run(3)}-a${run(3)}-${run(12)}`;
}

/**
 * Three video series of the school's own videos: its All-Access originals, its press conferences and a
 * limited features series. A series with no videos (a part seeded alone) is left out.
 */
export async function seedSeries(context: SeedContext): Promise<void> {
  const { db, tenantId, school, today } = context;
  const categories = await db.select({ id: videoCategories.id, title: videoCategories.title }).from(videoCategories).where(eq(videoCategories.tenantId, tenantId));
  const categoryId = (title: string) => categories.find((row) => row.title === title)?.id ?? -1;
  const tenantVideos = await db
    .select()
    .from(videos)
    .where(and(eq(videos.tenantId, tenantId), isNotNull(videos.sportId)))
    .orderBy(desc(videos.publishedAt), desc(videos.id));
  const plans = [
    { title: `${school.mascotPlural} All-Access`, description: `Go behind the scenes with ${school.shortName} teams, only on ${school.mascotPlural} All-Access.`, callToActionText: 'Watch on All-Access', isLimited: false, picks: tenantVideos.filter((video) => video.source === 'allaccess') },
    { title: `${school.shortName} Press Conferences`, description: 'Coaches and student-athletes meet the media.', callToActionText: null, isLimited: false, picks: tenantVideos.filter((video) => video.categoryId === categoryId('Press Conferences')) },
    { title: `Meet the ${school.mascotPlural}`, description: null, callToActionText: 'Start watching', isLimited: true, picks: tenantVideos.filter((video) => video.source === 'youtube' && video.categoryId === categoryId('Features')) },
  ].filter((plan) => plan.picks.length > 0);

  let nextImageId = 1;
  const image = (url: string, width: number, height: number): StoredLibraryImage => ({ id: nextImageId++, url, width, height });
  const media: Array<{ path: string; body: string; alt: string }> = [];
  for (const [rank, plan] of plans.entries()) {
    const heroPath = `series/${rank + 1}-hero.svg`;
    const portraitPath = `series/${rank + 1}-portrait.svg`;
    media.push({ path: heroPath, body: seriesArt(school, plan.title, plan.isLimited ? 'A limited series' : 'New episodes every week', 'hero'), alt: `${plan.title}, a ${school.shortName} video series` });
    media.push({ path: portraitPath, body: seriesArt(school, plan.title, school.name, 'portrait'), alt: `${plan.title}, a ${school.shortName} video series` });
    // Oldest video first: the series runs in the order it was published.
    const episodes = [...plan.picks].reverse();
    const publishDate = new Date(Math.min(episodes[0]!.publishedAt.getTime(), today - DAY));
    const [row] = await db
      .insert(series)
      .values({
        tenantId,
        title: plan.title,
        description: plan.description,
        callToActionText: plan.callToActionText,
        publishDate,
        isLimited: plan.isLimited,
        rank,
        sportIds: [...new Set(episodes.map((video) => video.sportId!))].sort((a, b) => a - b),
        hero: image(context.mediaUrl(heroPath), 1920, 800),
        portrait: image(context.mediaUrl(portraitPath), 800, 1200),
        landscape: rank === 0 ? image(context.mediaUrl(heroPath), 1920, 800) : null,
      })
      .returning({ id: series.id });
    await db.insert(seriesEpisodes).values(
      episodes.map((video, index) => ({
        tenantId,
        seriesId: row!.id,
        videoId: video.id,
        // Four episodes to a season.
        seasonNumber: Math.floor(index / 4) + 1,
        title: video.title,
        description: index % 3 === 2 ? null : video.description,
        postDate: video.publishedAt,
        publishDate: video.publishedAt,
        rank: index,
        sportIds: [video.sportId!],
        thumbnail: image(video.posterUrl, 1280, 720),
        portrait: null,
      })),
    );
  }
  await context.storeMedia(media);
}

/** WePlayed highlight clips of the school's latest completed games and of the games under way. */
export async function seedWePlayedClips(context: SeedContext): Promise<void> {
  const { db, tenantId, school, random, today } = context;
  const gameColumns = { id: games.id, sportId: games.sportId, date: games.date, state: games.gameState, eventTitle: games.eventTitle, opponent: opponents.shortTitle };
  const completed = await db
    .select(gameColumns)
    .from(games)
    .leftJoin(opponents, eq(opponents.id, games.opponentId))
    .where(and(eq(games.tenantId, tenantId), inArray(games.gameState, COMPLETE_STATES), lt(games.date, new Date(today + DAY))))
    .orderBy(desc(games.date), desc(games.id))
    .limit(CLIPPED_GAMES);
  const live = await db
    .select(gameColumns)
    .from(games)
    .leftJoin(opponents, eq(opponents.id, games.opponentId))
    .where(and(eq(games.tenantId, tenantId), eq(games.gameState, GameState.Live)))
    .orderBy(desc(games.date), desc(games.id));
  const media: Array<{ path: string; body: string; alt: string }> = [];
  const rows: Array<typeof wePlayedClips.$inferInsert> = [];
  for (const game of [...completed, ...live]) {
    const isLive = game.state === GameState.Live;
    const sport = context.sports.find((candidate) => candidate.id === game.sportId);
    if (!sport) continue;
    const roster = await schoolRoster(db, tenantId, sport.id);
    const rival = game.opponent ?? game.eventTitle ?? 'Opponent';
    for (let index = 0; index < (isLive ? CLIPS_PER_LIVE_GAME : CLIPS_PER_GAME); index += 1) {
      const clipId = uuid(random);
      const player = roster.length > 0 && index !== 1 ? pick(random, roster) : null;
      const play = pick(random, PLAYS);
      const name = player ? `${play}: ${player.firstName} ${player.lastName}` : `${play}: ${school.shortName} vs. ${rival}`;
      const coverPath = `weplayed/${clipId}.svg`;
      const previewPath = `weplayed/${clipId}-preview.svg`;
      media.push({ path: coverPath, body: clipArt(school, name, `${sport.title} vs. ${rival}`, false), alt: `Video clip, ${sport.title} vs. ${rival}: ${name}` });
      media.push({ path: previewPath, body: clipArt(school, name, `${sport.title} vs. ${rival}`, true), alt: `Preview of the clip, ${sport.title} vs. ${rival}: ${name}` });
      const eventAt = game.date.getTime() + (index + 1) * integerBetween(random, 12, 30) * MINUTE;
      const createdAt = eventAt + integerBetween(random, 1, 4) * MINUTE;
      rows.push({
        tenantId,
        clipId,
        gameId: game.id,
        sportId: sport.id,
        rosterPlayerId: player ? Number(player.personId) : null,
        name,
        description: `${school.shortName} ${sport.title} against ${rival}.`,
        descriptionHtml: player ? `<p>${school.shortName} ${sport.title} against ${rival}, featuring <strong>${player.firstName} ${player.lastName}</strong>.</p>` : null,
        action: player ? 'athlete' : null,
        coverUrl: context.mediaUrl(coverPath),
        previewUrl: context.mediaUrl(previewPath),
        embedUrl: `https://embed.weplayed.example/clips/${clipId}`,
        // Clips of a game under way have not been counted yet.
        views: isLive ? null : integerBetween(random, 90, 12_000),
        eventAt: new Date(eventAt),
        createdAt: new Date(createdAt),
        updatedAt: new Date(createdAt + integerBetween(random, 0, 30) * MINUTE),
      });
    }
  }
  await context.storeMedia(media);
  if (rows.length > 0) await db.insert(wePlayedClips).values(rows);
}
