import { integerBetween, pick, type Random } from '../random';
import type { DemoSchool } from '../schools';
import type { CoachRecordDraft } from './coach-records';
import { OTHER_COLLEGES } from './places';
import { ordinal } from './player-bios';
import type { StaffDraft } from './staff-drafts';

function pronouns(draft: StaffDraft): { he: string; He: string; his: string } {
  return draft.gender === 'M' ? { he: 'he', He: 'He', his: 'his' } : { he: 'she', He: 'She', his: 'her' };
}

function background(random: Random, draft: StaffDraft, school: DemoSchool): string {
  const { he, He, his } = pronouns(draft);
  const previous = pick(random, OTHER_COLLEGES.filter((college) => college !== draft.almaMater));
  const graduated = draft.startYear - integerBetween(random, 4, 16);
  const family = random() < 0.6 ? ` ${He} and ${his} ${draft.gender === 'M' ? 'wife' : 'husband'} live in ${school.city}${random() < 0.6 ? ` with their ${pick(random, ['two children', 'three children', 'daughter', 'son'])}` : ''}.` : '';
  return `Before arriving in ${school.city}, ${he} spent ${integerBetween(random, 2, 8)} years at ${previous}. ${He} earned ${his} degree from ${draft.almaMater} in ${graduated}.${family}`;
}

/** Bio of a member of an administrative department. */
export function officeBio(random: Random, draft: StaffDraft, school: DemoSchool, duty: string, currentYear: number): string {
  const { he, his } = pronouns(draft);
  const years = currentYear - draft.startYear + 1;
  return `${draft.firstName} ${draft.lastName} is in ${his} ${ordinal(years)} year at ${school.name}, where ${he} serves as ${draft.title}. In that role ${he} ${duty}. ${background(random, draft, school)}`;
}

/** 'a' or 'an' before a number as spoken: an 8-4 record, an 11-win season, a 12-win season. */
function article(n: number): string {
  const digits = String(n);
  return digits.startsWith('8') || (digits.length % 3 === 2 && /^1[18]/.test(digits)) ? 'an' : 'a';
}

function winPercent(wins: number, losses: number, ties: number): string {
  const games = wins + losses + ties;
  return games === 0 ? '.000' : ((wins + ties / 2) / games).toFixed(3).replace(/^0/, '');
}

/** Bio of a head coach, citing the record of the seasons completed at the school. */
export function headCoachBio(random: Random, draft: StaffDraft, school: DemoSchool, sportTitle: string, records: readonly CoachRecordDraft[], currentYear: number): string {
  const { he, He, his } = pronouns(draft);
  const seasons = currentYear - draft.startYear + 1;
  const name = `${draft.firstName} ${draft.lastName}`;
  const lines = [`${name} is in ${his} ${ordinal(seasons)} season as head coach of the ${school.shortName} ${sportTitle} program.`];
  const own = records.filter((record) => record.staffKey === draft.key);
  if (own.length > 0) {
    const wins = own.reduce((sum, record) => sum + record.overallWins, 0);
    const losses = own.reduce((sum, record) => sum + record.overallLosses, 0);
    const ties = own.reduce((sum, record) => sum + record.overallTies, 0);
    const winning = own.filter((record) => record.overallWins > record.overallLosses).length;
    const best = own.reduce((top, record) => (record.overallWins > top.overallWins ? record : top));
    lines.push(
      `${He} has guided the ${school.mascotPlural} to ${article(wins)} ${wins}-${losses}${ties > 0 ? `-${ties}` : ''} record (${winPercent(wins, losses, ties)}) with ${winning} winning ${winning === 1 ? 'season' : 'seasons'}, including ${article(best.overallWins)} ${best.overallWins}-win campaign in ${best.seasonTitle}.`,
    );
  } else {
    lines.push(`${His(draft)} athletes have earned ${integerBetween(random, 6, 40)} all-${school.conference} honors and ${integerBetween(random, 10, 60)} academic all-conference awards.`);
  }
  lines.push(`${He} came to ${school.shortName} from ${pick(random, OTHER_COLLEGES)}, where ${he} spent ${integerBetween(random, 3, 9)} seasons on staff.`);
  lines.push(`A ${integerBetween(random, 2, 4)}-year letterwinner as a player at ${draft.almaMater}, ${he} graduated with a degree in ${pick(random, ['business', 'kinesiology', 'education', 'communication', 'history', 'exercise science'])}.`);
  return lines.join(' ');
}

function His(draft: StaffDraft): string {
  return draft.gender === 'M' ? 'His' : 'Her';
}

/** Bio of an assistant coach or a sport's operations lead. */
export function staffCoachBio(random: Random, draft: StaffDraft, school: DemoSchool, sportTitle: string, currentYear: number): string {
  const { He, his } = pronouns(draft);
  const name = `${draft.firstName} ${draft.lastName}`;
  const focus = draft.title.includes('/') ? draft.title.split('/')[1]!.toLowerCase() : draft.title.includes('Operations') ? 'team travel, scheduling and the program budget' : 'recruiting and player development';
  if (draft.endYear !== null) {
    const seasons = draft.endYear - draft.startYear + 1;
    return `${name} spent ${seasons} seasons on the ${school.shortName} ${sportTitle} staff as ${draft.title}, working primarily with ${focus}, before leaving after the ${draft.endYear} season to join the staff at ${pick(random, OTHER_COLLEGES)}. ${He} is a graduate of ${draft.almaMater}.`;
  }
  const seasons = currentYear - draft.startYear + 1;
  const opening =
    seasons === 1
      ? `${name} joined the ${school.shortName} ${sportTitle} staff as ${draft.title} ahead of the current season.`
      : `${name} is in ${his} ${ordinal(seasons)} season on the ${school.shortName} ${sportTitle} staff.`;
  return `${opening} ${He} works primarily with ${focus}. ${background(random, draft, school)}`;
}
