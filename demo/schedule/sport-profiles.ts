import type { ScoreKind } from './scores';

/** One day of a sport's typical week: games that day, and which games share an opponent (a series). */
export interface WeekSlot {
  /** 0 Monday ... 6 Sunday. */
  day: number;
  /** Two for a doubleheader. */
  games: 1 | 2;
  /** Slots of a week with the same group play the same opponent at the same site. */
  group: number;
  /** Start times, minutes past midnight on the school's clock; one is picked per game. */
  times: number[];
}

export interface SportProfile {
  score: ScoreKind;
  kind: 'dual' | 'meet';
  /** spec 3 season titles: 'YYYY-YY' when the season spans the new year. */
  spansNewYear: boolean;
  week: WeekSlot[];
  /** Weeks with games in a season. */
  weeks: number;
  /** 2: every other week (most meets). */
  weekStep: number;
  /** Games of the conference tournament at the end of the season (duals). */
  tournamentGames: number;
  /** A week (index) of an in-season neutral-site classic. */
  classicWeek?: number;
  /** Closed scrimmages (type S, status O, no result) before the opener. */
  scrimmages: number;
  /** Exhibitions (type E, with a result) before the opener. */
  exhibitions: number;
  /** Days a meet lasts. */
  meetDays: number;
  allDay: boolean;
  durationMinutes: number;
  /** Home venue kind, looked up in the school's venues. */
  venue: string;
  /** Share of games on television; radio and live stats carried or not. */
  tvShare: number;
  radio: boolean;
  ticketed: boolean;
  liveStats: boolean;
}

const h = (hour: number, minute = 0) => hour * 60 + minute;

const dual = (profile: Partial<SportProfile> & Pick<SportProfile, 'score' | 'week' | 'weeks' | 'venue'>): SportProfile => ({
  kind: 'dual',
  spansNewYear: false,
  weekStep: 1,
  tournamentGames: 2,
  scrimmages: 1,
  exhibitions: 0,
  meetDays: 1,
  allDay: false,
  durationMinutes: 120,
  tvShare: 0.15,
  radio: false,
  ticketed: true,
  liveStats: true,
  ...profile,
});

const meet = (profile: Partial<SportProfile> & Pick<SportProfile, 'score' | 'week' | 'weeks' | 'venue'>): SportProfile => ({
  kind: 'meet',
  spansNewYear: false,
  weekStep: 2,
  tournamentGames: 0,
  scrimmages: 0,
  exhibitions: 0,
  meetDays: 1,
  allDay: false,
  durationMinutes: 300,
  tvShare: 0,
  radio: false,
  ticketed: false,
  liveStats: false,
  ...profile,
});

const basketball = (score: ScoreKind, times: { midweek: number[]; weekend: number[] }) =>
  dual({
    score,
    spansNewYear: true,
    week: [{ day: 2, games: 1, group: 0, times: times.midweek }, { day: 5, games: 1, group: 1, times: times.weekend }],
    weeks: 14,
    classicWeek: 2,
    exhibitions: 1,
    venue: 'arena',
    tvShare: 0.45,
    radio: true,
  });

const soccer = dual({ score: 'soccer', week: [{ day: 4, games: 1, group: 0, times: [h(19)] }, { day: 6, games: 1, group: 1, times: [h(13)] }], weeks: 8, venue: 'soccer' });
const tennis = dual({ score: 'tennis', week: [{ day: 5, games: 1, group: 0, times: [h(10)] }, { day: 6, games: 1, group: 1, times: [h(11)] }], weeks: 10, venue: 'tennis', ticketed: false, liveStats: false, tvShare: 0 });
const golf = meet({ score: 'golf', week: [{ day: 0, games: 1, group: 0, times: [h(8)] }], weeks: 9, meetDays: 2, venue: 'golf' });
const crossCountry = meet({ score: 'cross-country', week: [{ day: 5, games: 1, group: 0, times: [h(9), h(10)] }], weeks: 7, venue: 'crossCountry', durationMinutes: 90 });
const track = meet({ score: 'track', spansNewYear: true, week: [{ day: 4, games: 1, group: 0, times: [h(10)] }], weeks: 12, weekStep: 1, meetDays: 2, allDay: true, venue: 'track' });

