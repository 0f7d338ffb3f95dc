import type { LiveCoordinate, LivePlay, LivePlayer, LiveSide } from '../../../core/live/live-game';
import type { StatCrewGame, StatCrewPlayer, StatCrewTeam } from './statcrew-game';
import { clockSeconds, displayName, numberOf, splitName } from './text-values';
import { childNamed, type XmlElement } from './xml-tree';

/** A long basketball game has ~500 plays: the document keeps the latest ones so every fan's copy stays small. */
export const MAX_DOCUMENT_PLAYS = 300;

// Containers whose number is the period of the plays inside: quarters, halves, innings, volleyball's sets.
const PERIOD_ELEMENTS = new Set(['period', 'qtr', 'quarter', 'half', 'inning', 'game', 'set']);
// Running-score markers some sports write after a scoring play instead of on it (lacrosse, football).
const SCORE_ELEMENTS = new Set(['score', 'currentscore']);

const SHOTS: Readonly<Record<string, string>> = { JUMPER: 'a jumper', LAYUP: 'a layup', '3PTR': 'a 3-point shot', FT: 'a free throw', DUNK: 'a dunk', TIPIN: 'a tip-in', HOOK: 'a hook shot' };
const REBOUNDS: Readonly<Record<string, string>> = { OFF: 'rebound (offensive)', DEF: 'rebound (defensive)', DEADB: 'deadball rebound' };

interface Walk {
  game: StatCrewGame;
  plays: LivePlay[];
  home: number;
  visitor: number;
  /** Whether the file gave any score at all: without one, plays say nothing rather than 0-0 throughout. */
  scored: boolean;
  /** The play just read when it had no score of its own: a score marker right after it is its score. */
  unscored: LivePlay | null;
  perPeriod: Map<string, number>;
  periodsSeen: number;
}

interface Place {
  period: number | null;
  side: LiveSide | null;
}

const attr = (element: XmlElement, name: string): string => element.attrs[name]?.trim() ?? '';

const sameId = (value: string, team: StatCrewTeam): boolean => {
  const wanted = value.toUpperCase();
  return [team.id, team.abbreviation, team.name].some((id) => id.trim() !== '' && id.trim().toUpperCase() === wanted);
};

/** The side an element names: vh first, then the team a volleyball point went to, a team id, football's possession. */
function sideOf(element: XmlElement, game: StatCrewGame): LiveSide | null {
  const vh = attr(element, 'vh').toUpperCase();
  if (vh === 'H') return 'HomeTeam';
  if (vh === 'V') return 'VisitingTeam';
  for (const name of ['point', 'team', 'hasball']) {
    const value = attr(element, name);
    if (value === '') continue;
    if (sameId(value, game.home)) return 'HomeTeam';
    if (sameId(value, game.visitor)) return 'VisitingTeam';
  }
  return null;
}

const teamOf = (game: StatCrewGame, side: LiveSide | null): StatCrewTeam | null => (side === 'HomeTeam' ? game.home : side === 'VisitingTeam' ? game.visitor : null);

const squeeze = (name: string): string => name.toUpperCase().split(' ').join('');

function titleCase(text: string): string {
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return text.toLowerCase().split(' ').map((word) => word.split('-').map(capital).join('-')).join(' ');
}

/** The roster's player a token play names: by uniform, told apart by checkname where a uniform repeats. */
function rosterPlayer(team: StatCrewTeam, uniform: string, checkName: string): StatCrewPlayer | null {
  const byCheck = (player: StatCrewPlayer) => checkName !== '' && squeeze(player.checkName) === squeeze(checkName);
  const wearing = team.players.filter((player) => uniform !== '' && player.uniform === uniform);
  if (wearing.length === 1) return wearing[0]!;
  return wearing.find(byCheck) ?? team.players.find(byCheck) ?? null;
}

function livePlayer(side: LiveSide, team: StatCrewTeam, player: StatCrewPlayer): LivePlayer {
  // A uniform stands for the person only when no team-mate shares it (files have no other id).
  const unique = team.players.filter((other) => other.uniform === player.uniform).length === 1;
  return { Team: side, FirstName: player.firstName || null, LastName: player.lastName || player.name || null, UniformNumber: player.uniform || null, Photo: null, PersonId: unique && player.uniform ? player.uniform : null };
}

/** Basketball's token play in words, as a play-by-play prints it. */
function tokenNarrative(action: string, type: string, who: string, teamName: string): string {
  switch (action) {
    case 'GOOD': return `${who} made ${SHOTS[type] ?? 'a shot'}`;
    case 'MISS': return `${who} missed ${SHOTS[type] ?? 'a shot'}`;
    case 'REBOUND': return `${REBOUNDS[type] ?? 'rebound'} by ${who}`;
    case 'FOUL': return `foul on ${who}`;
    case 'TURNOVER': return `turnover by ${who}`;
    case 'STEAL': return `steal by ${who}`;
    case 'ASSIST': return `assist by ${who}`;
    case 'BLOCK': return `block by ${who}`;
    case 'SUB': return `substitution: ${who} ${type === 'OUT' ? 'out' : 'in'}`;
    case 'TIMEOUT': return teamName ? `timeout by ${teamName}` : 'timeout';
    default: return [action.toLowerCase(), type.toLowerCase(), 'by', who].filter(Boolean).join(' ');
  }
}

