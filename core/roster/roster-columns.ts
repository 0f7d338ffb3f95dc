import { fullName } from '../people/person-slug';
import type { RosterColumn, RosterMember } from './roster';

/** The roster's name column (v2-reference 9: dbField player_name, specialColumn name). */
export const NAME_FIELD = 'player_name';

const READERS: Readonly<Record<string, (member: RosterMember) => string | null | undefined>> = {
  jersey_number: (member) => member.uniform_number,
  player_name: (member) => fullName(member),
  rp_position_short: (member) => member.position,
  rp_position_long: (member) => member.position_long ?? member.position,
  height: (member) => member.height,
  rp_weight: (member) => member.weight,
  rp_academic_year: (member) => member.academic_year,
  rp_academic_year_short: (member) => member.academic_year_short ?? member.academic_year,
  rp_custom1: (member) => member.custom1,
  player_hometown: (member) => member.hometown,
  player_highschool: (member) => member.high_school,
  player_previous_school: (member) => member.previous_school,
  player_major: (member) => member.major,
};

/** Used when a roster names no columns of its own. */
export const DEFAULT_ROSTER_COLUMNS: readonly RosterColumn[] = [
  { title: 'No.', description: 'Jersey Number', field: 'jersey_number', print: true },
  { title: 'Name', description: 'Full Name', field: NAME_FIELD, print: true },
  { title: 'Pos.', description: 'Position', field: 'rp_position_short', print: true },
  { title: 'Ht.', description: 'Height', field: 'height', print: true },
  { title: 'Wt.', description: 'Weight', field: 'rp_weight', print: true },
  { title: 'Yr.', description: 'Academic Year', field: 'rp_academic_year', print: true },
  { title: 'Hometown', description: 'Hometown', field: 'player_hometown', print: true },
  { title: 'High School', description: 'High School', field: 'player_highschool', print: true },
];

/**
 * The columns a roster table shows: the roster's own that this site can fill (all of them, or
 * those marked to print), always with the name column.
 */
export function rosterColumns(columns: readonly RosterColumn[], options: { print?: boolean } = {}): RosterColumn[] {
  const known = columns.filter((column) => column.field !== null && column.field in READERS);
  const source = known.some((column) => column.field === NAME_FIELD) ? known : DEFAULT_ROSTER_COLUMNS;
  return source.filter((column) => column.field === NAME_FIELD || !options.print || column.print);
}

/** A player's value in a column; '' when unknown. */
export function rosterCellValue(member: RosterMember, field: string | null): string {
  const read = field === null ? undefined : READERS[field];
  return (read?.(member) ?? '').trim();
}
