import { STAT_CREW_ROOTS, type StatCrewGame, type StatCrewPlayer, type StatCrewRoot, type StatCrewStatus, type StatCrewTeam, type StatCrewVenue, type Vh } from './statcrew-game';
import { clockSeconds, dayOf, displayName, flagOf, numberOf, splitName } from './text-values';
import { childNamed, childrenNamed, parseXmlTree, StatFileError, type XmlElement } from './xml-tree';

const ROOT_LIST = Object.keys(STAT_CREW_ROOTS).map((root) => `<${root}>`).join(', ');

export const isStatCrewRoot = (name: string): name is StatCrewRoot => Object.hasOwn(STAT_CREW_ROOTS, name);

const attr = (element: XmlElement | undefined, ...names: string[]): string => {
  for (const name of names) {
    const value = element?.attrs[name];
    if (value !== undefined && value.trim() !== '') return value.trim();
  }
  return '';
};

// Period elements of the line score: lineprd (most sports), lineinn (baseball), linegame (volleyball sets).
const PERIOD_ELEMENTS = ['lineprd', 'lineinn', 'linegame'];

function periodScores(linescore: XmlElement | undefined): Array<number | null> {
  const periods = linescore?.children.filter((child) => PERIOD_ELEMENTS.includes(child.name)) ?? [];
  if (periods.length > 0) {
    const scores: Array<number | null> = [];
    for (const period of periods) {
      const index = (numberOf(period.attrs.prd ?? period.attrs.inn ?? period.attrs.game) ?? scores.length + 1) - 1;
      if (index < 0 || index > 60) continue;
      while (scores.length < index) scores.push(null);
      scores[index] = numberOf(period.attrs.score ?? period.attrs.points);
    }
    return scores;
  }
  const line = linescore?.attrs.line?.trim();
  return line ? line.split(',').map((value) => numberOf(value)) : [];
}

function readPlayer(element: XmlElement): StatCrewPlayer {
  const rawName = attr(element, 'name', 'shortname', 'checkname');
  const parts = splitName(rawName, element.attrs.revname);
  const gp = numberOf(element.attrs.gp);
  const gs = numberOf(element.attrs.gs);
  // A player's stat elements with any non-zero count (some vendors write gp="0" for everyone); not their season's.
  const anyStat = element.children.some((child) => !child.name.endsWith('season') && Object.values(child.attrs).some((value) => (numberOf(value) ?? 0) !== 0));
  return {
    uniform: attr(element, 'uni', 'code'),
    name: displayName(parts) || rawName,
    firstName: parts.firstName,
    lastName: parts.lastName,
    checkName: attr(element, 'checkname'),
    position: attr(element, 'pos', 'startpos', 'atpos', 'opos', 'dpos', 'rosterpos').toUpperCase(),
    starter: (gs ?? 0) > 0 || flagOf(element.attrs.starter) === true,
    played: (gp ?? 0) > 0 || (gs ?? 0) > 0 || anyStat,
    element,
  };
}

function readTeam(element: XmlElement, vh: Vh): StatCrewTeam {
  const linescore = childNamed(element, 'linescore');
  // The team's own row is no player (`uni="TM"`, or a name of 'TEAM').
  const players = childrenNamed(element, 'player')
    .filter((player) => attr(player, 'uni', 'code').toUpperCase() !== 'TM' && attr(player, 'name').toUpperCase() !== 'TEAM')
    .map(readPlayer);
  return {
    vh,
    id: attr(element, 'id'),
    name: attr(element, 'name') || attr(element, 'id'),
    abbreviation: attr(element, 'abb', 'id'),
    code: attr(element, 'code'),
    record: attr(element, 'record'),
    score: numberOf(linescore?.attrs.score ?? linescore?.attrs.runs),
    periodScores: periodScores(linescore),
    players,
    // Some writers put an empty <totals> before the players and the real one after them.
    totals: childrenNamed(element, 'totals').findLast((totals) => totals.children.length > 0) ?? childNamed(element, 'totals'),
    linescore,
    element,
  };
}

