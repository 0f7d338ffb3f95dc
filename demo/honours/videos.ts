import { liveStreams, videoCategories, videos } from '../../server/store/tables/honours-media';
import { integerBetween, pick, type Random } from '../random';
import type { SeededSport } from '../seed-sports';
import { liveStill, videoStill } from './art';
import { DAY, type HonoursSeed } from './honours-seed';
import { inventPerson } from './names';
import { familyOf, finalScore } from './sport-lore';

const VIDEO_CATEGORIES = ['Highlights', 'Press Conferences', 'Features', 'Coaches Shows'];
const LIVE_CATEGORIES = ['Live Games', 'Live Press Conferences'];
const RIVALS = ['Westbrook', 'Pine Valley State', 'Northern Prairie', 'Cedar Ridge', 'Mesa Verde', 'Lakeshore Tech', 'Granite Falls', 'Redwood Bay'];

const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
export const youtubeId = (random: Random) => Array.from({ length: 11 }, () => pick(random, [...YOUTUBE_ALPHABET])).join('');

/** Video categories, ~20 YouTube videos, 6 all-access videos and the live streams of nearby games. */
export async function seedVideos(seed: HonoursSeed): Promise<void> {
  const { context } = seed;
  const { random, school, today, tenantId } = context;
  const categoryRows = await context.db
    .insert(videoCategories)
    .values([...VIDEO_CATEGORIES.map((title, rank) => ({ tenantId, type: 'video', title, rank })), ...LIVE_CATEGORIES.map((title, rank) => ({ tenantId, type: 'live', title, rank }))])
    .returning({ id: videoCategories.id, title: videoCategories.title, type: videoCategories.type });
  const category = (type: string, title: string) => categoryRows.find((row) => row.type === type && row.title === title)!.id;
  const sportOf = (id: number) => seed.sports.find((sport) => sport.id === id)!;
  const scoreSports = seed.sports.filter((sport) => finalScore(sport.code, random, true) !== null);

  // Highlights of recent results, then press conferences, features and coaches shows.
  const recent = seed.games.filter((game) => game.resultStatus && game.teamScore && game.date.getTime() < today && game.date.getTime() > today - 300 * DAY);
  const planned: Array<{ title: string; description: string; sport: SeededSport; category: string; publishedAt: number }> = [];
  for (let index = 0; index < 10; index += 1) {
    const game = recent.length > 0 ? recent[Math.floor(((index + 0.5) * recent.length) / 10)] : undefined;
    const sport = game ? sportOf(game.sportId) : pick(random, scoreSports);
    const opponent = game?.opponent ?? pick(random, RIVALS);
    const won = game ? game.resultStatus === 'W' : random() < 0.65;
    const [us, them] = game ? [game.teamScore!, game.opponentScore ?? '0'] : (finalScore(sport.code, random, won) ?? [1, 0]).map(String);
    const title = won ? `Highlights: ${school.shortName} ${us}, ${opponent} ${them}` : `Highlights: ${opponent} ${them}, ${school.shortName} ${us}`;
    planned.push({ title: `${sport.shortDisplay} ${title}`, description: `Watch the best plays from ${school.shortName} ${sport.title} against ${opponent}.`, sport, category: 'Highlights', publishedAt: (game?.date.getTime() ?? today - integerBetween(random, 5, 290) * DAY) + DAY });
  }
  for (let index = 0; index < 10; index += 1) {
    const sport = pick(random, seed.sports);
    const athlete = seed.athletes.filter((candidate) => candidate.sportId === sport.id);
    const person = athlete.length > 0 ? pick(random, athlete) : inventPerson(random, sport.gender);
    const kind = index < 4 ? 'Press Conferences' : index < 8 ? 'Features' : 'Coaches Shows';
    const title = kind === 'Press Conferences' ? `${sport.title} Press Conference: ${pick(random, ['Season Preview', 'Postgame', 'Weekly Availability', 'Media Day'])}` : kind === 'Features' ? `${pick(random, ['Senior Day', 'Meet the', 'Behind the Jersey', 'Road to the Title'])}: ${person.firstName} ${person.lastName}` : `${sport.title} Coaches Show, Episode ${integerBetween(random, 2, 12)}`;
    planned.push({ title, description: `${title} from ${school.shortName} ${sport.title}.`, sport, category: kind, publishedAt: today - integerBetween(random, 1, 300) * DAY + 17 * 3_600_000 });
  }
  const youtubeRows = planned.map((video, rank) => {
    const id = youtubeId(random);
    return {
      tenantId,
      source: 'youtube',
      externalId: id,
      title: video.title,
      description: video.description,
      sportId: video.sport.id,
      categoryId: category('video', video.category),
      publishedAt: new Date(Math.min(video.publishedAt, today - 3_600_000)),
      durationSeconds: integerBetween(random, 75, 1_100),
      views: integerBetween(random, 800, 64_000),
      favorites: integerBetween(random, 20, 2_400),
      format: 'youtube',
      appExclusive: false,
      videoUrl: `https://www.youtube.com/watch?v=${id}`,
      posterUrl: seed.addMedia(`videos/youtube/${id}.svg`, videoStill(school, video.title, `${school.shortName} ${video.sport.title}`), { alt: video.title }),
      rank,
    };
  });
  const allAccessTitles = ['Full Replay', 'All-Access: Media Day', 'Locker Room Celebration', 'Signing Day Show', 'Senior Night Ceremony', 'Season in Review'];
  const allAccessRows = allAccessTitles.map((label, rank) => {
    const sport = pick(random, seed.sports);
    const key = String(40_000 + integerBetween(random, 100, 9_999) + rank * 10_000);
    const title = `${sport.title} ${label}`;
    return {
      tenantId,
      source: 'allaccess',
      externalId: key,
      title,
      description: `${label} from ${school.shortName} ${sport.title}, only on ${school.mascotPlural} All-Access.`,
      sportId: sport.id,
      categoryId: category('video', rank === 0 || rank === 5 ? 'Highlights' : 'Features'),
      publishedAt: new Date(today - integerBetween(random, 2, 200) * DAY),
      durationSeconds: rank === 0 ? integerBetween(random, 5_400, 9_000) : integerBetween(random, 120, 900),
      views: integerBetween(random, 200, 9_000),
      favorites: integerBetween(random, 5, 400),
      format: 'Video',
      appExclusive: rank === 3,
      videoUrl: `/watch/?Archive=${key}`,
      posterUrl: seed.addMedia(`videos/all-access/${key}.svg`, videoStill(school, title, 'All-Access'), { alt: `All-Access: ${title}` }),
      rank,
    };
  });
  await context.db.insert(videos).values([...youtubeRows, ...allAccessRows]);
  await seedLiveStreams(seed, category('live', 'Live Games'), category('live', 'Live Press Conferences'));
}

