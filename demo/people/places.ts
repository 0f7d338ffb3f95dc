import { pick, pickWeighted, type Random } from '../random';

/** Home towns with the state in AP style (or the country), grouped by region so each school recruits near home. */
export interface Place {
  town: string;
  state: string;
}

type Region = 'mountain' | 'southwest' | 'west' | 'midwest' | 'south' | 'northeast' | 'midatlantic';

const PLACES: Readonly<Record<Region, readonly string[]>> = {
  mountain: [
    'Denver, Colo.', 'Colorado Springs, Colo.', 'Fort Collins, Colo.', 'Grand Junction, Colo.', 'Pueblo, Colo.', 'Littleton, Colo.',
    'Loveland, Colo.', 'Durango, Colo.', 'Boise, Idaho', 'Billings, Mont.', 'Missoula, Mont.', 'Cheyenne, Wyo.', 'Casper, Wyo.',
    'Salt Lake City, Utah', 'Provo, Utah', 'Albuquerque, N.M.', 'Las Cruces, N.M.',
  ],
  southwest: ['Phoenix, Ariz.', 'Tucson, Ariz.', 'Mesa, Ariz.', 'Flagstaff, Ariz.', 'Austin, Texas', 'Plano, Texas', 'Lubbock, Texas', 'El Paso, Texas', 'Amarillo, Texas', 'Katy, Texas', 'Tulsa, Okla.', 'Norman, Okla.'],
  west: ['Sacramento, Calif.', 'Fresno, Calif.', 'San Diego, Calif.', 'Long Beach, Calif.', 'Bakersfield, Calif.', 'Reno, Nev.', 'Henderson, Nev.', 'Eugene, Ore.', 'Bend, Ore.', 'Spokane, Wash.', 'Tacoma, Wash.'],
  midwest: [
    'Omaha, Neb.', 'Lincoln, Neb.', 'Wichita, Kan.', 'Overland Park, Kan.', 'Sioux Falls, S.D.', 'Fargo, N.D.', 'Des Moines, Iowa',
    'Cedar Rapids, Iowa', 'Kansas City, Mo.', 'Springfield, Mo.', 'Naperville, Ill.', 'Peoria, Ill.', 'Madison, Wis.', 'Green Bay, Wis.',
    'Duluth, Minn.', 'Rochester, Minn.', 'Grand Rapids, Mich.', 'Traverse City, Mich.', 'Dayton, Ohio', 'Toledo, Ohio', 'Fort Wayne, Ind.',
  ],
  south: ['Nashville, Tenn.', 'Knoxville, Tenn.', 'Birmingham, Ala.', 'Savannah, Ga.', 'Athens, Ga.', 'Charlotte, N.C.', 'Raleigh, N.C.', 'Tampa, Fla.', 'Jacksonville, Fla.', 'Baton Rouge, La.', 'Little Rock, Ark.', 'Lexington, Ky.'],
  northeast: [
    'Portland, Maine', 'Bangor, Maine', 'Lewiston, Maine', 'Augusta, Maine', 'Brunswick, Maine', 'Manchester, N.H.', 'Nashua, N.H.',
    'Concord, N.H.', 'Burlington, Vt.', 'Rutland, Vt.', 'Worcester, Mass.', 'Springfield, Mass.', 'Quincy, Mass.', 'Lowell, Mass.',
    'Cape Cod, Mass.', 'Providence, R.I.', 'Warwick, R.I.', 'Hartford, Conn.', 'New Haven, Conn.', 'Stamford, Conn.', 'Albany, N.Y.',
    'Syracuse, N.Y.', 'Rochester, N.Y.', 'Buffalo, N.Y.', 'Saratoga Springs, N.Y.',
  ],
  midatlantic: ['Princeton, N.J.', 'Cherry Hill, N.J.', 'Pittsburgh, Pa.', 'Harrisburg, Pa.', 'Lancaster, Pa.', 'Annapolis, Md.', 'Baltimore, Md.', 'Wilmington, Del.', 'Richmond, Va.', 'Arlington, Va.'],
};