function readTeams(root: XmlElement): { home: StatCrewTeam; visitor: StatCrewTeam } {
  const teams = childrenNamed(root, 'team');
  if (teams.length < 2) throw new StatFileError('not_stat_file', `The file has ${teams.length === 0 ? 'no' : 'one'} <team> element: a stat file has one for each side.`);
  const byVh = (vh: Vh) => teams.find((team) => attr(team, 'vh').toUpperCase() === vh);
  // Files list the visitors first; vh says so where it is written.
  const visitor = byVh('V') ?? teams[0]!;
  const home = byVh('H') ?? teams.find((team) => team !== visitor)!;
  return { home: readTeam(home, 'H'), visitor: readTeam(visitor, 'V') };
}

function officialsOf(venue: XmlElement | undefined): string[] {
  const names: string[] = [];
  for (const group of [childNamed(venue, 'officials'), childNamed(venue, 'umpires')]) {
    if (!group) continue;
    for (const child of childrenNamed(group, 'official')) names.push(attr(child, 'name'));
    if (group.attrs.text) names.push(...group.attrs.text.split(','));
    // Football and baseball name each official by role: ref="Elliott,Justin", hp="Thomas Newsom".
    for (const [key, value] of Object.entries(group.attrs)) if (key !== 'text') names.push(displayName(splitName(value)));
  }
  return names.map((name) => name.trim()).filter((name) => name !== '');
}

function readVenue(root: XmlElement): StatCrewVenue {
  const venue = childNamed(root, 'venue');
  const rules = childNamed(venue, 'rules');
  return {
    gameId: attr(venue, 'gameid'),
    date: dayOf(venue?.attrs.date),
    location: attr(venue, 'location'),
    stadium: attr(venue, 'stadium', 'arena', 'site'),
    attendance: numberOf(venue?.attrs.attend?.replace(/,/g, '')),
    neutral: flagOf(venue?.attrs.neutralgame) === true,
    league: flagOf(venue?.attrs.leaguegame) === true,
    start: attr(venue, 'start', 'schedtime'),
    officials: officialsOf(venue),
    periods: numberOf(rules?.attrs.prds ?? rules?.attrs.qtrs ?? venue?.attrs.schedinn),
    periodMinutes: numberOf(rules?.attrs.minutes ?? rules?.attrs.mins),
    overtimeMinutes: numberOf(rules?.attrs.minutesot),
  };
}

function readStatus(root: XmlElement): StatCrewStatus {
  const status = childNamed(root, 'status');
  const gameStatus = status?.attrs.gamestatus?.trim().toLowerCase();
  const complete = flagOf(status?.attrs.complete) ?? (gameStatus === 'final' ? true : null);
  const clock = status?.attrs.clock?.trim() || null;
  return {
    complete,
    period: numberOf(status?.attrs.period ?? status?.attrs.game ?? status?.attrs.inning),
    clock: clock && clockSeconds(clock) !== null ? clock : null,
    running: flagOf(status?.attrs.running),
  };
}

/** The common part of any file of the family; refuses (StatFileError) a root that is not one of it. */
export function readStatCrewTree(root: XmlElement): StatCrewGame {
  if (!isStatCrewRoot(root.name)) {
    throw new StatFileError('not_stat_file', `The root element is <${root.name}>: a stat-crew file's root is one of ${ROOT_LIST}.`);
  }
  const { home, visitor } = readTeams(root);
  const source = [attr(root, 'source'), attr(root, 'version')].filter(Boolean).join(' ');
  return { root: root.name, sport: STAT_CREW_ROOTS[root.name], source, generated: dayOf(root.attrs.generated), venue: readVenue(root), status: readStatus(root), home, visitor, element: root };
}

/** Parses and reads a stat file (bytes or text); StatFileError says what is wrong with one that cannot be read. */
export function readStatCrewFile(input: Uint8Array | string): StatCrewGame {
  return readStatCrewTree(parseXmlTree(input));
}
