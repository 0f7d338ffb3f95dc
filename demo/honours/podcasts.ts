import { podcastEpisodes, podcasts } from '../../server/store/tables/honours-media';
import { integerBetween, pick, type Random } from '../random';
import type { SeededSport } from '../seed-sports';
import { podcastCover } from './art';
import { DAY, type HonoursSeed } from './honours-seed';
import { inventPerson, MONTH_NAMES, paragraphs, slugify } from './names';
import { inSeason } from './sport-lore';

interface EpisodePlan {
  title: string;
  notes: string[];
  sport: SeededSport;
  publishedAt: number;
}

/** Three shows per school (a department show and two sport shows), 8-15 episodes each, all published before today. */
export async function seedPodcasts(seed: HonoursSeed): Promise<void> {
  const { context } = seed;
  const { random, school } = context;
  const host = inventPerson(random, null);
  const hostName = `${host.firstName} ${host.lastName}`;
  const featured = ['mbball', 'wbball', 'football', 'mhockey', 'baseball'].map((code) => seed.sportByCode(code)).filter((sport): sport is SeededSport => sport !== undefined);
  const [hoops, second] = [featured[0] ?? seed.sports[0]!, featured.find((sport, index) => index > 0 && sport.code !== 'wbball') ?? seed.sports[1]!];
  const shows = [
    { title: `The ${school.mascotSingular} Report`, sport: null, tagline: `${school.shortName} Athletics`, description: `Every month, ${hostName} sits down with the coaches, athletes and staff who make ${school.name} athletics go.` },
    { title: `${hoops.shortDisplay} Huddle`, sport: hoops, tagline: 'Weekly in season', description: `The weekly show of ${school.shortName} ${hoops.title}: game recaps, film breakdowns and the week ahead, hosted by ${hostName}.` },
    { title: `${school.mascotPlural} ${second.shortDisplay} Weekly`, sport: second, tagline: 'Weekly in season', description: `Recaps, previews and locker-room conversations from ${school.shortName} ${second.title}.` },
  ];
  const showRows = await context.db
    .insert(podcasts)
    .values(
      shows.map((show, rank) => ({
        tenantId: context.tenantId,
        slug: slugify(show.title),
        title: show.title,
        description: show.description,
        hostName,
        imageUrl: seed.addMedia(`podcasts/${slugify(show.title)}.svg`, podcastCover(school, show.title, show.tagline), { alt: `${show.title} podcast cover` }),
        sportId: show.sport?.id ?? null,
        rank,
      })),
    )
    .returning({ id: podcasts.id, slug: podcasts.slug, imageUrl: podcasts.imageUrl });

  const episodes = showRows.flatMap((show, index) => {
    const plans = index === 0 ? departmentEpisodes(seed, random) : sportEpisodes(seed, random, shows[index]!.sport!);
    return plans.map((plan, n) => {
      const duration = integerBetween(random, 18 * 60, 56 * 60);
      const fileName = `episode-${n + 1}.mp3`;
      const slug = slugify(plan.title);
      return {
        tenantId: context.tenantId,
        podcastId: show.id,
        slug,
        title: plan.title,
        description: paragraphs(...plan.notes),
        rawDescription: plan.notes.join(' '),
        fileName,
        // An audio path on our own origin; the demo ships no audio files.
        audioUrl: context.mediaUrl(`podcasts/${show.slug}/${fileName}`),
        durationSeconds: duration,
        enclosureLength: duration * 16_000,
        imageUrl: show.imageUrl,
        sportIds: [plan.sport.id],
        createdAt: new Date(plan.publishedAt - integerBetween(random, 1, 3) * 3_600_000),
        publishedAt: new Date(plan.publishedAt),
      };
    });
  });
  await context.db.insert(podcastEpisodes).values(episodes);
}

function guestFor(seed: HonoursSeed, random: Random, sport: SeededSport): string {
  const athletes = seed.athletes.filter((athlete) => athlete.sportId === sport.id);
  if (athletes.length > 0) {
    const athlete = pick(random, athletes);
    return `${athlete.firstName} ${athlete.lastName}`;
  }
  const person = inventPerson(random, sport.gender);
  return `${person.firstName} ${person.lastName}`;
}

/** Monthly, reaching back more than a year so the on-this-day page finds past episodes. */
function departmentEpisodes(seed: HonoursSeed, random: Random): EpisodePlan[] {
  const count = integerBetween(random, 13, 15);
  const { school, today } = seed.context;
  return Array.from({ length: count }, (_, index) => {
    const publishedAt = today - (count - index) * 30 * DAY + integerBetween(random, 0, 4) * DAY + 15 * 3_600_000;
    const month = new Date(publishedAt).getUTCMonth() + 1;
    const playing = seed.sports.filter((candidate) => inSeason(candidate.code, month));
    const sport = pick(random, playing.length > 0 ? playing : seed.sports);
    const guest = guestFor(seed, random, sport);
    const topic = pick(random, [
      `${sport.title} in ${MONTH_NAMES[month - 1]}`,
      `${guest} of ${sport.title}`,
      `Inside the ${school.mascotSingular} training room`,
      `${sport.title}: the season so far`,
      `Signing day and the next ${school.mascotPlural}`,
    ]);
    return {
      title: `Episode ${index + 1}: ${topic}`,
      notes: [
        `${guest} of ${school.shortName} ${sport.title} joins the show to talk about the season, life as a student-athlete and what makes the program tick.`,
        `Also this month: a look at the ${MONTH_NAMES[month - 1]} schedule across ${school.shortName} athletics and news from the ${school.conference}.`,
      ],
      sport,
      publishedAt,
    };
  });
}

/** Weekly during the sport's months, newest a few days before today. */
function sportEpisodes(seed: HonoursSeed, random: Random, sport: SeededSport): EpisodePlan[] {
  const count = integerBetween(random, 8, 12);
  const { school, today } = seed.context;
  const dates: number[] = [];
  for (let week = 0; dates.length < count && week < 104; week += 1) {
    const date = today - (week * 7 + integerBetween(random, 2, 4)) * DAY + 18 * 3_600_000;
    if (inSeason(sport.code, new Date(date).getUTCMonth() + 1)) dates.unshift(date);
  }
  const games = seed.games.filter((game) => game.sportId === sport.id && game.resultStatus !== null);
  return dates.map((publishedAt, index) => {
    const last = [...games].reverse().find((game) => game.date.getTime() < publishedAt && game.date.getTime() > publishedAt - 8 * DAY);
    const guest = guestFor(seed, random, sport);
    const recap = last?.opponent ? `${last.resultStatus === 'W' ? 'win over' : last.resultStatus === 'L' ? 'loss to' : 'result against'} ${last.opponent}` : '';
    const topic = last?.opponent ? `breaking down the ${recap}` : pick(random, ['inside a week of practice', 'the conference race', 'mailbag: your questions answered', 'previewing the road trip', 'the newcomers']);
    return {
      title: `Episode ${index + 1}: ${topic}`,
      notes: [
        last?.opponent
          ? `We go through the ${recap}${last.teamScore ? ` (${last.teamScore}-${last.opponentScore})` : ''} and what it means for ${school.shortName} ${sport.title}.`
          : `This week on the show: ${topic}, and where ${school.shortName} ${sport.title} stands.`,
        `${guest} stops by to talk about the team's preparation and the week ahead.`,
      ],
      sport,
      publishedAt,
    };
  });
}
