import type { GoalFamily } from '../../goal-sports.sheet';
import type { CounterMap } from './side-kit';

// What every goal sport's player element writes: shots, goal kinds and minutes.
const COMMON: CounterMap = {
  min: ['misc.minutes', 'misc.min'],
  g: ['shots.g'],
  a: ['shots.a'],
  sh: ['shots.sh'],
  sog: ['shots.sog'],
  gw: ['goaltype.gw'],
  ua: ['goaltype.ua'],
  ot: ['goaltype.ot'],
  fgl: ['goaltype.fg'],
  gt: ['goaltype.gt'],
};

// Soccer's program names cards by colour, lacrosse's by initials; each map takes either.
const CARDS = {
  gc: ['penalty.green', 'penalty.gc'],
  yc: ['penalty.yellow', 'penalty.yc'],
  rc: ['penalty.red', 'penalty.rc'],
} as const;

const BY_FAMILY: Record<GoalFamily, CounterMap> = {
  soccer: { ...COMMON, fouls: ['penalty.fouls', 'penalty.foul'], yc: CARDS.yc, rc: CARDS.rc, ds: ['misc.dsave'] },
  fieldhockey: { ...COMMON, gc: CARDS.gc, yc: CARDS.yc, rc: CARDS.rc, ds: ['misc.dsave'] },
  lacrosse: {
    ...COMMON,
    gb: ['misc.gb'],
    dc: ['misc.dc'],
    ct: ['misc.ct'],
    to: ['misc.turnover', 'misc.to'],
    fouls: ['penalty.foul', 'penalty.fouls'],
    gc: CARDS.gc,
    yc: CARDS.yc,
    rc: CARDS.rc,
  },
  hockey: {
    ...COMMON,
    // Every shot a hockey file counts is on goal; sog is written by few hockey writers.
    sog: ['shots.sog', 'shots.sh'],
    pm: ['misc.plusminus', 'misc.pm', 'misc.plusmin'],
    pim: ['penalty.minutes', 'penalty.pim'],
    ppg: ['goaltype.pp', 'goaltype.ppg', 'shots.ppg'],
    shg: ['goaltype.sh', 'goaltype.shg', 'shots.shg'],
  },
};

/** A field player's counters in the family's sheet keys. */
export const fieldCounterMap = (family: GoalFamily): CounterMap => BY_FAMILY[family];

/** A keeper's `<goalie>` (a player's, or the team's totals'): minutes as 'MM:SS', goals against, saves. */
export const KEEPER_COUNTERS: CounterMap = {
  min: ['goalie.minutes', 'goalie.min'],
  ga: ['goalie.ga'],
  sv: ['goalie.saves', 'goalie.sv'],
};

/** The stat elements a field line is read from: a keeper with none of them has a keeper's line only. */
export const FIELD_ELEMENTS = ['shots', 'goaltype', 'penalty', 'misc'] as const;