const HOURS: Partial<Record<string, number>> = { football: 3.5, baseball: 3, basketball: 2, soccer: 2, volleyball: 2, stick: 2.5 };

async function seedLiveStreams(seed: HonoursSeed, gamesCategory: number, pressCategory: number): Promise<void> {
  const { context } = seed;
  const { random, school, today, tenantId } = context;
  const images = new Map<number, string>();
  const imageOf = (sport: SeededSport) => {
    if (!images.has(sport.id)) images.set(sport.id, seed.addMedia(`videos/live/${sport.code}.svg`, liveStill(school, sport.title), { alt: `${school.shortName} ${sport.title}, live` }));
    return images.get(sport.id)!;
  };
  const paid = new Set(['football', 'mbball', 'wbball', 'mhockey']);
  let games = seed.games.filter((game) => game.date.getTime() > today - 45 * DAY && game.date.getTime() < today + 90 * DAY);
  if (seed.games.length === 0) {
    // schedule not seeded (this part run alone): a few streams per sport around today.
    games = seed.sports.slice(0, 10).flatMap((sport, s) => Array.from({ length: 6 }, (_, i) => ({ id: 0, sportId: sport.id, date: new Date(today + (i * 9 - 20 + s) * DAY + 19 * 3_600_000), locationIndicator: i % 3 === 2 ? 'A' : 'H', resultStatus: null, teamScore: null, opponentScore: null, opponent: pick(random, RIVALS) })));
  }
  const rows = games.map((game) => {
    const sport = seed.sports.find((candidate) => candidate.id === game.sportId)!;
    const away = game.locationIndicator === 'A';
    const hours = HOURS[familyOf(sport.code)] ?? 3;
    const opponent = game.opponent ?? 'Opponent';
    return {
      tenantId,
      sportId: sport.id,
      categoryId: gamesCategory,
      gameId: game.id > 0 ? game.id : null,
      title: away ? `${school.shortName} at ${opponent}` : `${school.shortName} vs. ${opponent}`,
      startDate: game.date,
      endDate: new Date(game.date.getTime() + hours * 3_600_000),
      note: away ? `Radio call from the ${school.mascotSingular} Sports Network` : paid.has(sport.code) ? `Available to ${school.mascotPlural} All-Access subscribers` : null,
      format: away ? 'Audio' : 'Video',
      free: away || !paid.has(sport.code),
      imageUrl: imageOf(sport),
      imageAlt: `${school.shortName} ${sport.title} live`,
    };
  });
  for (const sport of seed.sports.filter((candidate) => paid.has(candidate.code)).slice(0, 2)) {
    const start = today + integerBetween(random, 2, 6) * DAY + 16 * 3_600_000;
    rows.push({ tenantId, sportId: sport.id, categoryId: pressCategory, gameId: null, title: `${sport.title} Weekly Press Conference`, startDate: new Date(start), endDate: new Date(start + 3_600_000), note: null, format: 'Video', free: true, imageUrl: imageOf(sport), imageAlt: `${school.shortName} ${sport.title} press conference` });
  }
  if (rows.length > 0) await context.db.insert(liveStreams).values(rows);
}
