import { currentSeasonYear } from '../../core/schedule/season-calendar';
import type { SeededSport } from '../seed-sports';
import { communityDraft, departmentDraft, facilityDraft, homeFacility } from './department-stories';
import { recapCandidates, upcomingGame } from './game-facts';
import { previewDraft, previewPostDate, recapDraft } from './game-stories';
import { academicDraft, awardDraft, coachHireDraft, featureDraft, signingDraft } from './people-stories';
import { DAY, HOUR, postTimeOn, STORY_WINDOW_DAYS, type StoryContext, type StoryDraft } from './story-draft';

/** At least this many published stories per school (DESIGN 6: ≥100 stories). */
export const MIN_PUBLISHED = 112;

const isMeetSport = (context: StoryContext, sport: SeededSport) => context.inputs.games.some((g) => g.sportId === sport.id && (g.eventTitle !== null || g.opponent === null));

/** `n` post times spread evenly over the story window (oldest first), `offset` in [0, 1) shifting them; all before yesterday. */
function spread(context: StoryContext, n: number, offset = 0): number[] {
  const first = context.today - STORY_WINDOW_DAYS * DAY;
  const span = STORY_WINDOW_DAYS - 2;
  return Array.from({ length: n }, (_, k) => postTimeOn(context.random, first + Math.floor(((k + offset) * span) / n) * DAY));
}

const seasonAt = (sport: SeededSport, at: number) => currentSeasonYear(sport.code, at);
const defined = <T>(items: Array<T | undefined>) => items.filter((item): item is T => item !== undefined);

function gameStories(context: StoryContext): StoryDraft[] {
  const drafts: StoryDraft[] = [];
  for (const sport of context.sports) {
    const recaps = recapCandidates(context, sport, isMeetSport(context, sport) ? 3 : 4).map((game) => ({ game, draft: recapDraft(context, sport, game) }));
    recaps.forEach(({ game, draft }, index) => {
      // Every other dual recap also had a preview a day or two before.
      if (index % 2 === 1 && game.eventTitle === null) drafts.push(previewDraft(context, sport, game, previewPostDate(context, game)));
      drafts.push(draft);
    });
  }
  // Previews of this week's games, posted yesterday; two more are scheduled for the coming days.
  const nextGames = (after: number, before: number) =>
    context.sports.flatMap((sport) => {
      const game = upcomingGame(context.inputs, sport.id, after, before);
      return game ? [{ sport, game }] : [];
    });
  for (const { sport, game } of nextGames(context.today + 12 * HOUR, context.today + 10 * DAY).slice(0, 8)) {
    drafts.push(previewDraft(context, sport, game, postTimeOn(context.random, context.today - DAY)));
  }
  nextGames(context.today + 4 * DAY, context.today + 30 * DAY)
    .slice(0, 2)
    .forEach(({ sport, game }, index) => drafts.push(previewDraft(context, sport, game, postTimeOn(context.random, context.today + (index + 1) * DAY))));
  return drafts;
}

function awards(context: StoryContext, recaps: StoryDraft[]): StoryDraft[] {
  const wins = recaps.filter((draft) => draft.type === 'recap' && draft.sport && draft.rosterPlayerIds.length > 0 && !/Fall|Edges|Short/.test(draft.title));
  const picked = wins.filter((_, index) => index % Math.max(1, Math.floor(wins.length / 8)) === 0).slice(0, 8);
  return defined(
    picked.map((recap) => {
      const player = context.inputs.players.find((p) => p.id === recap.rosterPlayerIds[0]);
      const draft = player && recap.sport ? awardDraft(context, recap.sport, player, recap.postDate) : undefined;
      return draft && draft.postDate < context.today ? draft : undefined;
    }),
  );
}

function peopleStories(context: StoryContext, featureCount: number): StoryDraft[] {
  const { sports } = context;
  const features = spread(context, featureCount, 0.3).map((at, k) => {
    const sport = sports[(k * 5) % sports.length]!;
    return featureDraft(context, sport, seasonAt(sport, at), at);
  });
  const academics = spread(context, 6, 0.6).map((at, k) => {
    const sport = sports[(k * 3 + 1) % sports.length]!;
    return academicDraft(context, sport, seasonAt(sport, at), at);
  });
  const signings = sports.filter((_, index) => index % 3 === 0).map((sport) => signingDraft(context, sport));
  const hires = context.inputs.coaches
    .filter((coach, index, all) => all.findIndex((c) => c.staffMemberId === coach.staffMemberId) === index)
    .sort((a, b) => b.startYear - a.startYear || a.staffMemberId - b.staffMemberId)
    .slice(0, 6)
    .map((coach) => {
      const sport = sports.find((s) => s.id === coach.sportId);
      return sport ? coachHireDraft(context, sport, coach) : undefined;
    });
  return [...defined(features), ...defined(academics), ...defined(signings).slice(0, 6), ...defined(hires).slice(0, 4)];
}

function departmentStories(context: StoryContext): StoryDraft[] {
  const facilities = spread(context, 3, 0.15).map((at, k) => {
    const sport = context.sports[(k * 4) % context.sports.length]!;
    const facility = homeFacility(context, sport);
    return facility ? facilityDraft(context, sport, facility, k, at) : undefined;
  });
  const community = spread(context, 3, 0.45).map((at, k) => communityDraft(context, k, at));
  const department = spread(context, 4, 0.75).map((at, k) => departmentDraft(context, k, at));
  return defined([...facilities, ...community, ...department]);
}

/** Every story of a school, oldest first: ≥ MIN_PUBLISHED published, plus a couple scheduled after today. */
export function planStories(context: StoryContext): StoryDraft[] {
  const games = gameStories(context);
  const others = [...games, ...awards(context, games), ...departmentStories(context)];
  const published = (drafts: StoryDraft[]) => drafts.filter((draft) => draft.postDate < context.today).length;
  let features = 14;
  let people = peopleStories(context, features);
  // Top up with player features until the school has enough news.
  while (published(others) + published(people) < MIN_PUBLISHED && features < 80) {
    features += 6;
    people = peopleStories(context, features);
  }
  return [...others, ...people].sort((a, b) => a.postDate - b.postDate);
}
