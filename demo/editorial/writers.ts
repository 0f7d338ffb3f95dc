import type { DemoSchool } from '../schools';

/** The athletic communications staff who write the stories (invented people). */
export interface WriterSeed {
  name: string;
  title: string;
  bio: string;
  email: string;
  phone: string;
  twitter: string;
  instagram: string | null;
  /** Sport codes this writer covers; empty: department stories and anything uncovered. */
  beats: string[];
}

const STAFF: Record<string, Array<[name: string, title: string, beats: string[]]>> = {
  ridgemont: [
    ['Dana Whitcomb', 'Director of Athletic Communications', ['football', 'mbball']],
    ['Marcus Ellery', 'Associate Director of Athletic Communications', ['wbball', 'baseball', 'wrestling', 'mgolf', 'wgolf']],
    ['Priya Nandakumar', 'Assistant Director of Athletic Communications', ['wvball', 'msoc', 'wsoc', 'softball', 'mten', 'wten']],
    ['Tyler Ostrowski', 'Athletic Communications Graduate Assistant', ['mcross', 'wcross', 'mtrack', 'wtrack', 'wswim', 'spirit']],
  ],
  coastalbay: [
    ['Erin Castellano', 'Director of Athletic Communications', ['mhockey', 'mbball']],
    ['Jamal Whitfield', 'Associate Director of Athletic Communications', ['wbball', 'baseball', 'softball', 'mgolf']],
    ['Katie Lindqvist', 'Assistant Director of Athletic Communications', ['msoc', 'wsoc', 'fhockey', 'wlax', 'wvball']],
    ['Owen Abernathy', 'Athletic Communications Assistant', ['wten', 'mcross', 'wcross', 'mtrack', 'wtrack', 'wrow', 'spirit']],
  ],
};

export function writersFor(school: DemoSchool): WriterSeed[] {
  return (STAFF[school.key] ?? STAFF.ridgemont!).map(([name, title, beats], index) => {
    const [first, last] = name.split(' ') as [string, string];
    return {
      name,
      title,
      bio: `${first} joined ${school.name} athletics in ${2014 + index * 3} and ${index === 0 ? 'leads the athletic communications office, serving as the primary contact for' : 'is the primary contact for'} ${beats.length > 2 ? 'several' : 'two'} of the ${school.mascotPlural}' programs. A graduate of a journalism program, ${first} has covered college athletics for more than ${12 - index * 3} years.`,
      email: `${first[0]!.toLowerCase()}${last.toLowerCase()}@${school.key}.example.edu`,
      phone: school.phone.replace(/\d{2}$/, String(10 + index * 7).padStart(2, '0')),
      twitter: `${first}${last[0]}_${school.initials}`,
      instagram: index % 2 === 0 ? `${first.toLowerCase()}.${last.toLowerCase()}` : null,
      beats,
    };
  });
}

/** The writer (index) who covers a sport: its beat writer, else the director. */
export function writerIndexFor(writers: WriterSeed[], sportCode: string | null): number {
  if (sportCode === null) return 0;
  const index = writers.findIndex((writer) => writer.beats.includes(sportCode));
  return index < 0 ? 0 : index;
}