/** Every real sport of the catalog, by sport code. */
export const SPORT_PROFILES: Record<string, SportProfile> = {
  football: dual({
    score: 'football',
    week: [{ day: 5, games: 1, group: 0, times: [h(13), h(15, 30), h(18), h(19)] }],
    weeks: 12,
    tournamentGames: 0,
    venue: 'stadium',
    durationMinutes: 210,
    tvShare: 0.9,
    radio: true,
  }),
  mbball: basketball('mens-basketball', { midweek: [h(19)], weekend: [h(14), h(16), h(19)] }),
  wbball: basketball('womens-basketball', { midweek: [h(18)], weekend: [h(13), h(14)] }),
  baseball: dual({
    score: 'baseball',
    week: [
      { day: 1, games: 1, group: 0, times: [h(18)] },
      { day: 4, games: 1, group: 1, times: [h(18)] },
      { day: 5, games: 2, group: 1, times: [h(13)] },
      { day: 6, games: 1, group: 1, times: [h(12)] },
    ],
    weeks: 9,
    tournamentGames: 4,
    venue: 'ballpark',
    durationMinutes: 180,
    radio: true,
  }),
  softball: dual({
    score: 'softball',
    week: [{ day: 2, games: 2, group: 0, times: [h(15)] }, { day: 5, games: 2, group: 1, times: [h(12)] }, { day: 6, games: 1, group: 1, times: [h(12)] }],
    weeks: 9,
    tournamentGames: 4,
    venue: 'softball',
    durationMinutes: 120,
  }),
  msoc: soccer,
  wsoc: soccer,
  wvball: dual({ score: 'volleyball', week: [{ day: 4, games: 1, group: 0, times: [h(19)] }, { day: 5, games: 1, group: 1, times: [h(14), h(18)] }], weeks: 13, venue: 'gym', tvShare: 0.2 }),
  mhockey: dual({
    score: 'hockey',
    spansNewYear: true,
    week: [{ day: 4, games: 1, group: 0, times: [h(19)] }, { day: 5, games: 1, group: 0, times: [h(19)] }],
    weeks: 16,
    venue: 'rink',
    durationMinutes: 150,
    tvShare: 0.3,
    radio: true,
  }),
  wlax: dual({ score: 'lacrosse', week: [{ day: 2, games: 1, group: 0, times: [h(16)] }, { day: 5, games: 1, group: 1, times: [h(12)] }], weeks: 7, venue: 'lacrosse' }),
  fhockey: dual({ score: 'field-hockey', week: [{ day: 4, games: 1, group: 0, times: [h(15)] }, { day: 6, games: 1, group: 1, times: [h(12)] }], weeks: 8, venue: 'fieldHockey' }),
  mten: tennis,
  wten: tennis,
  wrestling: dual({
    score: 'wrestling',
    spansNewYear: true,
    week: [{ day: 4, games: 1, group: 0, times: [h(19)] }, { day: 6, games: 1, group: 1, times: [h(13)] }],
    weeks: 8,
    tournamentGames: 0,
    venue: 'gym',
    tvShare: 0.1,
  }),
  mgolf: golf,
  wgolf: golf,
  mcross: crossCountry,
  wcross: crossCountry,
  mtrack: track,
  wtrack: track,
  wswim: meet({ score: 'swimming', spansNewYear: true, week: [{ day: 4, games: 1, group: 0, times: [h(17)] }], weeks: 10, meetDays: 2, venue: 'pool' }),
  wrow: meet({ score: 'rowing', week: [{ day: 5, games: 1, group: 0, times: [h(8)] }], weeks: 8, allDay: true, venue: 'boathouse' }),
};

/** The school's home venues and town, per demo school. */
export interface SchoolVenues {
  town: string;
  venues: Record<string, string>;
  /** Where the conference tournaments are played. */
  tournamentTown: string;
  classicTown: string;
  tvNetworks: string[];
  radioStation: string;
  conferenceAbbrev: string;
}

const VENUES: Record<string, SchoolVenues> = {
  ridgemont: {
    town: 'Ridgemont, Colo.',
    venues: {
      stadium: 'Ram Stadium', arena: 'Summit Arena', gym: 'Ram Gymnasium', ballpark: 'Foothills Field', softball: 'Aspen Grove Softball Complex',
      soccer: 'Ridgemont Soccer Park', tennis: 'Hartley Tennis Center', golf: 'Elk Meadows Golf Club', crossCountry: 'Ridgeline Cross Country Course',
      track: 'Ram Track & Field Complex', pool: 'Kessler Aquatic Center', rink: 'Summit Arena', lacrosse: 'Ridgemont Soccer Park',
      fieldHockey: 'Ridgemont Soccer Park', boathouse: 'Ridgemont Reservoir',
    },
    tournamentTown: 'Cheyenne Springs, Wyo.',
    classicTown: 'Las Vegas, Nev.',
    tvNetworks: ['Summit Plains Network', 'Mountain Sports Channel', 'KRDG 9'],
    radioStation: 'KRMS 1290 AM / 98.7 FM',
    conferenceAbbrev: 'SPC',
  },
  coastalbay: {
    town: 'Coastal Bay, Maine',
    venues: {
      stadium: 'Heron Field', arena: 'Harbor Arena', gym: 'Harbor Arena', ballpark: 'Lighthouse Park', softball: 'Dune Grass Softball Field',
      soccer: 'Heron Field', tennis: 'Coastal Bay Tennis Center', golf: 'Sea Pines Golf Links', crossCountry: 'Salt Marsh Course',
      track: 'Heron Track Complex', pool: 'Bayview Natatorium', rink: 'Bayfront Ice Arena', lacrosse: 'Heron Field',
      fieldHockey: 'Marsh Road Field Hockey Complex', boathouse: 'Bay River Boathouse',
    },
    tournamentTown: 'Providence, R.I.',
    classicTown: 'Orlando, Fla.',
    tvNetworks: ['Atlantic Shore Network', 'Harbor Sports Network', 'WCBY 6'],
    radioStation: 'WHRN 94.7 FM',
    conferenceAbbrev: 'ASAC',
  },
};

export function schoolVenues(tenantKey: string): SchoolVenues {
  return VENUES[tenantKey] ?? VENUES.ridgemont!;
}