/** Athletes from abroad: common in tennis, golf, soccer, swimming and track; Canadians in hockey. */
const ABROAD = [
  'Lyon, France', 'Toulouse, France', 'Madrid, Spain', 'Valencia, Spain', 'Munich, Germany', 'Hamburg, Germany', 'Stockholm, Sweden',
  'Gothenburg, Sweden', 'Oslo, Norway', 'Aarhus, Denmark', 'Utrecht, Netherlands', 'Leeds, England', 'Bristol, England',
  'Glasgow, Scotland', 'Dublin, Ireland', 'Melbourne, Australia', 'Perth, Australia', 'Auckland, New Zealand', 'Sao Paulo, Brazil',
  'Bogota, Colombia', 'Johannesburg, South Africa', 'Nairobi, Kenya', 'Kyoto, Japan', 'Seoul, South Korea',
];
const CANADA = ['Kelowna, B.C.', 'Victoria, B.C.', 'Red Deer, Alta.', 'Calgary, Alta.', 'Saskatoon, Sask.', 'Winnipeg, Man.', 'Sudbury, Ont.', 'Kingston, Ont.', 'Halifax, N.S.', 'Moncton, N.B.'];

const REGION_WEIGHTS: Readonly<Record<string, ReadonlyArray<[Region, number]>>> = {
  ridgemont: [['mountain', 45], ['southwest', 20], ['west', 12], ['midwest', 15], ['south', 5], ['northeast', 2], ['midatlantic', 1]],
  coastalbay: [['northeast', 55], ['midatlantic', 15], ['midwest', 10], ['south', 6], ['mountain', 4], ['west', 5], ['southwest', 5]],
};

function toPlace(text: string): Place {
  const [town, ...rest] = text.split(', ');
  return { town: town ?? text, state: rest.join(', ') };
}

/** A home town for a player of the school; `abroadShare` of them come from other countries. */
export function pickHometown(random: Random, schoolKey: string, abroadShare: number, canadianShare = 0): Place {
  const roll = random();
  if (roll < canadianShare) return toPlace(pick(random, CANADA));
  if (roll < canadianShare + abroadShare) return toPlace(pick(random, ABROAD));
  const region = pickWeighted(random, REGION_WEIGHTS[schoolKey] ?? REGION_WEIGHTS.ridgemont!);
  return toPlace(pick(random, PLACES[region]));
}

export function isAbroad(place: Place): boolean {
  return ABROAD.some((text) => text.endsWith(`, ${place.state}`)) || CANADA.some((text) => text.endsWith(`, ${place.state}`));
}

const SAINTS = ['St. Thomas', 'St. Francis', 'Bishop Kelly', 'Holy Cross', 'St. Ignatius', 'Regis', 'Cathedral', 'St. Mary'];

/** A plausible high school near the home town. */
export function pickHighSchool(random: Random, place: Place): string {
  if (isAbroad(place)) {
    return pick(random, [`${place.town} International School`, `${place.town} Sports Academy`, `${place.town} Secondary School`]);
  }
  const roll = random();
  if (roll < 0.55) return `${place.town} High School`;
  if (roll < 0.7) return `${pick(random, ['North', 'South', 'East', 'West'])} ${place.town} High School`;
  if (roll < 0.82) return `${pick(random, SAINTS)} ${pick(random, ['High School', 'Catholic', 'Preparatory'])}`;
  if (roll < 0.92) return pick(random, [`${place.town} Central High School`, `${place.town} Christian Academy`, `${place.town} Valley High School`]);
  return `${pick(random, ['Mountain View', 'Pine Ridge', 'Lakeside', 'Riverside', 'Heritage', 'Liberty', 'Cedar Creek', 'Eagle Crest'])} High School`;
}

/** Colleges transfers come from and coaches studied at (invented). */
export const OTHER_COLLEGES = [
  'Lakeview Community College', 'Northern Prairie University', 'Granite Falls College', "St. Brendan's College", 'Western Mesa University',
  'Eastbrook University', 'Valley Forge State', 'Harbor City College', 'Pine Hollow University', 'Red Canyon College',
  'Southern Plains University', 'Clearwater State University', 'Iron Range Community College', 'Bluewater University',
  'Summit Valley College', 'Great Lakes Tech', 'Cedar Bluff University', 'Frontier State University', 'Oak Hill College',
  'Three Rivers Community College', 'Maple Grove University', 'Silver Lake College', 'Highland Plains University', 'Tidewater State',
];
