import { facebookPages, facebookPosts, instagramPosts, type StoredInstagramComment } from '../../server/store/tables/feeds';
import { integerBetween, pick, type Random } from '../random';
import type { SeedContext } from '../seed-context';
import { socialSquare } from './feed-art';

const DAY = 86_400_000;
const HOUR = 3_600_000;
export const INSTAGRAM_POSTS_PER_SCHOOL = 9;
export const FACEBOOK_POSTS = 12;

const FANS = ['hoopsfan22', 'gameday_grace', 'alum_1998', 'coach_dad', 'studentsection', 'tailgate_tom', 'sportsmom4', 'band_kid'];
const REACTIONS = ['Lets go!!', 'What a game', 'So proud of this team', 'See you Saturday', 'Best fans in the conference', 'Unreal finish'];

/** A run of digits, as Instagram and Facebook ids are. */
function digits(random: Random, length: number): string {
  return Array.from({ length }, (_, index) => String(index === 0 ? integerBetween(random, 1, 9) : integerBetween(random, 0, 9))).join('');
}

const SHORTCODE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

interface PostIdea {
  headline: string;
  caption: string;
  tags: string[];
}

function postIdeas({ school, sports }: SeedContext): PostIdea[] {
  const teams = sports.filter((sport) => !sport.nonSport);
  const tag = school.mascotPlural.replace(/\s+/g, '');
  const sportAt = (index: number) => teams[index % teams.length]!;
  return [
    { headline: 'Game Day', caption: `Game day in ${school.city}! ${sportAt(0).title} is home tonight. Pack the stands.\n#${tag} #GameDay`, tags: [tag, 'GameDay'] },
    { headline: 'Final', caption: `That's a W for ${school.shortName} ${sportAt(1).title}. On to the next one.\n#${tag}`, tags: [tag] },
    { headline: 'Senior Night', caption: `Thank you, seniors. Senior Night for ${sportAt(2).title} was one to remember.\n#${tag} #SeniorNight`, tags: [tag, 'SeniorNight'] },
    { headline: 'Signing Day', caption: `Welcome to the family! ${school.mascotPlural} ${sportAt(3).title} signs its newest class.\n#${tag} #SigningDay`, tags: [tag, 'SigningDay'] },
    { headline: 'Practice', caption: `Early mornings, big goals. Inside ${sportAt(4).title} practice.\n#${tag} #Grind`, tags: [tag, 'Grind'] },
    { headline: 'Tickets', caption: `Season tickets for ${school.shortName} are on sale now. Link in bio.\n#${tag}`, tags: [tag] },
    { headline: 'Academic Honors', caption: `${school.mascotPlural} in the classroom: 42 student-athletes named to the ${school.conference} academic honor roll.\n#${tag} #StudentAthletes`, tags: [tag, 'StudentAthletes'] },
    { headline: 'Road Trip', caption: `On the road with ${sportAt(5).title}. Catch every minute on the live stream.\n#${tag} #RoadTrip`, tags: [tag, 'RoadTrip'] },
    { headline: 'Community', caption: `${school.mascotPlural} spent the afternoon reading with students at ${school.city} Elementary.\n#${tag} #${school.mascotSingular}Pride`, tags: [tag, `${school.mascotSingular}Pride`] },
  ];
}

/** The school's Instagram account: a post every few days over the last month, newest last. */
export async function seedInstagramPosts(context: SeedContext): Promise<void> {
  const { db, tenantId, school, random, today } = context;
  const username = school.social.instagram;
  const userId = digits(random, 10);
  const media: Array<{ path: string; body: string; alt: string }> = [];
  const rows = postIdeas(context)
    .slice(0, INSTAGRAM_POSTS_PER_SCHOOL)
    .map((idea, index) => {
      const mediaId = digits(random, 17);
      const path = `instagram/${mediaId}.svg`;
      media.push({ path, body: socialSquare(school, idea.headline, `@${username}`, index), alt: `${idea.headline}: a post by @${username}` });
      const postedAt = today - (INSTAGRAM_POSTS_PER_SCHOOL - index) * 3 * DAY + integerBetween(random, 9, 21) * HOUR;
      const comments: StoredInstagramComment[] = Array.from({ length: integerBetween(random, 0, 3) }, (_, n) => ({
        id: digits(random, 17),
        text: pick(random, REACTIONS),
        username: pick(random, FANS),
        createdTime: Math.floor(postedAt / 1000) + (n + 1) * 600,
      }));
      const shortcode = Array.from({ length: 11 }, () => pick(random, [...SHORTCODE])).join('');
      return {
        tenantId,
        mediaId,
        shortcode,
        caption: idea.caption,
        tags: idea.tags,
        comments,
        likes: integerBetween(random, 180, 4_800),
        imageUrl: context.mediaUrl(path),
        thumbnailUrl: index % 3 === 2 ? null : context.mediaUrl(path),
        // Every fourth post is a reel: its video plays on Instagram.
        videoUrl: index % 4 === 3 ? `https://www.instagram.com/reel/${shortcode}/` : null,
        postedAt: new Date(postedAt),
        userId,
        username,
        fullName: `${school.shortName} Athletics`,
        profilePictureUrl: context.mediaUrl('logo.svg'),
      };
    });
  await context.storeMedia(media);
  await db.insert(instagramPosts).values(rows);
}

/** The school's Facebook page and a dozen posts, one every two days. */
export async function seedFacebookFeed(context: SeedContext): Promise<void> {
  const { db, tenantId, school, random, today } = context;
  const pageId = digits(random, 15);
  const username = school.social.facebook;
  await db.insert(facebookPages).values({
    tenantId,
    pageId,
    name: `${school.shortName} Athletics`,
    username,
    link: `https://www.facebook.com/${username}`,
    website: `https://athletics.${school.key}.example.edu`,
    category: 'College & University',
    pictureUrl: context.mediaUrl('logo.svg'),
  });
  const ideas = postIdeas(context);
  const media: Array<{ path: string; body: string; alt: string }> = [];
  const rows = Array.from({ length: FACEBOOK_POSTS }, (_, index) => {
    const idea = ideas[index % ideas.length]!;
    const postId = digits(random, 16);
    const path = `facebook/${postId}.svg`;
    media.push({ path, body: socialSquare(school, idea.headline, school.name, index + 1), alt: `${idea.headline}: a post by ${school.shortName} Athletics` });
    const createdAt = today - (FACEBOOK_POSTS - index) * 2 * DAY + integerBetween(random, 8, 20) * HOUR;
    return {
      tenantId,
      postId: `${pageId}_${postId}`,
      // A photo shared without words has no message.
      message: index % 5 === 4 ? null : idea.caption.split('\n')[0]!,
      pictureUrl: context.mediaUrl(path),
      link: index % 3 === 0 ? '/news' : null,
      likes: integerBetween(random, 40, 1_900),
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt + integerBetween(random, 0, 90) * 60_000),
    };
  });
  await context.storeMedia(media);
  await db.insert(facebookPosts).values(rows);
}
