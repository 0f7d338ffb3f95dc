/** How each sport's roster looks: squad size, positions with body sizes, columns, coaching staff and records. */

export interface PositionSpec {
  short: string;
  long: string;
  count: number;
  /** Height range in inches. */
  height?: readonly [number, number];
  /** Weight range in pounds (only where the sport lists weight). */
  weight?: readonly [number, number];
}

export interface RecordSpec {
  games: number;
  conference: number;
  /** Share of games that end tied (soccer, hockey). */
  ties: number;
}

export interface SportProfile {
  positions: readonly PositionSpec[];
  /** Used when the sport has no positions (golf, tennis, cross country). */
  squad?: number;
  jerseys: boolean;
  showHeight: boolean;
  showWeight: boolean;
  height: readonly [number, number];
  abroadShare: number;
  canadianShare?: number;
  /** Chance that a freshman redshirts and returns as a Redshirt Freshman. */
  redshirtShare: number;
  custom1?: 'batsThrows' | 'events';
  record?: RecordSpec;
  assistantTitles: readonly string[];
  /** What a season's competitions are called in bios. */
  unit: string;
  captains: number;
}

const FOOTBALL: SportProfile = {
  positions: [
    { short: 'QB', long: 'Quarterback', count: 5, height: [73, 77], weight: [200, 230] },
    { short: 'RB', long: 'Running Back', count: 6, height: [68, 72], weight: [190, 225] },
    { short: 'WR', long: 'Wide Receiver', count: 11, height: [69, 76], weight: [175, 210] },
    { short: 'TE', long: 'Tight End', count: 5, height: [75, 78], weight: [235, 260] },
    { short: 'OL', long: 'Offensive Line', count: 16, height: [75, 79], weight: [290, 330] },
    { short: 'DL', long: 'Defensive Line', count: 13, height: [74, 78], weight: [260, 310] },
    { short: 'LB', long: 'Linebacker', count: 11, height: [72, 75], weight: [220, 245] },
    { short: 'DB', long: 'Defensive Back', count: 14, height: [69, 73], weight: [180, 205] },
    { short: 'K', long: 'Kicker', count: 2, height: [70, 74], weight: [175, 205] },
    { short: 'P', long: 'Punter', count: 2, height: [72, 76], weight: [190, 215] },
    { short: 'LS', long: 'Long Snapper', count: 1, height: [72, 75], weight: [225, 245] },
  ],
  jerseys: true, showHeight: true, showWeight: true, height: [70, 76], abroadShare: 0, redshirtShare: 0.35,
  record: { games: 12, conference: 8, ties: 0 },
  assistantTitles: ['Offensive Coordinator/Quarterbacks', 'Defensive Coordinator/Linebackers', 'Special Teams Coordinator/Tight Ends', 'Offensive Line'],
  unit: 'games', captains: 4,
};

const basketball = (men: boolean): SportProfile => ({
  positions: men
    ? [
        { short: 'G', long: 'Guard', count: 7, height: [72, 77], weight: [175, 200] },
        { short: 'F', long: 'Forward', count: 5, height: [78, 81], weight: [205, 230] },
        { short: 'C', long: 'Center', count: 3, height: [82, 85], weight: [235, 260] },
      ]
    : [
        { short: 'G', long: 'Guard', count: 7, height: [64, 70] },
        { short: 'F', long: 'Forward', count: 5, height: [70, 74] },
        { short: 'C', long: 'Center', count: 3, height: [74, 77] },
      ],
  jerseys: true, showHeight: true, showWeight: men, height: [66, 80], abroadShare: 0.08, redshirtShare: 0.12,
  record: { games: men ? 31 : 30, conference: 18, ties: 0 },
  assistantTitles: ['Associate Head Coach', 'Assistant Coach', 'Assistant Coach'],
  unit: 'games', captains: 2,
});

