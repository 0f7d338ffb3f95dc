import { ApiError } from '../../http/api-error';
import { buildBoxScore, type BuiltBoxScore } from '../../stats/stat-file/box-from-reading';
import type { GameFileReading } from '../../stats/stat-file/game-file-reading';
import { decideSchoolSide, sameOpponent, schoolNames, type SchoolSide } from '../../stats/stat-file/school-side';
import type { Vh } from '../../stats/statcrew/statcrew-game';
import type { Tenant } from '../../tenants/tenant-directory';
import type { StatFileGame } from './stat-file-game';

export interface StatFileCheck {
  built: BuiltBoxScore;
  side: SchoolSide;
  warnings: string[];
}

/** The names the school goes by, for a file from a neutral site. */
export const namesOfSchool = (tenant: Tenant): string[] =>
  schoolNames({ key: tenant.key, name: tenant.name, schoolName: tenant.settings.schoolName, siteName: tenant.settings.siteName, mascotPlural: tenant.settings.settings.mascotPlural });

const SIDE_UNKNOWN =
  "This game is at a neutral site and neither team in the file goes by the school's name: say which side is the school (side=H for the file's home team, side=V for its visitors).";

/**
 * Issue 45: which side of the file is the school (422 side_unknown when nobody can tell), the box score from the
 * school's side, and what differs from the schedule: warnings, never refusals (crews mistype; the staff confirm).
 */
export function checkStatFile(game: StatFileGame, tenant: Tenant, reading: GameFileReading, options: { requested?: Vh; confirmedFinal?: boolean } = {}): StatFileCheck {
  const side = decideSchoolSide(game.row.locationIndicator, reading, namesOfSchool(tenant), options.requested);
  if (!side) throw new ApiError(422, 'side_unknown', SIDE_UNKNOWN);
  const built = buildBoxScore(reading, side.side, game.roster);
  const warnings: string[] = [];
  const day = game.row.localDate.slice(0, 10);
  if (reading.date && reading.date !== day) warnings.push(`The file's game date is ${reading.date}; the schedule has ${day}.`);
  if (game.opponentName && !sameOpponent(built.opponent.name, game.opponentName)) {
    warnings.push(`The file's opponent is “${built.opponent.name}”; the schedule has “${game.opponentName}”.`);
  }
  if (built.unmatched.length > 0) {
    warnings.push(`${built.unmatched.length} of the school's players match nobody on the ${game.sportTitle} roster: they appear under the file's names, without a bio link.`);
  }
  if (reading.complete !== true && !options.confirmedFinal) warnings.push('The file does not say the game is over: the result is posted only when you confirm it is final.');
  return { built, side, warnings };
}
