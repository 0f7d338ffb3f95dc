import type { PlayerLine } from '../../server/stats/box-score-document';
import type { StatFamily } from '../../server/stats/stat-sheet';

/** A player who can appear in a box score: one of the school's roster or an invented opponent. */
export interface Participant {
  playerId: number | null;
  rosterPlayerId: number | null;
  name: string;
  jersey: string;
  position: string;
}

// Roster positions come as abbreviations or words, sometimes two at once ('G/F', 'RHP/OF').
const WORDS: Record<string, string> = {
  GUARD: 'G', FORWARD: 'F', CENTER: 'C', POINT: 'G', WING: 'F', POST: 'C', PG: 'G', SG: 'G', SF: 'F', PF: 'F',
  GOALKEEPER: 'GK', GOALIE: 'GK', KEEPER: 'GK', GOALTENDER: 'GK', DEFENDER: 'D', DEFENSE: 'D', DEFENCE: 'D', DEFENSEMAN: 'D', BACK: 'D', MIDFIELDER: 'M', MIDFIELD: 'M', ATTACK: 'A', ATTACKER: 'A', STRIKER: 'F', WINGER: 'F',
  PITCHER: 'P', RHP: 'P', LHP: 'P', CATCHER: 'C', INFIELDER: 'INF', INFIELD: 'INF', IF: 'INF', UT: 'INF', UTL: 'INF', UTILITY: 'INF', OUTFIELDER: 'OF', OUTFIELD: 'OF',
  QUARTERBACK: 'QB', RUNNING: 'RB', RUNNINGBACK: 'RB', TAILBACK: 'RB', TB: 'RB', FB: 'RB', FULLBACK: 'RB', RECEIVER: 'WR', WIDE: 'WR', TIGHT: 'TE', LINEMAN: 'OL',
  OT: 'OL', OG: 'OL', T: 'OL', DE: 'DL', DT: 'DL', NT: 'DL', EDGE: 'DL', LINEBACKER: 'LB', ILB: 'LB', OLB: 'LB', MLB: 'LB', CB: 'DB', S: 'DB', FS: 'DB', SS: 'DB', SAFETY: 'DB', CORNERBACK: 'DB', NICKEL: 'DB',
  PK: 'K', KICKER: 'K', PUNTER: 'P', LS: 'LS', SNAPPER: 'LS',
  SETTER: 'S', OUTSIDE: 'OH', HITTER: 'OH', MIDDLE: 'MB', BLOCKER: 'MB', LIBERO: 'L', DS: 'L', SPECIALIST: 'L', OPPOSITE: 'RS', OPP: 'RS', RIGHT: 'RS', RS: 'RS', OH: 'OH', MB: 'MB', MH: 'MB',
};

// Two-word positions name one role; they are read before single words ('Defensive Back' is a DB, not a D).
const PHRASES: ReadonlyArray<[RegExp, string]> = [
  [/DEFENSIVE\s+BACKS?/g, 'DB'], [/DEFENSIVE\s+(END|TACKLE|LINE(MAN)?)S?/g, 'DL'], [/OFFENSIVE\s+(TACKLE|GUARD|LINE(MAN)?)S?/g, 'OL'],
  [/RUNNING\s+BACKS?/g, 'RB'], [/WIDE\s+RECEIVERS?/g, 'WR'], [/TIGHT\s+ENDS?/g, 'TE'], [/LONG\s+SNAPPERS?/g, 'LS'],
  [/DEFENSIVE\s+SPECIALISTS?/g, 'L'], [/OUTSIDE\s+HITTERS?/g, 'OH'], [/MIDDLE\s+(BLOCKER|HITTER)S?/g, 'MB'], [/RIGHT\s+SIDE(\s+HITTER)?S?/g, 'RS'],
  [/(POINT|SHOOTING)\s+GUARDS?/g, 'G'], [/(SMALL|POWER)\s+FORWARDS?/g, 'F'],
  [/(FIRST|SECOND|THIRD)\s+BASE(MAN)?/g, 'INF'], [/SHORT\s*STOP/g, 'INF'], [/(LEFT|CENTER|RIGHT)\s+FIELD(ER)?/g, 'OF'],
];

const FAMILY_ALIASES: Partial<Record<StatFamily, Record<string, string>>> = {
  // In soccer-like sports a bare G is the goalkeeper and F the forward; in hockey C, LW and RW are forwards.
  soccer: { G: 'GK', FW: 'F', MF: 'M', DF: 'D', B: 'D', A: 'F' },
  fieldhockey: { G: 'GK', FW: 'F', MF: 'M', DF: 'D', B: 'D', A: 'F', BACK: 'D' },
  lacrosse: { G: 'GK', F: 'A', FW: 'A', DF: 'D', B: 'D' },
  hockey: { G: 'GK', C: 'F', LW: 'F', RW: 'F', W: 'F', CENTER: 'F', WINGER: 'F', FORWARD: 'F', DEFENSEMAN: 'D' },
  baseball: { '1B': 'INF', '2B': 'INF', '3B': 'INF', SS: 'INF', LF: 'OF', CF: 'OF', RF: 'OF', DH: 'INF' },
  softball: { '1B': 'INF', '2B': 'INF', '3B': 'INF', SS: 'INF', LF: 'OF', CF: 'OF', RF: 'OF', DP: 'INF', FLEX: 'INF' },
  football: { C: 'OL', G: 'OL', P: 'P', S: 'DB', SS: 'DB', K: 'K' },
  volleyball: { S: 'S', L: 'L', DS: 'L', OPP: 'RS' },
};

const ROLE_CACHE = new Map<string, string[]>();

/** The roles a roster position names in a sport ('G/F' → ['G', 'F']). */
export function rolesOf(family: StatFamily, position: string): string[] {
  const key = `${family}|${position}`;
  let roles = ROLE_CACHE.get(key);
  if (!roles) ROLE_CACHE.set(key, (roles = readRoles(family, position)));
  return roles;
}

function readRoles(family: StatFamily, position: string): string[] {
  const aliases = FAMILY_ALIASES[family] ?? {};
  const phrased = PHRASES.reduce((text, [pattern, role]) => text.replace(pattern, role), position.toUpperCase());
  const tokens = phrased.split(/[^A-Z0-9]+/).filter(Boolean);
  const roles = tokens.map((token) => aliases[token] ?? (family === 'football' && token === 'P' ? 'P' : WORDS[token]) ?? token);
  return [...new Set(roles)];
}

export const hasRole = (family: StatFamily, player: Participant, role: string): boolean => rolesOf(family, player.position).includes(role);

/**
 * Picks `count` players of a role in depth order, topping up with other players (also in depth order)
 * when the roster has too few of that role, and never picking anyone in `taken`.
 */
export function pickRole(family: StatFamily, roster: readonly Participant[], role: string, count: number, taken: Set<Participant>): Participant[] {
  const free = roster.filter((player) => !taken.has(player));
  const fitting = free.filter((player) => hasRole(family, player, role));
  const chosen = [...fitting.slice(0, count), ...free.filter((player) => !fitting.includes(player)).slice(0, Math.max(0, count - fitting.length))];
  for (const player of chosen) taken.add(player);
  return chosen;
}

/** An empty game line for a player. */
export function lineOf(player: Participant, position: string, starter: boolean): PlayerLine {
  return { playerId: player.playerId, rosterPlayerId: player.rosterPlayerId, name: player.name, jersey: player.jersey, position, starter, groups: {} };
}
