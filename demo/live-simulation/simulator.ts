import { liveSportKind, type LiveSportKind } from '../../core/live/live-sport';
import { BaseballSimulation } from './baseball.sim';
import { BasketballSimulation } from './basketball.sim';
import { FootballSimulation } from './football.sim';
import { GoalsSimulation } from './goals.sim';
import type { GameSimulation, SimSetup } from './sim-types';
import { VolleyballSimulation } from './volleyball.sim';

/** The sports the simulator can play. */
export const SIMULATED_KINDS: readonly LiveSportKind[] = ['basketball', 'football', 'baseball', 'softball', 'soccer', 'volleyball', 'hockey', 'lacrosse', 'fieldhockey'];

export function canSimulate(sportCode: string): boolean {
  return SIMULATED_KINDS.includes(liveSportKind(sportCode));
}

/** A simulation of a game of `setup.sportCode`, with that sport's periods, clock and scoring. */
export function createSimulation(setup: SimSetup): GameSimulation {
  const kind = liveSportKind(setup.sportCode);
  switch (kind) {
    case 'basketball':
      return new BasketballSimulation(setup);
    case 'football':
      return new FootballSimulation(setup);
    case 'baseball':
    case 'softball':
      return new BaseballSimulation(setup);
    case 'volleyball':
      return new VolleyballSimulation(setup);
    case 'soccer':
    case 'hockey':
    case 'lacrosse':
    case 'fieldhockey':
      return new GoalsSimulation(setup, kind);
    default:
      throw new Error(`No live simulation for sport '${setup.sportCode}' (simulated: ${SIMULATED_KINDS.join(', ')}).`);
  }
}
