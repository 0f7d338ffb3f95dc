import { slugify } from '../../server/api/editorial-format';
import { pick } from '../random';
import type { SeededSport } from '../seed-sports';
import { headCoachOf, rosterOf, type SeedCoach, type SeedRosterPlayer } from './seed-inputs';
import { conferenceAbbrev } from './game-stories';
import { article, count, sportVoice } from './sport-voice';
import { DAY, fullName, mascots, postTimeOn, startOfDay, type StoryContext, type StoryDraft } from './story-draft';

const bioUrl = (sport: SeededSport, p: SeedRosterPlayer) => `/sports/${sport.slug}/roster/${slugify(fullName(p))}/${p.id}`;
const from = (p: SeedRosterPlayer) => `${p.hometown}, ${p.homeState}`;

/** A feature on one player of the roster in season at `postDate`. */
export function featureDraft(context: StoryContext, sport: SeededSport, seasonYear: number, postDate: number): StoryDraft | undefined {
  const roster = rosterOf(context.inputs, sport.id, seasonYear);
  const veterans = roster.filter((p) => p.academicYear.includes('Senior') || p.academicYear.includes('Junior') || p.isCaptain);
  if (veterans.length === 0) return undefined;
  const player = pick(context.random, veterans);
  const coach = headCoachOf(context.inputs, sport.id, seasonYear);
  const voice = sportVoice(sport.code);
  const hook = pick(context.random, [`From ${player.hometown} to the ${context.school.conference}`, 'Leading by Example', 'Built for the Big Moments', 'The Quiet Engine', `A ${player.academicYear}'s Long View`]);
  const path = player.previousSchool
    ? `${player.firstName} transferred from ${player.previousSchool} and found a home in ${context.school.city} right away.`
    : `${player.firstName} arrived from ${player.highSchool ?? 'high school'} in ${from(player)} and earned minutes early.`;
  const study = player.major ? ` Off the field, ${player.firstName} is working toward a degree in ${player.major}.` : '';
  return {
    sport,
    type: 'feature',
    title: `${fullName(player)}: ${hook}`,
    subheadline: `The ${player.academicYear.toLowerCase()} ${player.positionLong.toLowerCase() || 'standout'} has become a cornerstone of ${context.school.shortName} ${sport.title.toLowerCase()}`,
    teaser: `How ${fullName(player)} of ${from(player)} grew into one of the ${mascots(context)}' most dependable ${player.positionLong ? `${player.positionLong.toLowerCase()}s` : 'competitors'}.`,
    body: [
      { p: `Ask anyone around the ${sport.title.toLowerCase()} program about ${fullName(player)} and the answers sound alike: first to arrive, last to leave, and the one teammates look to when a ${voice.contest} gets tight.` },
      { p: `${path}${study}` },
      { quote: `I came here because the coaches talked about building something, and I wanted to be part of that. Every day in practice we push each other, and that shows up when it counts.`, by: fullName(player) },
      ...(coach ? [{ quote: `${player.firstName} does the little things right, and the younger players see it. You can't coach that kind of consistency.`, by: `Head coach ${fullName(coach)}` }] : []),
      { p: `${player.isCaptain ? `Voted a team captain this season, ${player.firstName}` : `${player.firstName}`} wears No. ${player.jersey || '–'} and has one goal left: ${article(context.school.conference)} ${context.school.conference} title.` },
    ],
    postDate,
    tags: ['Feature', voice.tag, ...(player.isCaptain ? ['Captains'] : []), 'Student Athletes'],
    games: [],
    rosterPlayerIds: [player.id],
    links: [{ text: `${fullName(player)} roster bio`, url: bioUrl(sport, player) }],
    caption: fullName(player),
  };
}

/** Player of the week after a recap: posted on the Monday after. */
export function awardDraft(context: StoryContext, sport: SeededSport, player: SeedRosterPlayer, recapDate: number): StoryDraft {
  const dayOfWeek = new Date(recapDate).getUTCDay();
  const monday = startOfDay(recapDate) + ((8 - dayOfWeek) % 7 || 7) * DAY;
  const voice = sportVoice(sport.code);
  const honor = `${conferenceAbbrev(context.school.conference)} ${voice.contest === 'game' || voice.contest === 'match' ? 'Player' : 'Athlete'} of the Week`;
  return {
    sport,
    type: 'award',
    title: `${fullName(player)} Named ${honor}`,
    subheadline: `${sport.title} | Weekly honor`,
    teaser: `${fullName(player)} earned ${honor} honors after a standout week for the ${mascots(context)}.`,
    body: [
      { p: `${fullName(player)} of ${from(player)} was named ${honor}, the ${context.school.conference} office announced Monday.` },
      { p: `The ${player.academicYear.toLowerCase()} ${voice.performance(context.random, player.position)} in the ${mascots(context)}' latest ${voice.contest} and was steady all week.` },
      { p: `It is the ${pick(context.random, ['first', 'second', 'third'])} weekly honor of ${player.firstName}'s career.` },
    ],
    postDate: postTimeOn(context.random, monday),
    tags: ['Awards', 'Player of the Week', voice.tag],
    games: [],
    rosterPlayerIds: [player.id],
    links: [{ text: `${fullName(player)} roster bio`, url: bioUrl(sport, player) }],
    caption: fullName(player),
  };
}

/** The second Wednesday of November (the early signing period) of a year. */
function signingDay(year: number): number {
  const first = Date.UTC(year, 10, 1);
  const offset = (3 - new Date(first).getUTCDay() + 7) % 7;
  return first + (offset + 7) * DAY;
}

