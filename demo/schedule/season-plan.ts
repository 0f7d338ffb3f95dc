import { GameState } from '../../core/games/game-state';
import { dualSeason } from './dual-season';
import { meetSeason } from './meet-season';
import type { PlanContext, PlannedGame, Slot } from './planned-game';
import { weekdayOf } from '../../server/schedule/school-clock';
import { playGame } from './scores';

/** spec 4 (demo): a game under way until mid-afternoon of its day, scheduled after. */
const LIVE_BEFORE_MINUTES = 15 * 60;
const TIES_ALLOWED = new Set(['soccer', 'hockey', 'wrestling']);

function slotsOf(ctx: PlanContext, seasonIndex: number): Slot[] {
  const { profile } = ctx;
  const mondayToday = ctx.today - weekdayOf(ctx.today);
  const pastWeeks = Math.round(profile.weeks * 0.6);
  const firstMonday = mondayToday - pastWeeks * profile.weekStep * 7 - 364 * seasonIndex;
  const slots: Slot[] = [];
  for (let week = 0; week < profile.weeks; week += 1) {
    for (const entry of profile.week) {
      slots.push({ week, group: entry.group, day: firstMonday + week * profile.weekStep * 7 + entry.day, games: entry.games, times: entry.times });
    }
  }
  return slots;
}

/** Moves the first game after today (and its doubleheader partner) to today, at the given time. */
function forceToday(ctx: PlanContext, games: PlannedGame[], minutes: number): void {
  const sorted = [...games].sort((a, b) => a.day - b.day || a.minutes - b.minutes);
  const onToday = sorted.filter((game) => game.day === ctx.today);
  const moving = onToday.length > 0 ? onToday : sorted.filter((game) => game.day === sorted.find((g) => g.day > ctx.today && g.type !== 'T')?.day);
  const day = moving[0]?.day;
  moving.filter((game) => game.day === day).forEach((game, index) => {
    game.day = ctx.today;
    game.minutes = minutes + index * 180;
  });
}

/** spec 4 game states: past games are final with a result, today's are live or later, the rest scheduled. */
function settle(ctx: PlanContext, games: PlannedGame[], edge: number): void {
  const { random, profile } = ctx;
  for (const game of games) {
    const lastDay = game.endDay ?? game.day;
    const played = lastDay < ctx.today;
    const today = !played && game.day <= ctx.today;
    if (game.status === 'P' || game.status === 'C') {
      game.gameState = game.status === 'P' ? GameState.Postponed : GameState.Canceled;
      game.noplayText = game.status === 'P' ? 'Postponed' : 'Canceled';
    } else if (game.type === 'S') {
      game.gameState = played ? GameState.GameComplete : GameState.Scheduled;
    } else if (played) {
      game.gameState = GameState.GameComplete;
      const schoolIsHome = game.locationIndicator === 'H' || (game.locationIndicator === 'N' && game.neutralHometeam);
      game.result = playGame(profile.score, random, {
        schoolIsHome,
        edge: game.type === 'E' ? edge + 0.25 : edge,
        tieAllowed: TIES_ALLOWED.has(profile.score) && game.type !== 'T',
        shortGame: game.doubleheader,
      });
    } else if (today) {
      const started = game.day < ctx.today || game.minutes < LIVE_BEFORE_MINUTES;
      // Of two games already started today (a doubleheader), the first is over and the second under way.
      const laterStarted = games.some((other) => other !== game && other.day === game.day && other.minutes > game.minutes && other.minutes < LIVE_BEFORE_MINUTES);
      if (started && laterStarted) {
        game.gameState = GameState.GameComplete;
        game.result = playGame(profile.score, random, { schoolIsHome: game.locationIndicator !== 'A', edge, tieAllowed: false, shortGame: game.doubleheader });
      } else {
        game.gameState = started ? GameState.Live : GameState.Scheduled;
      }
    }
  }
}

/** Marks one past game postponed or one upcoming game canceled, spread over the sports. */
function disrupt(ctx: PlanContext, seasonIndex: number, games: PlannedGame[]): void {
  const regular = games.filter((game) => game.type === 'C' || game.type === 'N');
  if (seasonIndex === 0 && ctx.sportIndex % 3 === 0) {
    const past = regular.filter((game) => game.day < ctx.today - 7);
    const game = past[Math.min(2, past.length - 1)];
    if (game) game.status = 'P';
  } else if (seasonIndex === 0 && ctx.sportIndex % 3 === 1) {
    const future = regular.filter((game) => game.day > ctx.today + 3);
    const game = future[future.length - 1];
    if (game) game.status = 'C';
  } else if (seasonIndex === 1 && ctx.sportIndex % 4 === 2) {
    const game = regular[Math.floor(regular.length / 2)];
    if (game) game.status = 'C';
  }
}

/** Cuts a past conference tournament off after the school's first loss. */
function eliminate(games: PlannedGame[]): PlannedGame[] {
  let out = false;
  return games.filter((game) => {
    if (game.type !== 'T' || game.eventTitle) return true;
    if (out) return false;
    if (game.result?.status === 'L') out = true;
    return true;
  });
}

/** A TBA time for a few games more than three weeks out. */
function announceTimes(ctx: PlanContext, games: PlannedGame[]): void {
  for (const game of games) if (game.day > ctx.today + 21 && game.type !== 'S' && ctx.random() < 0.12) game.tbd = true;
}

/** The games of one sport for the current season and the two before, oldest season last. */
export function planSport(ctx: PlanContext): PlannedGame[][] {
  const seasons: PlannedGame[][] = [];
  for (let seasonIndex = 0; seasonIndex < 3; seasonIndex += 1) {
    const edge = -0.06 + ctx.random() * 0.3;
    const slots = slotsOf(ctx, seasonIndex);
    let games = ctx.profile.kind === 'dual' ? dualSeason(ctx, seasonIndex, slots, edge) : meetSeason(ctx, seasonIndex, slots);
    if (seasonIndex === 0 && ctx.forcedTodayMinutes !== null) forceToday(ctx, games, ctx.forcedTodayMinutes);
    if (ctx.profile.kind === 'dual') disrupt(ctx, seasonIndex, games);
    games.sort((a, b) => a.day - b.day || a.minutes - b.minutes);
    settle(ctx, games, edge);
    games = eliminate(games);
    if (seasonIndex === 0) announceTimes(ctx, games);
    seasons.push(games);
  }
  return seasons;
}
