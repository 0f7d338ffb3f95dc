import { slugify } from '../../server/api/editorial-format';
import { pick } from '../random';
import { apTime, dateline, gameFacts, type GameFacts } from './game-facts';
import { headCoachOf, rosterOf, type SeedGame, type SeedRosterPlayer } from './seed-inputs';
import { sportVoice } from './sport-voice';
import { apDay, fullName, HOUR, mascots, postTimeOn, startOfDay, weekday, type Block, type StoryContext, type StoryDraft } from './story-draft';
import type { SeededSport } from '../seed-sports';

const KEEPERS = new Set(['GK', 'G']);

/** Two players of the game's roster: the headliner and a second contributor. */
function standouts(context: StoryContext, facts: GameFacts): [SeedRosterPlayer, SeedRosterPlayer] | undefined {
  const roster = rosterOf(context.inputs, facts.sport.id, facts.game.seasonYear);
  const field = roster.filter((p) => !KEEPERS.has(p.position));
  if (field.length < 2) return undefined;
  const lead = pick(context.random, field.filter((p) => p.academicYear.includes('Senior') || p.academicYear.includes('Junior') || p.isCaptain).concat(field.slice(0, 1)));
  const second = pick(context.random, roster.filter((p) => p.id !== lead.id));
  return [lead, second];
}

const opponentName = (game: SeedGame) => game.eventTitle ?? game.opponent?.title ?? 'the field';
const shortOpponent = (game: SeedGame) => game.eventTitle ?? game.opponent?.shortTitle ?? 'the Field';
const describe = (p: SeedRosterPlayer) => `${p.academicYear.toLowerCase()} ${p.positionLong ? p.positionLong.toLowerCase() : 'standout'} ${fullName(p)}`;

