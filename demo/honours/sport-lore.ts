import { integerBetween, pick, type Random } from '../random';

/** What honours text needs to know about each sport: when it is played, how it is scored, who selects its All-Americans. */

type Family = 'football' | 'basketball' | 'baseball' | 'soccer' | 'volleyball' | 'golf' | 'tennis' | 'running' | 'swimming' | 'wrestling' | 'stick' | 'rowing' | 'none';

const FAMILY: Record<string, Family> = {
  football: 'football', mbball: 'basketball', wbball: 'basketball', baseball: 'baseball', softball: 'baseball',
  msoc: 'soccer', wsoc: 'soccer', wvball: 'volleyball', mgolf: 'golf', wgolf: 'golf', mten: 'tennis', wten: 'tennis',
  mcross: 'running', wcross: 'running', mtrack: 'running', wtrack: 'running', wswim: 'swimming', wrestling: 'wrestling',
  mhockey: 'stick', wlax: 'stick', fhockey: 'stick', wrow: 'rowing', spirit: 'none',
};

export const familyOf = (code: string): Family => FAMILY[code] ?? 'none';

/** Months (1-12) with competition, for dating historical notes believably. */
const SEASON_MONTHS: Record<string, number[]> = {
  football: [9, 10, 11, 12], mbball: [11, 12, 1, 2, 3], wbball: [11, 12, 1, 2, 3], baseball: [2, 3, 4, 5, 6], softball: [2, 3, 4, 5],
  msoc: [8, 9, 10, 11, 12], wsoc: [8, 9, 10, 11, 12], wvball: [8, 9, 10, 11, 12], mgolf: [9, 10, 2, 3, 4, 5], wgolf: [9, 10, 2, 3, 4, 5],
  mten: [1, 2, 3, 4, 5], wten: [1, 2, 3, 4, 5], mcross: [9, 10, 11], wcross: [9, 10, 11], mtrack: [1, 2, 3, 4, 5, 6], wtrack: [1, 2, 3, 4, 5, 6],
  wswim: [10, 11, 12, 1, 2, 3], wrestling: [11, 12, 1, 2, 3], mhockey: [10, 11, 12, 1, 2, 3, 4], wlax: [2, 3, 4, 5], fhockey: [8, 9, 10, 11],
  wrow: [3, 4, 5, 6, 10, 11],
};

export const inSeason = (code: string, month: number): boolean => (SEASON_MONTHS[code] ?? []).includes(month);

/** Season label in the platform's style: winter sports span two years ('2026-27'), others one ('2026'). */
export function seasonLabel(code: string, academicStartYear: number): string {
  const months = SEASON_MONTHS[code] ?? [];
  if (months.includes(12) && months.includes(1)) return `${academicStartYear}-${String((academicStartYear + 1) % 100).padStart(2, '0')}`;
  return String(months.some((month) => month >= 8) ? academicStartYear : academicStartYear + 1);
}

/** A believable final score for the school, winning or not. */
export function finalScore(code: string, random: Random, won: boolean): [number, number] | null {
  const pair = (low: number, high: number, gap: [number, number]): [number, number] => {
    const loser = integerBetween(random, low, high);
    const winner = loser + integerBetween(random, gap[0], gap[1]);
    return won ? [winner, loser] : [loser, winner];
  };
  switch (familyOf(code)) {
    case 'football': return pair(3, 28, [1, 24]);
    case 'basketball': return pair(52, 82, [1, 22]);
    case 'baseball': return pair(0, 7, [1, 6]);
    case 'soccer': return pair(0, 2, [1, 2]);
    case 'volleyball': return won ? [3, integerBetween(random, 0, 2)] : [integerBetween(random, 0, 2), 3];
    case 'stick': return code === 'wlax' ? pair(6, 14, [1, 7]) : pair(0, 3, [1, 3]);
    case 'tennis': return won ? [integerBetween(random, 4, 7), integerBetween(random, 0, 3)] : [integerBetween(random, 0, 3), 4];
    default: return null;
  }
}

const POSITIONS: Partial<Record<Family, string[]>> = {
  football: ['Quarterback', 'Running Back', 'Wide Receiver', 'Offensive Lineman', 'Linebacker', 'Defensive End', 'Cornerback', 'Safety', 'Kicker'],
  basketball: ['Guard', 'Forward', 'Center'],
  baseball: ['Pitcher', 'Catcher', 'Shortstop', 'Outfielder', 'First Base', 'Second Base', 'Third Base'],
  soccer: ['Forward', 'Midfielder', 'Defender', 'Goalkeeper'],
  volleyball: ['Outside Hitter', 'Middle Blocker', 'Setter', 'Libero', 'Opposite'],
  stick: ['Forward', 'Midfielder', 'Defender', 'Goalkeeper'],
  running: ['Distance', 'Sprints', 'Jumps', 'Throws', 'Middle Distance'],
  swimming: ['Freestyle', 'Butterfly', 'Backstroke', 'Breaststroke', 'Diving'],
  wrestling: ['125 lbs', '149 lbs', '165 lbs', '184 lbs', 'Heavyweight'],
  rowing: ['Stroke', 'Coxswain', 'Bow', 'Port', 'Starboard'],
};

/** A position for an invented athlete; '' for sports without positions (golf, tennis) and 'Distance' in cross country. */
export function positionFor(code: string, random: Random): string {
  if (code === 'mcross' || code === 'wcross') return 'Distance';
  const positions = POSITIONS[familyOf(code)];
  return positions ? pick(random, positions) : '';
}

/** Team sports, where a position reads naturally in a sentence ('a senior goalkeeper'). */
export const hasPlayingPositions = (code: string): boolean => ['football', 'basketball', 'baseball', 'soccer', 'volleyball', 'stick'].includes(familyOf(code));