const diamond = (baseball: boolean): SportProfile => ({
  positions: baseball
    ? [
        { short: 'RHP', long: 'Right-Handed Pitcher', count: 12, height: [72, 77], weight: [185, 225] },
        { short: 'LHP', long: 'Left-Handed Pitcher', count: 5, height: [71, 76], weight: [175, 215] },
        { short: 'C', long: 'Catcher', count: 4, height: [70, 74], weight: [190, 215] },
        { short: 'INF', long: 'Infielder', count: 8, height: [69, 74], weight: [170, 200] },
        { short: 'OF', long: 'Outfielder', count: 6, height: [70, 75], weight: [175, 205] },
      ]
    : [
        { short: 'RHP', long: 'Right-Handed Pitcher', count: 4, height: [66, 71] },
        { short: 'LHP', long: 'Left-Handed Pitcher', count: 2, height: [65, 70] },
        { short: 'C', long: 'Catcher', count: 3, height: [63, 68] },
        { short: 'INF', long: 'Infielder', count: 8, height: [62, 69] },
        { short: 'OF', long: 'Outfielder', count: 6, height: [62, 68] },
        { short: 'UTL', long: 'Utility', count: 2, height: [63, 68] },
      ],
  jerseys: true, showHeight: true, showWeight: baseball, height: [62, 76], abroadShare: 0.02, redshirtShare: baseball ? 0.15 : 0.05,
  custom1: 'batsThrows',
  record: { games: baseball ? 54 : 52, conference: 24, ties: 0 },
  assistantTitles: baseball ? ['Assistant Coach/Pitching', 'Assistant Coach/Hitting', 'Volunteer Assistant Coach'] : ['Associate Head Coach/Pitching', 'Assistant Coach/Hitting', 'Volunteer Assistant Coach'],
  unit: 'games', captains: 3,
});

const soccer = (men: boolean): SportProfile => ({
  positions: [
    { short: 'GK', long: 'Goalkeeper', count: 3, height: men ? [73, 77] : [67, 71] },
    { short: 'D', long: 'Defender', count: 8 },
    { short: 'M', long: 'Midfielder', count: 9 },
    { short: 'F', long: 'Forward', count: 8 },
  ],
  jerseys: true, showHeight: true, showWeight: false, height: men ? [67, 75] : [62, 69], abroadShare: men ? 0.2 : 0.1, redshirtShare: 0.08,
  record: { games: men ? 18 : 19, conference: men ? 9 : 10, ties: 0.1 },
  assistantTitles: ['Associate Head Coach', 'Assistant Coach/Goalkeepers'],
  unit: 'matches', captains: 3,
});

const small = (men: boolean, squad: number, unit: string, abroad: number, record?: RecordSpec): SportProfile => ({
  positions: [],
  squad,
  jerseys: false, showHeight: record !== undefined, showWeight: false, height: men ? [68, 76] : [63, 70], abroadShare: abroad, redshirtShare: 0.03,
  record,
  assistantTitles: ['Assistant Coach', 'Graduate Assistant Coach'],
  unit, captains: 2,
});

const track = (men: boolean): SportProfile => ({
  positions: [
    { short: 'Sprints', long: 'Sprints', count: 8 },
    { short: 'Hurdles', long: 'Hurdles', count: 4 },
    { short: 'Distance', long: 'Distance', count: 10 },
    { short: 'Jumps', long: 'Jumps', count: 5 },
    { short: 'Throws', long: 'Throws', count: 6, height: men ? [72, 78] : [66, 72] },
    { short: 'Multi', long: men ? 'Decathlon' : 'Heptathlon', count: 2 },
  ],
  jerseys: false, showHeight: true, showWeight: false, height: men ? [68, 75] : [62, 70], abroadShare: 0.06, redshirtShare: 0.12,
  custom1: 'events',
  assistantTitles: ['Assistant Coach/Distance', 'Assistant Coach/Sprints and Hurdles', 'Assistant Coach/Throws'],
  unit: 'meets', captains: 4,
});

const teamSport = (positions: PositionSpec[], height: readonly [number, number], record: RecordSpec, extra: Partial<SportProfile> = {}): SportProfile => ({
  positions, jerseys: true, showHeight: true, showWeight: false, height, abroadShare: 0.05, redshirtShare: 0.08, record,
  assistantTitles: ['Associate Head Coach', 'Assistant Coach'], unit: 'games', captains: 3, ...extra,
});

