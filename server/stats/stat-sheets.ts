import { BASEBALL_SHEET, SOFTBALL_SHEET } from './baseball.sheet';
import { BASKETBALL_SHEET } from './basketball.sheet';
import { FOOTBALL_SHEET } from './football.sheet';
import { FIELD_HOCKEY_SHEET, HOCKEY_SHEET, LACROSSE_SHEET, SOCCER_SHEET } from './goal-sports.sheet';
import { TENNIS_SHEET, WRESTLING_SHEET } from './match-sports.sheet';
import type { StatFamily, StatSheet } from './stat-sheet';
import { VOLLEYBALL_SHEET } from './volleyball.sheet';

/** The box-score family of each sport code (sports' `short_name`); sports not listed keep no stats. */
const FAMILY_BY_SPORT_CODE: Readonly<Record<string, StatFamily>> = {
  mbball: 'basketball',
  wbball: 'basketball',
  wvball: 'volleyball',
  mvball: 'volleyball',
  msoc: 'soccer',
  wsoc: 'soccer',
  fhockey: 'fieldhockey',
  mlax: 'lacrosse',
  wlax: 'lacrosse',
  mhockey: 'hockey',
  whockey: 'hockey',
  baseball: 'baseball',
  softball: 'softball',
  football: 'football',
  mten: 'tennis',
  wten: 'tennis',
  wrestling: 'wrestling',
};

const SHEETS: Readonly<Record<StatFamily, StatSheet>> = {
  basketball: BASKETBALL_SHEET,
  volleyball: VOLLEYBALL_SHEET,
  soccer: SOCCER_SHEET,
  fieldhockey: FIELD_HOCKEY_SHEET,
  lacrosse: LACROSSE_SHEET,
  hockey: HOCKEY_SHEET,
  baseball: BASEBALL_SHEET,
  softball: SOFTBALL_SHEET,
  football: FOOTBALL_SHEET,
  tennis: TENNIS_SHEET,
  wrestling: WRESTLING_SHEET,
};

export function statFamilyOf(sportCode: string): StatFamily | null {
  return FAMILY_BY_SPORT_CODE[sportCode] ?? null;
}

export function statSheet(family: StatFamily): StatSheet {
  return SHEETS[family];
}

export function isStatFamily(value: string): value is StatFamily {
  return Object.hasOwn(SHEETS, value);
}