/** An achievement that fits the sport, for All-America and hall of fame text. */
export function feat(code: string, random: Random): string {
  const family = familyOf(code);
  const common = ['helping the team to the conference title', 'earning conference Player of the Year honors', 'finishing among the national leaders'];
  const specific: Partial<Record<Family, string[]>> = {
    basketball: ['leading the conference in scoring', 'averaging a double-double'],
    football: ['anchoring a defense that led the conference', 'setting the school single-season record for touchdowns'],
    baseball: ['leading the conference in batting average', 'setting the school single-season strikeout record'],
    soccer: ['leading the conference in goals', 'anchoring a defense that posted 12 shutouts'],
    volleyball: ['leading the conference in kills', 'setting the school record for digs in a season'],
    stick: ['leading the conference in goals', 'setting the school single-season points record'],
    running: ['placing in the top eight at the NCAA championships', 'setting a school record at the NCAA championships'],
    swimming: ['reaching the NCAA final in two events', 'setting three school records'],
    golf: ['posting the lowest stroke average in school history', 'winning three tournaments'],
    tennis: ['reaching the round of 16 at the NCAA singles championship', 'finishing the year ranked in the national top 40'],
    wrestling: ['placing at the NCAA championships', 'finishing the season with 31 wins'],
    rowing: ['stroking the varsity eight to a grand final', 'leading the crew to a national medal'],
  };
  return pick(random, [...(specific[family] ?? []), ...common]);
}

const SELECTORS: Record<string, string[]> = {
  football: ['AFCA', 'Associated Press', 'Walter Camp'], mbball: ['NABC', 'Associated Press'], wbball: ['WBCA', 'Associated Press'],
  baseball: ['ABCA/Rawlings', 'Collegiate Baseball'], softball: ['NFCA'], msoc: ['United Soccer Coaches'], wsoc: ['United Soccer Coaches'],
  wvball: ['AVCA'], mgolf: ['Golf Coaches Association of America'], wgolf: ['WGCA'], mten: ['ITA'], wten: ['ITA'],
  mcross: ['USTFCCCA'], wcross: ['USTFCCCA'], mtrack: ['USTFCCCA'], wtrack: ['USTFCCCA'], wswim: ['CSCAA'], wrestling: ['NWCA'],
  mhockey: ['AHCA/CCM'], wlax: ['IWLCA'], fhockey: ['NFHCA'], wrow: ['CRCA'],
};

export const selectorFor = (code: string, random: Random): string => pick(random, SELECTORS[code] ?? ['Associated Press']);

/** One line of what an athlete did in a game or meet, fitted to sport and position. */
export function statLine(code: string, position: string, random: Random): string {
  const n = (min: number, max: number) => integerBetween(random, min, max);
  const p = position.toLowerCase();
  switch (familyOf(code)) {
    case 'football':
      if (/quarterback|^qb/.test(p)) return `completed ${n(18, 29)} of ${n(30, 38)} passes for ${n(240, 390)} yards and ${n(2, 4)} touchdowns`;
      if (/running|^rb/.test(p)) return `rushed ${n(18, 31)} times for ${n(120, 210)} yards and ${n(1, 3)} touchdowns`;
      if (/receiver|^wr|tight|^te/.test(p)) return `caught ${n(6, 11)} passes for ${n(95, 180)} yards and ${n(1, 2)} touchdowns`;
      if (/kick|punt|^k$|^p$/.test(p)) return `made all ${n(3, 5)} field goal attempts, including a ${n(45, 52)}-yarder`;
      return `recorded ${n(8, 14)} tackles, ${n(1, 3)} sacks and a forced fumble`;
    case 'basketball': return `scored ${n(19, 34)} points with ${n(5, 13)} rebounds and ${n(2, 8)} assists`;
    case 'baseball':
      if (/pitch|^p$|rhp|lhp/.test(p)) return `struck out ${n(8, 13)} over ${n(6, 9)} scoreless innings`;
      return `went ${n(3, 4)}-for-${n(4, 5)} with ${n(2, 5)} RBIs and a home run`;
    case 'soccer':
    case 'stick':
      if (/goal|^gk|^g$/.test(p)) return `made ${n(6, 11)} saves to post a shutout`;
      return `scored ${n(2, 3)} goals and added an assist`;
    case 'volleyball': return /setter|^s$/.test(p) ? `handed out ${n(40, 58)} assists with ${n(8, 14)} digs` : /libero|^l$|ds/.test(p) ? `collected ${n(18, 29)} digs and ${n(2, 5)} service aces` : `recorded ${n(14, 24)} kills on .${n(310, 450)} hitting`;
    case 'golf': return `shot ${n(203, 210)} over three rounds to take medalist honors`;
    case 'tennis': return `won at No. ${n(1, 2)} singles and No. 1 doubles without dropping a set`;
    case 'running': return pick(random, [`won the 5,000 meters in ${n(13, 16)}:${n(10, 59)}.${n(10, 99)}`, `won the 400 meters in ${n(46, 54)}.${n(10, 99)}`, `cleared ${n(2, 2)}.${n(10, 24)} meters to win the high jump`, `led the team to the title with an 8K time of ${n(23, 25)}:${n(10, 59)}`]);
    case 'swimming': return `won the 200 freestyle in 1:${n(45, 52)}.${n(10, 99)} and swam on two winning relays`;
    case 'wrestling': return `went ${n(3, 4)}-0 with ${n(1, 2)} pins to win the bracket`;
    case 'rowing': return `stroked the varsity eight to a ${n(2, 6)}-second win`;
    default: return 'led the team to a strong weekend';
  }
}