export const SPORT_PROFILES: Readonly<Record<string, SportProfile>> = {
  football: FOOTBALL,
  mbball: basketball(true),
  wbball: basketball(false),
  baseball: diamond(true),
  softball: diamond(false),
  msoc: soccer(true),
  wsoc: soccer(false),
  wvball: teamSport(
    [
      { short: 'S', long: 'Setter', count: 3, height: [68, 72] },
      { short: 'OH', long: 'Outside Hitter', count: 4, height: [71, 75] },
      { short: 'MB', long: 'Middle Blocker', count: 4, height: [73, 77] },
      { short: 'OPP', long: 'Opposite', count: 2, height: [72, 75] },
      { short: 'L/DS', long: 'Libero/Defensive Specialist', count: 3, height: [63, 68] },
    ],
    [64, 76], { games: 30, conference: 16, ties: 0 }, { unit: 'matches', abroadShare: 0.06 },
  ),
  mgolf: small(true, 10, 'tournaments', 0.25),
  wgolf: small(false, 9, 'tournaments', 0.25),
  mten: small(true, 10, 'matches', 0.45, { games: 24, conference: 8, ties: 0 }),
  wten: small(false, 9, 'matches', 0.45, { games: 23, conference: 8, ties: 0 }),
  mcross: { ...small(true, 20, 'races', 0.08), assistantTitles: ['Assistant Coach/Distance', 'Graduate Assistant Coach'] },
  wcross: { ...small(false, 20, 'races', 0.08), assistantTitles: ['Assistant Coach/Distance', 'Graduate Assistant Coach'] },
  mtrack: track(true),
  wtrack: track(false),
  wswim: {
    positions: [
      { short: 'Free', long: 'Freestyle', count: 8 },
      { short: 'Back', long: 'Backstroke', count: 4 },
      { short: 'Breast', long: 'Breaststroke', count: 4 },
      { short: 'Fly', long: 'Butterfly', count: 4 },
      { short: 'IM', long: 'Individual Medley', count: 4 },
      { short: 'Distance', long: 'Distance Freestyle', count: 3 },
      { short: 'Diving', long: 'Diving', count: 3 },
    ],
    jerseys: false, showHeight: true, showWeight: false, height: [63, 71], abroadShare: 0.12, redshirtShare: 0.03,
    assistantTitles: ['Associate Head Coach', 'Diving Coach'], unit: 'meets', captains: 3,
  },
  wrestling: {
    positions: ['125', '133', '141', '149', '157', '165', '174', '184', '197', 'HWT'].map((weightClass, index) => ({
      short: weightClass,
      long: weightClass === 'HWT' ? 'Heavyweight' : `${weightClass} lbs.`,
      count: 3,
      height: [64 + Math.floor(index / 2), 68 + Math.floor(index / 2) + (weightClass === 'HWT' ? 3 : 0)] as const,
    })),
    jerseys: false, showHeight: true, showWeight: false, height: [64, 76], abroadShare: 0, redshirtShare: 0.3,
    record: { games: 16, conference: 7, ties: 0.02 },
    assistantTitles: ['Associate Head Coach', 'Assistant Coach'], unit: 'duals', captains: 2,
  },
  mhockey: teamSport(
    [
      { short: 'F', long: 'Forward', count: 15, height: [69, 74], weight: [175, 200] },
      { short: 'D', long: 'Defenseman', count: 9, height: [72, 76], weight: [190, 215] },
      { short: 'G', long: 'Goaltender', count: 3, height: [72, 76], weight: [180, 200] },
    ],
    [69, 76], { games: 34, conference: 24, ties: 0.08 },
    { showWeight: true, abroadShare: 0.05, canadianShare: 0.35, assistantTitles: ['Associate Head Coach', 'Assistant Coach', 'Volunteer Goaltending Coach'], captains: 3 },
  ),
  wlax: teamSport(
    [
      { short: 'A', long: 'Attack', count: 8 },
      { short: 'M', long: 'Midfield', count: 12 },
      { short: 'D', long: 'Defense', count: 9 },
      { short: 'G', long: 'Goalkeeper', count: 3 },
    ],
    [62, 69], { games: 17, conference: 8, ties: 0 },
  ),
  fhockey: teamSport(
    [
      { short: 'F', long: 'Forward', count: 7 },
      { short: 'MF', long: 'Midfielder', count: 8 },
      { short: 'B', long: 'Back', count: 7 },
      { short: 'GK', long: 'Goalkeeper', count: 3 },
    ],
    [61, 68], { games: 18, conference: 7, ties: 0 }, { abroadShare: 0.15 },
  ),
  wrow: {
    positions: [
      { short: 'Port', long: 'Port', count: 19, height: [67, 73] },
      { short: 'Starboard', long: 'Starboard', count: 19, height: [67, 73] },
      { short: 'Cox', long: 'Coxswain', count: 6, height: [60, 64] },
    ],
    jerseys: false, showHeight: true, showWeight: false, height: [60, 73], abroadShare: 0.08, redshirtShare: 0.02,
    assistantTitles: ['Associate Head Coach', 'Assistant Coach'], unit: 'regattas', captains: 2,
  },
};

export function sportProfile(code: string): SportProfile {
  const profile = SPORT_PROFILES[code];
  if (!profile) throw new Error(`no roster profile for sport ${code}`);
  return profile;
}

/** The squad size: the sum of the position counts, or the fixed size of a sport without positions. */
export function squadSize(profile: SportProfile): number {
  return profile.positions.length > 0 ? profile.positions.reduce((sum, position) => sum + position.count, 0) : (profile.squad ?? 10);
}
