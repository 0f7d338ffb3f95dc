import { facilities } from '../../server/store/tables/honours';
import { integerBetween, pick } from '../random';
import { facilityArt } from './art';
import type { HonoursSeed } from './honours-seed';
import { donorName, paragraphs, slugify } from './names';

interface FacilityTemplate {
  kind: string;
  surface: string;
  sports: string[];
  name: (donor: string) => string;
  capacity: [number, number] | null;
  surfaceText: string | null;
  surfaceLine: string | null;
  features: string[];
  spot: string;
}

const TEMPLATES: FacilityTemplate[] = [
  { kind: 'stadium', surface: 'stadium', sports: ['football'], name: (d) => `${d} Field at Memorial Stadium`, capacity: [28_000, 41_000], surfaceText: 'FieldTurf', surfaceLine: 'The field is FieldTurf, replaced every eight years.', spot: 'at the south end of campus, off Stadium Drive', features: ['a 62-foot video board', 'a club level with 1,400 chairback seats', 'a rebuilt press box', 'new locker rooms for both teams'] },
  { kind: 'arena', surface: 'arena', sports: ['mbball', 'wbball', 'wvball', 'wrestling'], name: (d) => `${d} Arena`, capacity: [7_200, 11_500], surfaceText: 'Hardwood', surfaceLine: 'The hardwood floor carries the center-court logo.', spot: 'in the heart of campus, next to the student union', features: ['a center-hung scoreboard', 'courtside seating on all four sides', 'a practice gym beneath the main court', 'LED ribbon boards'] },
  { kind: 'ballpark', surface: 'ballpark', sports: ['baseball'], name: (d) => `${d} Park`, capacity: [2_400, 4_200], surfaceText: 'Natural grass', surfaceLine: 'The field is natural grass, cut by the grounds crew every morning of the season.', spot: 'in the athletics village on the east side of campus', features: ['an indoor hitting facility', 'a grass berm beyond left field', 'a new video board in center field', 'lights for night games'] },
  { kind: 'ballpark', surface: 'ballpark', sports: ['softball'], name: (d) => `${d} Softball Complex`, capacity: [1_200, 2_100], surfaceText: 'Natural grass with an artificial turf infield', surfaceLine: 'The outfield is natural grass and the infield artificial turf, so games go on after rain.', spot: 'in the athletics village, beside the baseball park', features: ['covered chairback seating', 'heated dugouts', 'a two-lane batting cage', 'a team clubhouse'] },
  { kind: 'stadium', surface: 'field', sports: ['msoc', 'wsoc', 'wlax', 'fhockey'], name: (d) => `${d} Stadium`, capacity: [1_500, 3_600], surfaceText: 'Hybrid natural grass', surfaceLine: 'The pitch is hybrid natural grass, stitched with synthetic fibers to take heavy use.', spot: 'on the north fields, along the river path', features: ['a covered grandstand', 'a sound system built for match days', 'team rooms with video review stations', 'permanent lights'] },
  { kind: 'track', surface: 'track', sports: ['mtrack', 'wtrack', 'mcross', 'wcross'], name: (d) => `${d} Track and Field Complex`, capacity: [1_800, 3_000], surfaceText: 'Mondo track', surfaceLine: 'The track is a Mondo surface, the same the Olympic Games use.', spot: 'on west campus, beside the intramural fields', features: ['a nine-lane track', 'twin throws areas', 'a covered grandstand', 'fully automatic timing'] },
  { kind: 'natatorium', surface: 'natatorium', sports: ['wswim'], name: (d) => `${d} Natatorium`, capacity: [900, 1_500], surfaceText: '50-meter pool', surfaceLine: null, spot: 'in the recreation center on the north side of campus', features: ['a 50-meter, 10-lane pool', 'one- and three-meter springboards', 'a separate diving well', 'an underwater camera system'] },
  { kind: 'courts', surface: 'courts', sports: ['mten', 'wten'], name: (d) => `${d} Tennis Center`, capacity: [600, 1_200], surfaceText: 'Hard courts', surfaceLine: 'All courts are hard courts, resurfaced every other summer.', spot: 'on east campus, across from the ballpark', features: ['eight lighted outdoor courts', 'six indoor courts', 'a shaded viewing terrace', 'a team lounge'] },
  { kind: 'course', surface: 'course', sports: ['mgolf', 'wgolf'], name: (d) => `${d} Golf Practice Facility`, capacity: null, surfaceText: 'Bentgrass greens', surfaceLine: 'The greens are bentgrass, kept at tournament speed.', spot: 'at the edge of town, ten minutes from campus', features: ['a 12,000-square-foot putting green', 'a 300-yard range', 'three short-game areas', 'an indoor simulator room'] },
  { kind: 'arena', surface: 'rink', sports: ['mhockey'], name: (d) => `${d} Ice Arena`, capacity: [3_600, 5_200], surfaceText: 'NHL-size ice sheet', surfaceLine: null, spot: 'on the harbor side of campus', features: ['an NHL-size sheet', 'a student section behind the home goal', 'a video board over center ice', 'a strength room for the team'] },
  { kind: 'boathouse', surface: 'boathouse', sports: ['wrow'], name: (d) => `${d} Boathouse`, capacity: null, surfaceText: null, surfaceLine: null, spot: 'on the riverbank, a mile upstream from campus', features: ['bays for 24 shells', 'a 16-seat rowing tank', 'an erg room overlooking the water', 'a launch dock'] },
  { kind: 'practice', surface: 'practice', sports: [], name: (d) => `${d} Athletic Performance Center`, capacity: null, surfaceText: 'Indoor turf', surfaceLine: null, spot: 'next to the arena, linked by a skywalk', features: ['a full-length indoor turf field', 'a 22,000-square-foot weight room', 'a sports medicine clinic', 'a fueling station'] },
];