/** The current roster's freshmen, announced on the signing day before their first season. */
export function signingDraft(context: StoryContext, sport: SeededSport): StoryDraft | undefined {
  const years = context.inputs.players.filter((p) => p.sportId === sport.id).map((p) => p.year);
  if (years.length === 0) return undefined;
  const latest = Math.max(...years);
  const day = signingDay(latest - 1);
  if (day >= context.today || day < context.today - 540 * DAY) return undefined;
  const signees = rosterOf(context.inputs, sport.id, latest).filter((p) => p.academicYear === 'Freshman').slice(0, 8);
  if (signees.length < 2) return undefined;
  const coach = headCoachOf(context.inputs, sport.id, latest);
  return {
    sport,
    type: 'signing',
    title: `${sport.title} Signs ${count(signees.length).replace(/^./, (c) => c.toUpperCase())} in Early Signing Period`,
    subheadline: `The ${latest} signing class brings newcomers from ${count(new Set(signees.map((p) => p.homeState)).size)} states and countries`,
    teaser: `${context.school.shortName} ${sport.title.toLowerCase()} announced ${count(signees.length)} signees on the first day of the early signing period.`,
    body: [
      { p: `${context.school.shortName} ${sport.title.toLowerCase()} added ${count(signees.length)} signees on the first day of the early signing period.` },
      { list: signees.map((p) => `${fullName(p)}, ${p.positionLong || sport.title}, ${from(p)} (${p.highSchool ?? 'prep school'})`) },
      ...(coach ? [{ quote: `This class fits who we are: competitive, coachable and excellent students. We can't wait to get them on campus.`, by: `Head coach ${fullName(coach)}` }] : []),
    ],
    postDate: postTimeOn(context.random, day),
    tags: ['Signing Day', 'Freshman', sportVoice(sport.code).tag],
    games: [],
    rosterPlayerIds: signees.map((p) => p.id),
    links: [{ text: 'Current roster', url: `/sports/${sport.slug}/roster` }],
  };
}

/** An assistant (or head) coach's hire, posted in the summer of the year they started. */
export function coachHireDraft(context: StoryContext, sport: SeededSport, coach: SeedCoach): StoryDraft | undefined {
  const day = Date.UTC(coach.startYear, 5, 10 + Math.floor(context.random() * 40));
  if (day >= context.today || day < context.today - 540 * DAY) return undefined;
  const head = coach.isHeadCoach ? undefined : headCoachOf(context.inputs, sport.id, coach.startYear);
  const role = coach.isHeadCoach ? 'Head Coach' : coach.title;
  return {
    sport,
    type: 'coach-hire',
    title: `${fullName(coach)} Named ${sport.title} ${role}`,
    subheadline: coach.almaMater ? `${coach.almaMater} graduate joins the ${mascots(context)}` : `Joins the ${mascots(context)} staff`,
    teaser: `${fullName(coach)} has been named ${role.toLowerCase()} for ${context.school.shortName} ${sport.title.toLowerCase()}.`,
    body: [
      { p: `${fullName(coach)} has been named ${role.toLowerCase()} for ${context.school.shortName} ${sport.title.toLowerCase()}${head ? `, head coach ${fullName(head)} announced` : ', the director of athletics announced'}.` },
      { p: `${coach.firstName} ${coach.almaMater ? `played and studied at ${coach.almaMater} and ` : ''}brings experience in recruiting, player development and game planning to the program.` },
      { quote: `${context.school.shortName} has the pieces to compete for championships, and I'm grateful for the chance to help build on that.`, by: fullName(coach) },
    ],
    postDate: postTimeOn(context.random, day),
    tags: ['Coaching Staff', sportVoice(sport.code).tag],
    games: [],
    rosterPlayerIds: [],
    links: [{ text: 'Coaching staff', url: `/sports/${sport.slug}/coaches` }],
  };
}

/** All-academic honors for a sport's roster, posted `postDate`. */
export function academicDraft(context: StoryContext, sport: SeededSport, seasonYear: number, postDate: number): StoryDraft | undefined {
  const honored = rosterOf(context.inputs, sport.id, seasonYear).filter((p) => p.major && !p.academicYear.includes('Freshman')).slice(0, 6);
  if (honored.length < 3) return undefined;
  return {
    sport,
    type: 'academics',
    title: `${count(honored.length).replace(/^./, (c) => c.toUpperCase())} ${mascots(context)} Earn All-Academic Honors`,
    subheadline: `${sport.title} | ${context.school.conference} All-Academic Team`,
    teaser: `${count(honored.length).replace(/^./, (c) => c.toUpperCase())} ${sport.title.toLowerCase()} student-athletes were named to the ${context.school.conference} All-Academic Team.`,
    body: [
      { p: `${count(honored.length).replace(/^./, (c) => c.toUpperCase())} members of the ${sport.title.toLowerCase()} team were named to the ${context.school.conference} All-Academic Team, which recognizes a 3.2 grade-point average or better.` },
      { list: honored.map((p) => `${fullName(p)} (${p.academicYear}, ${p.major})`) },
      { p: `The ${mascots(context)} posted a team grade-point average above 3.3 for the semester.` },
    ],
    postDate,
    tags: ['Academics', 'Student Athletes', sportVoice(sport.code).tag],
    games: [],
    rosterPlayerIds: honored.map((p) => p.id),
    links: [],
  };
}