/** The winner's score first (AP style). */
function score(game: SeedGame): string {
  const team = game.teamScore ?? '0';
  const opponent = game.opponentScore ?? '0';
  return game.resultStatus === 'L' ? `${opponent}-${team}` : `${team}-${opponent}`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'Summit Plains Conference' → 'SPC'. */
export const conferenceAbbrev = (conference: string) => conference.split(/\s+/).map((word) => word[0]).join('').toUpperCase();
/** Ends a sentence once, even after an abbreviation such as 'Wyo.'. */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

function recordLine(context: StoryContext, facts: GameFacts): Block[] {
  if (!facts.record) return [];
  const conference = facts.conferenceRecord ? ` and ${facts.conferenceRecord} in ${context.school.conference} play` : '';
  return [{ p: `${context.school.shortName} is ${facts.record} overall${conference}.` }];
}

function upNext(context: StoryContext, facts: GameFacts): Block[] {
  const next = facts.next;
  if (!next) return [{ h: 'Up Next' }, { p: `The ${facts.sport.title.toLowerCase()} season is complete. Follow the team through the offseason on the ${facts.sport.title} page.` }];
  const meet = next.eventTitle !== null;
  const where =
    next.locationIndicator === 'H' ? `hosts ${meet ? 'the ' : ''}${opponentName(next)} at ${next.facility ?? 'home'}` : meet ? `competes at the ${opponentName(next)}` : `travels to ${opponentName(next)}`;
  return [{ h: 'Up Next' }, { p: sentence(`${context.school.shortName} ${where} on ${apDay(next.localDate)} at ${apTime(next.localDate)}`) }];
}

const WIN_QUOTES = [
  'I loved the way we competed from the start. That was a complete team performance.',
  'We talked all week about playing to our standard, and today we did that for the whole {contest}.',
  'Credit to our upperclassmen. They set the tone and everybody followed.',
];
const LOSS_QUOTES = [
  "We didn't execute the way we needed to, and against a team like {opp} you can't give anything away.",
  "It stings, but this group will learn from it. We'll be back at work tomorrow.",
  "I'm proud of the fight. We have to be sharper in the big moments.",
];
const MEET_QUOTES = [
  "We're building toward the championship part of the schedule, and this was a good measuring stick.",
  '{lead} was outstanding, and the rest of the group is closing the gap every week.',
];

function coachQuote(context: StoryContext, facts: GameFacts, lead: SeedRosterPlayer | undefined): Block[] {
  const coach = headCoachOf(context.inputs, facts.sport.id, facts.game.seasonYear);
  if (!coach) return [];
  const pool = facts.isMeet ? MEET_QUOTES : facts.game.resultStatus === 'L' ? LOSS_QUOTES : WIN_QUOTES;
  const text = pick(context.random, pool)
    .replace('{contest}', sportVoice(facts.sport.code).contest)
    .replace('{opp}', opponentName(facts.game))
    .replace('{lead}', lead ? lead.firstName : 'Our top group');
  return [{ quote: text, by: `Head coach ${fullName(coach)}` }];
}

function recapTitle(context: StoryContext, facts: GameFacts, lead: SeedRosterPlayer | undefined): string {
  const { game } = facts;
  const team = mascots(context);
  const opp = shortOpponent(game);
  if (facts.isMeet) return pick(context.random, [`${team} Place ${game.teamScore} at ${opp}`, ...(lead ? [`${lead.lastName} Paces ${team} at ${opp}`] : [])]);
  if (game.resultStatus === 'W') return pick(context.random, [`${team} Top ${opp}, ${score(game)}`, `${team} Beat ${opp} ${score(game)}`, ...(lead ? [`${lead.lastName} Leads ${team} Past ${opp}`] : [])]);
  if (game.resultStatus === 'T') return `${team} and ${opp} Play to ${score(game)} Draw`;
  return pick(context.random, [
    `${team} Fall to ${opp}, ${score(game)}`,
    `${opp} Edges ${team}, ${score(game)}`,
    `${opp} Holds Off ${team}, ${score(game)}`,
    `${team} Drop ${sportVoice(facts.sport.code).contest === 'match' ? 'Match' : 'Decision'} at ${opp}`,
    `Late Push Comes Up Short Against ${opp}`,
  ]);
}

/** A game recap that names the game's opponent, score, venue, record and two players. */
export function recapDraft(context: StoryContext, sport: SeededSport, game: SeedGame): StoryDraft {
  const facts = gameFacts(context, sport, game, 'after');
  const voice = sportVoice(sport.code);
  const players = standouts(context, facts);
  const [lead, second] = players ?? [undefined, undefined];
  const where = game.locationIndicator === 'H' ? `at ${game.facility ?? 'home'}` : game.facility ? `at ${game.facility} in ${game.location}` : `in ${game.location ?? 'a road game'}`;
  const day = weekday(game.localDate);
  const outcome = facts.isMeet
    ? `finished ${game.postscore ?? game.teamScore} at the ${opponentName(game)}`
    : game.resultStatus === 'W'
      ? `defeated ${opponentName(game)}, ${score(game)},`
      : game.resultStatus === 'L'
        ? `fell to ${opponentName(game)}, ${score(game)},`
        : `tied ${opponentName(game)}, ${score(game)},`;
  const summary = sentence(
    lead ? `${capitalized(describe(lead))} ${voice.performance(context.random, lead.position)} as ${context.school.shortName} ${outcome} ${day} ${where}` : `${context.school.shortName} ${outcome} ${day} ${where}`,
  );
  const lede = `${dateline(game.location, context.school.city)} – ${summary}`;
  const body: Block[] = [
    { p: lede },
    { p: voice.turningPoint(context.random, game.resultStatus !== 'L', opponentName(game), { team: Number(game.teamScore), opponent: Number(game.opponentScore) }) },
    ...(second ? [{ p: `${fullName(second)} ${voice.performance(context.random, second.position)}${facts.isMeet ? '.' : `, and the ${mascots(context)} ${game.resultStatus === 'L' ? 'kept it close into the final stretch' : 'never let the lead slip'}.`}` }] : []),
    ...coachQuote(context, facts, lead),
    ...recordLine(context, facts),
    ...upNext(context, facts),
  ];
  const postDate = Math.min(game.date.getTime() + 3 * HOUR + Math.floor(context.random() * HOUR), context.today - 5 * 60_000);
  const subheadline = facts.isMeet
    ? `${sport.title} | ${game.postscore ?? game.teamScore}`
    : `${sport.title} ${facts.record ? `moves to ${facts.record}` : 'opens its season'} with ${game.locationIndicator === 'A' ? 'road' : game.locationIndicator === 'N' ? 'neutral-site' : 'home'} ${game.resultStatus === 'L' ? 'loss' : game.resultStatus === 'W' ? 'win' : 'draw'}`;
  return {
    sport,
    type: 'recap',
    title: recapTitle(context, facts, lead),
    subheadline,
    teaser: summary,
    body,
    postDate,
    tags: ['Game Recap', voice.tag, ...facts.tags],
    games: [{ gameId: game.id, kind: 'recap' }],
    rosterPlayerIds: players ? players.map((p) => p.id) : [],
    links: [
      { text: 'Box Score', url: `/sports/${sport.slug}/stats/${game.seasonTitle}/${game.opponent ? slugify(game.opponent.title) : slugify(game.eventTitle ?? 'event')}/boxscore/${game.id}` },
      { text: 'Full Schedule', url: `/sports/${sport.slug}/schedule/${game.seasonTitle}` },
    ],
    caption: lead ? `${fullName(lead)} against ${opponentName(game)}` : `${sport.title} at the ${opponentName(game)}`,
  };
}

/** A preview of a game, posted `postDate`, with how to follow it and players to watch. */
export function previewDraft(context: StoryContext, sport: SeededSport, game: SeedGame, postDate: number): StoryDraft {
  const facts = gameFacts(context, sport, game, 'before');
  const voice = sportVoice(sport.code);
  const team = mascots(context);
  const opp = shortOpponent(game);
  const home = game.locationIndicator === 'H';
  const title = facts.isMeet
    ? `${team} ${home ? 'Host' : 'Head to'} ${opponentName(game)}`
    : pick(context.random, [`${sport.title} ${home ? 'Hosts' : 'Visits'} ${opp} ${weekday(game.localDate)}`, `${sport.title} ${home ? 'Welcomes' : 'Travels to'} ${opp}`]);
  const roster = rosterOf(context.inputs, sport.id, game.seasonYear);
  const watch = [...roster].sort((a, b) => Number(b.isCaptain) - Number(a.isCaptain) || a.id - b.id).slice(0, 3);
  const record = facts.record ? ` (${facts.record}${facts.conferenceRecord ? `, ${facts.conferenceRecord} ${conferenceAbbrev(context.school.conference)}` : ''})` : '';
  const teaser = sentence(`${context.school.shortName}${record} ${facts.isMeet ? (home ? 'hosts the' : 'competes at the') : home ? 'hosts' : 'visits'} ${opponentName(game)} on ${apDay(game.localDate)} at ${apTime(game.localDate)}${game.facility ? ` at ${game.facility}` : ''}`);
  const follow = [
    ...(game.tv ? [`TV: ${game.tv}`] : []),
    `Live updates: @${context.school.social.twitter}`,
    ...(home && !facts.isMeet ? ['Tickets: available online and at the box office'] : []),
  ];
  const body: Block[] = [
    { p: teaser },
    {
      p: facts.isMeet
        ? `The ${team} bring a full lineup to the ${opponentName(game)}, the next step toward the ${context.school.conference} championships.`
        : `It is the ${facts.tags.includes('Conference Play') ? 'latest conference test' : 'latest nonconference test'} for the ${team}${facts.tags.includes('Rivalry') ? ', and the rivalry adds an edge every time these programs meet' : ''}.`,
    },
    { h: 'Players to Watch' },
    { list: watch.map((p) => `${fullName(p)}, ${p.academicYear}${p.positionLong ? ` ${p.positionLong}` : ''}${p.isCaptain ? ' (captain)' : ''}, ${p.hometown}, ${p.homeState}`) },
    { h: 'How to Follow' },
    { list: follow },
  ];
  return {
    sport,
    type: 'preview',
    title,
    subheadline: `${sport.title} | ${apDay(game.localDate)} | ${apTime(game.localDate)}`,
    teaser,
    body,
    postDate,
    tags: ['Game Preview', voice.tag, ...facts.tags.filter((tag) => tag !== 'Senior Day')],
    games: [{ gameId: game.id, kind: 'preview' }],
    rosterPlayerIds: watch.map((p) => p.id),
    links: [{ text: 'Full Schedule', url: `/sports/${sport.slug}/schedule/${game.seasonTitle}` }, ...(home && !facts.isMeet ? [{ text: 'Tickets', url: '/tickets' }] : [])],
    caption: `${sport.title} ${home ? 'at home' : 'on the road'}`,
  };
}

/** A preview posted one or two days before the game, between 14:00 and 23:00 UTC. */
export function previewPostDate(context: StoryContext, game: SeedGame): number {
  const day = startOfDay(game.date.getTime()) - (context.random() < 0.5 ? 1 : 2) * 86_400_000;
  return postTimeOn(context.random, day);
}