/** Narrative, Type, Player of a play without text: basketball's tokens (action, type, uniform, checkname). */
function tokenParts(play: XmlElement, side: LiveSide | null, game: StatCrewGame): Pick<LivePlay, 'Narrative' | 'Type' | 'Action' | 'Player'> {
  const team = teamOf(game, side);
  const uniform = attr(play, 'uni');
  const checkName = attr(play, 'checkname');
  const isTeam = uniform.toUpperCase() === 'TM' || checkName.toUpperCase() === 'TEAM';
  const found = team && !isTeam ? rosterPlayer(team, uniform, checkName) : null;
  const teamName = team?.name ?? attr(play, 'team');
  const who = found?.name || (isTeam || checkName === '' ? teamName : displayName(splitName(titleCase(checkName))));
  const action = attr(play, 'action').toUpperCase();
  const type = attr(play, 'type').toUpperCase();
  return {
    Narrative: tokenNarrative(action, type, who || 'unknown', teamName),
    Type: action || null,
    Action: type || null,
    Player: found && team && side ? livePlayer(side, team, found) : null,
  };
}

function coordinateOf(play: XmlElement): LiveCoordinate | null {
  const x = numberOf(play.attrs.x);
  const y = numberOf(play.attrs.y);
  return x === null && y === null ? null : { X: x, Y: y, Side: attr(play, 'side') || null };
}

/** Baseball's situation before the pitch, as the feed's Context has it. */
function baseballContext(play: XmlElement): string | null {
  const pitcher = attr(play, 'pitcher');
  const batter = attr(play, 'batter');
  if (pitcher === '' || batter === '') return null;
  const outs = numberOf(play.attrs.outs);
  return [`P: ${pitcher}`, `B: ${batter}`, outs === null ? '' : `${outs} ${outs === 1 ? 'out' : 'outs'}`].filter(Boolean).join('; ');
}

/** The play's own running score (vscore/hscore), or runs added to the batting side's. */
function scoreAfter(walk: Walk, play: XmlElement, side: LiveSide | null): boolean {
  const home = numberOf(play.attrs.hscore);
  const visitor = numberOf(play.attrs.vscore);
  if (home !== null || visitor !== null) {
    walk.home = home ?? walk.home;
    walk.visitor = visitor ?? walk.visitor;
    return (walk.scored = true);
  }
  const runs = numberOf(play.attrs.runs);
  if (runs === null || side === null) return false;
  if (side === 'HomeTeam') walk.home += runs;
  else walk.visitor += runs;
  return (walk.scored = true);
}

function readPlay(walk: Walk, play: XmlElement, place: Place): void {
  const text = attr(play, 'text') || attr(childNamed(play, 'narrative') ?? play, 'text');
  const side = sideOf(play, walk.game) ?? place.side;
  if (text === '' && attr(play, 'action') === '') return;
  const parts = text !== ''
    ? { Narrative: text, Type: attr(play, 'action') || (baseballContext(play) ? 'Summary' : null), Action: null, Player: null }
    : tokenParts(play, side, walk.game);
  const own = scoreAfter(walk, play, side);
  const key = String(place.period ?? 0);
  const index = (walk.perPeriod.get(key) ?? 0) + 1;
  walk.perPeriod.set(key, index);
  const live: LivePlay = {
    Id: `${key}-${index}`,
    ...parts,
    Team: side,
    Context: baseballContext(play),
    Period: place.period,
    ClockSeconds: clockSeconds(attr(play, 'time') || attr(play, 'clock')),
    InvolvedPlayers: [],
    Coordinate: coordinateOf(play),
    Score: { HomeTeam: walk.home, VisitingTeam: walk.visitor },
    Qualifiers: null,
  };
  walk.plays.push(live);
  walk.unscored = own ? null : live;
}

function readScoreMarker(walk: Walk, marker: XmlElement): void {
  const home = numberOf(marker.attrs.hscore ?? marker.attrs.h);
  const visitor = numberOf(marker.attrs.vscore ?? marker.attrs.v);
  if (home === null && visitor === null) return;
  walk.home = home ?? walk.home;
  walk.visitor = visitor ?? walk.visitor;
  walk.scored = true;
  if (walk.unscored) walk.unscored.Score = { HomeTeam: walk.home, VisitingTeam: walk.visitor };
  walk.unscored = null;
}

function walkPlays(walk: Walk, element: XmlElement, place: Place): void {
  for (const child of element.children) {
    if (child.name === 'play') readPlay(walk, child, place);
    else if (SCORE_ELEMENTS.has(child.name)) readScoreMarker(walk, child);
    else if (PERIOD_ELEMENTS.has(child.name)) {
      walk.periodsSeen += 1;
      walk.unscored = null;
      // Volleyball's score is each set's points: every set starts from nothing.
      if (walk.game.root === 'vbgame') [walk.home, walk.visitor] = [0, 0];
      const period = numberOf(child.attrs.number ?? child.attrs.prd) ?? walk.periodsSeen;
      walkPlays(walk, child, { period, side: place.side });
    } else {
      walk.unscored = null;
      walkPlays(walk, child, { period: place.period, side: sideOf(child, walk.game) ?? place.side });
    }
  }
}

/**
 * Every play of the file's play-by-play (`<plays>`), oldest first, as the live document's plays: basketball's
 * tokens put in words, any other sport's play by its text. Each carries the running score as last known.
 * A file without a play-by-play gives none; nothing in a play's shape makes it throw.
 */
export function playsFromFile(game: StatCrewGame): LivePlay[] {
  const plays = childNamed(game.element, 'plays');
  if (!plays) return [];
  const walk: Walk = { game, plays: [], home: 0, visitor: 0, scored: false, unscored: null, perPeriod: new Map(), periodsSeen: 0 };
  try {
    walkPlays(walk, plays, { period: null, side: null });
  } catch {
    // A file shaped beyond what is read here still shows the plays read so far.
  }
  if (!walk.scored) for (const play of walk.plays) play.Score = null;
  return walk.plays;
}
