import type { FilePlayer } from '../statcrew/sport-reading';
import { nameKey, nameTokens, uniformKey } from './name-keys';

/** A player of the school's roster for the game's season. */
export interface RosterCandidate {
  rosterPlayerId: number;
  playerId: number;
  jersey: string;
  firstName: string;
  lastName: string;
}

const surname = (player: FilePlayer): string[] => {
  // checkname is 'LAST,FIRST' or the surname alone; the file's last name otherwise.
  const fromCheck = player.checkName.split(',')[0]?.trim() ?? '';
  return [player.lastName, fromCheck].filter(Boolean).map((name) => nameTokens(name).join(' '));
};

function sameFullName(player: FilePlayer, candidate: RosterCandidate): boolean {
  const theirs = nameKey(`${candidate.firstName} ${candidate.lastName}`);
  return [player.name, `${player.firstName} ${player.lastName}`, player.checkName.includes(',') ? player.checkName : ''].some((name) => name !== '' && nameKey(name) === theirs);
}

function sameSurname(player: FilePlayer, candidate: RosterCandidate): boolean {
  const theirs = nameTokens(candidate.lastName).join(' ');
  return theirs !== '' && surname(player).includes(theirs);
}

/**
 * Issue 45: the file's players of the school's side matched to the season's roster by uniform and name (case,
 * accents and name order ignored). In order of certainty: the same uniform and full name; the full name under
 * another number (a changed jersey); the same uniform and surname (a surname-only checkname). Each roster
 * entry is taken once; a player who matches nobody is left unmatched (null).
 */
export function matchRoster<P extends { player: FilePlayer }>(readings: readonly P[], roster: readonly RosterCandidate[]): Map<P, RosterCandidate | null> {
  const result = new Map<P, RosterCandidate | null>(readings.map((reading) => [reading, null]));
  const taken = new Set<number>();
  const passes: Array<(player: FilePlayer, candidate: RosterCandidate) => boolean> = [
    (player, candidate) => uniformKey(player.uniform) === uniformKey(candidate.jersey) && sameFullName(player, candidate),
    (player, candidate) => sameFullName(player, candidate),
    (player, candidate) => uniformKey(player.uniform) === uniformKey(candidate.jersey) && sameSurname(player, candidate),
  ];
  for (const pass of passes) {
    for (const reading of readings) {
      if (result.get(reading)) continue;
      const found = roster.filter((candidate) => !taken.has(candidate.rosterPlayerId) && pass(reading.player, candidate));
      // Two namesakes on one roster are not guessed between.
      if (found.length !== 1) continue;
      result.set(reading, found[0]!);
      taken.add(found[0]!.rosterPlayerId);
    }
  }
  return result;
}
