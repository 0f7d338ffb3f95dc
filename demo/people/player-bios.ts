import { integerBetween, pick, type Random } from '../random';
import type { SeasonEntry } from './squads';
import type { SportProfile } from './sport-profiles';

export interface BioContext {
  schoolShortName: string;
  mascotPlural: string;
  conference: string;
  sportCode: string;
  seasonTitle: string;
  profile: SportProfile;
}

export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five'];

function role(entry: SeasonEntry, sportCode: string): string {
  const position = entry.position;
  if (!position) return ({ mgolf: 'golfer', wgolf: 'golfer', mcross: 'runner', wcross: 'runner' } as Record<string, string>)[sportCode] ?? 'player';
  if (sportCode === 'wrestling') return position.short === 'HWT' ? 'heavyweight' : `wrestler at ${position.long.replace('lbs.', 'pounds')}`;
  if (sportCode === 'mtrack' || sportCode === 'wtrack') return position.short === 'Multi' ? 'multi-event athlete' : `${position.long.toLowerCase()} athlete`;
  if (sportCode === 'wswim') return position.short === 'Diving' ? 'diver' : `${position.long.toLowerCase()} swimmer`;
  if (sportCode === 'wrow') return position.short === 'Cox' ? 'coxswain' : `${position.long.toLowerCase()} rower`;
  return POSITION_NOUNS[position.long] ?? position.long.toLowerCase();
}

const POSITION_NOUNS: Readonly<Record<string, string>> = {
  'Offensive Line': 'offensive lineman',
  'Defensive Line': 'defensive lineman',
  Attack: 'attacker',
  Midfield: 'midfielder',
  Defense: 'defender',
  Utility: 'utility player',
  Opposite: 'opposite hitter',
  Back: 'back',
};

function prepLine(random: Random, entry: SeasonEntry, his: string): string {
  const school = entry.person.highSchool;
  return pick(random, [
    `A ${pick(random, NUMBER_WORDS.slice(2, 5))}-year letterwinner at ${school}, ${his === 'his' ? 'he' : 'she'} earned all-state honors as a senior.`,
    `Helped lead ${school} to a state championship as a junior and was named team MVP as a senior.`,
    `Was a two-time all-conference pick and served as team captain at ${school}.`,
    `Earned all-region honors twice at ${school}, where ${his === 'his' ? 'he' : 'she'} was also a member of the National Honor Society.`,
    `Finished ${his} prep career at ${school} as a ${pick(random, ['three', 'four'])}-time all-league selection.`,
  ]);
}

function lastSeasonLine(random: Random, entry: SeasonEntry, context: BioContext, he: string): string {
  const record = context.profile.record;
  const unit = context.profile.unit;
  if (record) {
    const appeared = integerBetween(random, Math.floor(record.games * 0.2), record.games);
    const starts = random() < 0.55 ? integerBetween(random, 0, appeared) : 0;
    const tail = starts > 0 ? `, making ${starts} ${starts === 1 ? 'start' : 'starts'}` : '';
    return `Last season ${he} appeared in ${appeared} of the ${context.mascotPlural}' ${record.games} ${unit}${tail}.`;
  }
  const competed = integerBetween(random, 3, 10);
  return `Competed in ${competed} ${unit} last season${random() < 0.4 ? ` and posted a career best at the ${context.conference} Championships` : ''}.`;
}

/** A short bio paragraph for one season of a player. */
export function playerBio(random: Random, entry: SeasonEntry, context: BioContext): string {
  const { person } = entry;
  const male = person.gender === 'M';
  const [he, his] = male ? ['he', 'his'] : ['she', 'her'];
  const name = `${person.firstName} ${person.lastName}`;
  const hometown = `${person.place.town}, ${person.place.state}`;
  const lines: string[] = [];
  if (entry.isNewcomer && person.previousSchool) {
    lines.push(`${name} transferred to ${context.schoolShortName} ahead of the ${context.seasonTitle} season after competing at ${person.previousSchool}.`);
    lines.push(`The ${hometown} native is a ${entry.academicYear.toLowerCase()} ${role(entry, context.sportCode)}.`);
  } else if (entry.isNewcomer) {
    lines.push(`${name} joins the ${context.mascotPlural} as a ${entry.academicYear.toLowerCase()} ${role(entry, context.sportCode)} from ${hometown}, where ${he} starred at ${person.highSchool}.`);
    lines.push(prepLine(random, entry, his));
  } else {
    lines.push(`${name} returns for ${his} ${ordinal(entry.seasonsBefore + 1)} season with the ${context.mascotPlural} as a ${entry.academicYear.toLowerCase()} ${role(entry, context.sportCode)}.`);
    lines.push(lastSeasonLine(random, entry, context, he));
    if (random() < 0.35) lines.push(`Named to the ${context.conference} All-Academic Team.`);
  }
  if (entry.isCaptain) lines.push(`Voted a team captain for the ${context.seasonTitle} season.`);
  lines.push(`Majoring in ${person.major}. ${male ? 'Son' : 'Daughter'} of ${person.parents[0]} and ${person.parents[1]} ${person.lastName}.`);
  return lines.join(' ');
}