/** ~8-10 facilities per school, from the sports it sponsors. */
export async function seedFacilities(seed: HonoursSeed): Promise<Array<{ title: string; openedYear: number; sportIds: number[] }>> {
  const { context } = seed;
  const { random } = context;
  const { school } = context;
  const [, cityPart, stateZip] = school.address.split(', ');
  const usedDonors = new Set<string>();
  const rows = [];
  for (const template of TEMPLATES) {
    const sportIds = template.sports.length === 0 ? seed.sports.map((sport) => sport.id) : seed.sports.filter((sport) => template.sports.includes(sport.code)).map((sport) => sport.id);
    if (sportIds.length === 0) continue;
    let donor = donorName(random);
    while (usedDonors.has(donor)) donor = donorName(random);
    usedDonors.add(donor);
    const title = template.name(donor);
    const slug = slugify(title);
    const openedYear = integerBetween(random, 1952, 2016);
    const renovated = Math.min(seed.year - 1, openedYear + integerBetween(random, 8, 30));
    const capacity = template.capacity ? Math.round(integerBetween(random, template.capacity[0], template.capacity[1]) / 50) * 50 : null;
    const sportNames = seed.sports.filter((sport) => sportIds.includes(sport.id)).map((sport) => sport.title);
    const usedBy = template.sports.length === 0 ? `every ${school.mascotSingular} team` : listOf(sportNames.map((name) => `${school.shortName} ${name}`));
    const [f1, f2, f3] = [template.features[0]!, template.features[1]!, template.features[2]!];
    const description = paragraphs(
      `${title} opened in ${openedYear} and is home to ${usedBy}. ${capacity ? `It seats ${capacity.toLocaleString('en-US')} and` : 'It'} sits ${template.spot}.`,
      `A renovation completed in ${renovated} added ${f1} and ${f2}, and the facility also offers ${f3}.${template.surfaceLine ? ` ${template.surfaceLine}` : ''}`,
      capacity
        ? `The ${school.mascotPlural} have won ${integerBetween(random, 3, 14)} conference championships here, and the record crowd of ${(capacity + integerBetween(random, 50, 900)).toLocaleString('en-US')} came in ${integerBetween(random, Math.max(openedYear, renovated - 5), seed.year - 1)}. Parking is free in the lots beside the venue, and gates open 90 minutes before the first event of the day.`
        : `The facility is open to ${school.mascotSingular} student-athletes year round; tours can be arranged through the athletics communications office.`,
    );
    const images = [
      { url: seed.addMedia(`facilities/${slug}-1.svg`, facilityArt(school, template.surface, title, 0), { alt: `${title}, seen from the main entrance` }), alt: `${title}, seen from the main entrance` },
      { url: seed.addMedia(`facilities/${slug}-2.svg`, facilityArt(school, template.surface, title, 1), { alt: `Inside ${title}` }), alt: `Inside ${title}` },
    ];
    rows.push({
      tenantId: context.tenantId,
      slug,
      title,
      teaser: `${capacity ? `${capacity.toLocaleString('en-US')}-seat ` : ''}home of ${usedBy}, opened in ${openedYear}.`,
      location: `${pick(random, ['North', 'South', 'East', 'West'])} campus, ${cityPart}`,
      address: `${integerBetween(random, 100, 2400)} ${pick(random, ['Stadium Drive', 'Athletics Way', 'University Boulevard', 'Champions Lane', 'Field House Road'])}, ${cityPart}, ${stateZip}`,
      description,
      kind: template.kind,
      capacity,
      openedYear,
      surface: template.surfaceText,
      featured: rows.length < 3,
      rank: rows.length,
      images,
      sportIds,
    });
  }
  await context.db.insert(facilities).values(rows);
  return rows.map((row) => ({ title: row.title, openedYear: row.openedYear, sportIds: row.sportIds }));
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
