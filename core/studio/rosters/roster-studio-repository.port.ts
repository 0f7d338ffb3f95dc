import type { WriteOutcome } from '../studio-types';
import type { CoachDraft } from './coach-draft';
import type { PlayerDraft } from './player-draft';
import type { Coach, CoachDirectory, Roster, RosterPlayer, RosterSummary } from './roster';

/** A next season that is already there (409 `roster_exists`): the studio offers to open it. */
export interface RosterExists {
  kind: 'exists';
  message: string;
  /** The existing roster, when the server names it. */
  rosterId: number | null;
}

/**
 * The studio's rosters and people (/api/studio/rosters, /players, /coaches). Reads throw when the server
 * cannot be asked (null for a roster that is not this school's); writes answer how they ended.
 */
export interface RosterStudioRepository {
  /** A sport's rosters (every season, hidden ones too). */
  rosters(sportId: number): Promise<RosterSummary[]>;
  roster(id: number): Promise<Roster | null>;
  createRoster(sportId: number, year: number): Promise<WriteOutcome<RosterSummary> | RosterExists>;
  updateRoster(id: number, version: number, change: { title: string; note: string }): Promise<WriteOutcome<RosterSummary>>;

  addPlayer(rosterId: number, draft: PlayerDraft): Promise<WriteOutcome<RosterPlayer>>;
  changePlayer(id: number, version: number, draft: PlayerDraft): Promise<WriteOutcome<RosterPlayer>>;
  removePlayer(id: number, version: number): Promise<WriteOutcome<null>>;

  /** Copies the roster forward: class years advanced, seniors left out, hidden. */
  nextSeason(rosterId: number): Promise<WriteOutcome<RosterSummary> | RosterExists>;
  publish(id: number, version: number, makeCurrent: boolean): Promise<WriteOutcome<RosterSummary>>;

  /** The staff directory's members on a roster, and the departments. */
  coaches(rosterId: number): Promise<CoachDirectory>;
  /** Adds (id null) or changes a staff member, placing them on `rosterId`. */
  saveCoach(id: number | null, version: number | null, draft: CoachDraft, rosterId: number | null): Promise<WriteOutcome<Coach>>;
  removeCoach(id: number, version: number): Promise<WriteOutcome<null>>;
}
