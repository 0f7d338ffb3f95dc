import type { StatCrewGame, StatCrewTeam } from '../../server/stats/statcrew/statcrew-game';

/** What became of one send, as the crew needs to read it. */
export type SendOutcome =
  | { kind: 'stored'; eventId: number | null }
  | { kind: 'unchanged' }
  /** An answer sending the same file again cannot change (bad token, unknown game, final game...). */
  | { kind: 'refused'; status: number; message: string }
  /** `reason` is 'network error' or the answer's status and message. */
  | { kind: 'retrying'; reason: string; delayMs: number };

const two = (value: number) => String(value).padStart(2, '0');

/** Local wall time, HH:MM:SS: the crew compares it with the clock on the wall, not with UTC. */
export const localTime = (date: Date) => `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;

const side = (team: StatCrewTeam) => `${team.name} ${team.score ?? '-'}`;

/** Visitors first, as the file and the scoreboard have it; then where the game is. */
export function gameSummary(game: StatCrewGame): string {
  const score = `${side(game.visitor)} – ${side(game.home)}`;
  const { status } = game;
  if (status.complete === true) return `${score}, final`;
  const where = [status.period === null ? '' : `period ${status.period}`, status.clock ?? ''].filter(Boolean).join(' ');
  return where ? `${score}, ${where}` : score;
}

// The defaults wait whole seconds; shorter waits only come from tests' timings.
const duration = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${Math.round(ms / 1000)} s`);

export function outcomeText(outcome: SendOutcome): string {
  switch (outcome.kind) {
    case 'stored':
      return outcome.eventId === null ? '200 stored' : `200 stored event ${outcome.eventId}`;
    case 'unchanged':
      return '200 unchanged';
    case 'refused':
      return `${outcome.status} ${outcome.message} (not sent again; the next change will be)`;
    case 'retrying':
      return `${outcome.reason}, retrying in ${duration(outcome.delayMs)}`;
  }
}

/** One line per send: local time, score, period and clock, the site's answer. */
export const statusLine = (at: Date, game: StatCrewGame, outcome: SendOutcome) => `${localTime(at)}  ${gameSummary(game)}  ${outcomeText(outcome)}`;
