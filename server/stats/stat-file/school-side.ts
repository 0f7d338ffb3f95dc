import type { Vh } from '../statcrew/statcrew-game';
import { compactKey, nameKey } from './name-keys';

export type SideSource = 'home-away' | 'name' | 'request';

export interface FileTeamNames {
  id: string;
  name: string;
  abbreviation: string;
}

export interface SchoolSide {
  side: Vh;
  from: SideSource;
}

/** The names a school goes by: its name, short names, key and mascot ('Ridgemont State University', 'Ridgemont State', 'RSU'). */
export function schoolNames(school: { key: string; name: string; schoolName?: string | null; siteName?: string | null; mascotPlural?: string | null }): string[] {
  const names = [school.name, school.schoolName, school.siteName, school.key, school.mascotPlural].filter((name): name is string => !!name?.trim());
  // 'Ridgemont State University' also goes by 'Ridgemont State' and its initials 'RSU'.
  for (const name of [...names]) {
    const words = name.split(/\s+/).filter(Boolean);
    if (words.length > 1 && /^(university|college)$/i.test(words[words.length - 1]!)) names.push(words.slice(0, -1).join(' '));
    if (words.length > 1) names.push(words.map((word) => word[0]).join(''));
  }
  return names;
}

function matches(team: FileTeamNames, names: readonly string[]): boolean {
  const keys = new Set(names.map(nameKey));
  const compact = new Set(names.map(compactKey).filter((key) => key.length >= 2));
  return keys.has(nameKey(team.name)) || [team.id, team.abbreviation, team.name].some((value) => compact.has(compactKey(value)));
}

/**
 * Issue 45: which side of the file is the school. The request's word wins (staff know when a crew swapped the
 * sides); else the game's home/away (H at home, V away); at a neutral site, the one side whose name, id or
 * abbreviation is the school's. Null: nobody can tell, and the request must name it.
 */
export function decideSchoolSide(locationIndicator: string, teams: { home: FileTeamNames; visitor: FileTeamNames }, names: readonly string[], requested?: Vh): SchoolSide | null {
  if (requested) return { side: requested, from: 'request' };
  if (locationIndicator === 'H') return { side: 'H', from: 'home-away' };
  if (locationIndicator === 'A') return { side: 'V', from: 'home-away' };
  const home = matches(teams.home, names);
  const visitor = matches(teams.visitor, names);
  if (home !== visitor) return { side: home ? 'H' : 'V', from: 'name' };
  return null;
}

/** The opponent's name in the file compared with the schedule's: a warning, never a refusal (crews mistype). */
export function sameOpponent(fileName: string, scheduled: string): boolean {
  const file = nameKey(fileName);
  const ours = nameKey(scheduled);
  if (file === '' || ours === '') return true;
  return file === ours || file.includes(ours) || ours.includes(file) || compactKey(fileName) === compactKey(scheduled);
}
