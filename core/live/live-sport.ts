import type { LiveRules } from './live-game';

/** The sports whose live rules we know; anything else is 'other' (a plain count-down clock). */
export type LiveSportKind = 'basketball' | 'football' | 'baseball' | 'softball' | 'soccer' | 'volleyball' | 'hockey' | 'lacrosse' | 'fieldhockey' | 'other';

// spec 3: sport codes of the sport-to-icon map (basketball: mbasket, wbasket, mbball, wbball; soccer: msoc, wsoc; football: football, sfootball).
const KIND_BY_CODE: Record<string, LiveSportKind> = {
  mbball: 'basketball',
  wbball: 'basketball',
  mbasket: 'basketball',
  wbasket: 'basketball',
  football: 'football',
  sfootball: 'football',
  baseball: 'baseball',
  softball: 'softball',
  wsoftbl: 'softball',
  msoc: 'soccer',
  wsoc: 'soccer',
  wvball: 'volleyball',
  mvball: 'volleyball',
  mhockey: 'hockey',
  whockey: 'hockey',
  mlax: 'lacrosse',
  wlax: 'lacrosse',
  fhockey: 'fieldhockey',
};

const KIND_BY_DOCUMENT_TYPE: Record<string, LiveSportKind> = {
  BasketballGame: 'basketball',
  FootballGame: 'football',
  BaseballSoftballGame: 'baseball',
  SoccerGame: 'soccer',
  VolleyballGame: 'volleyball',
  HockeyGame: 'hockey',
  LacrosseGame: 'lacrosse',
  FieldHockeyGame: 'fieldhockey',
};

/** The kind of a sport from its code (`sports.short_name`, the feed's GlobalSportShortname) or document Type. */
export function liveSportKind(code: string | null | undefined, documentType?: string | null): LiveSportKind {
  const byCode = code ? KIND_BY_CODE[code.toLowerCase()] : undefined;
  if (byCode) return byCode;
  return (documentType && KIND_BY_DOCUMENT_TYPE[documentType]) || 'other';
}

/** A sport's live rules as the feed states them, plus the period count and the document kind. */
export interface LiveSportRules extends LiveRules {
  PeriodsRegulation: number;
  DocumentType: string;
}

const rules = (documentType: string, periods: number, periodName: string, minutes: number | null, overtime: number | null, clock: 'Down' | 'Up' | 'None', showAsOT = true): LiveSportRules => ({
  DocumentType: documentType,
  PeriodsRegulation: periods,
  PeriodMinutes: minutes,
  PeriodName: periodName,
  OTMinutes: overtime,
  ShowExtraPeriodsAsOT: showAsOT,
  ClockDirection: clock,
  ClockSegmentation: clock === 'None' ? 'None' : 'Period',
});

/**
 * Sensible defaults when a document carries no Rules (live-stats-feed.md: e.g. basketball 4 periods of 10
 * minutes with 5-minute overtime). NCAA men's basketball plays two 20-minute halves; hockey's clock counts up.
 */
export function defaultLiveRules(kind: LiveSportKind, code?: string | null): LiveSportRules {
  switch (kind) {
    case 'basketball':
      return code?.toLowerCase().startsWith('m') ? rules('BasketballGame', 2, 'Half', 20, 5, 'Down') : rules('BasketballGame', 4, 'Quarter', 10, 5, 'Down');
    case 'football':
      return rules('FootballGame', 4, 'Quarter', 15, null, 'Down');
    case 'baseball':
      return rules('BaseballSoftballGame', 9, 'Inning', null, null, 'None', false);
    case 'softball':
      return rules('BaseballSoftballGame', 7, 'Inning', null, null, 'None', false);
    case 'soccer':
      return rules('SoccerGame', 2, 'Half', 45, 10, 'Down');
    case 'volleyball':
      return rules('VolleyballGame', 5, 'Set', null, null, 'None', false);
    case 'hockey':
      return rules('HockeyGame', 3, 'Period', 20, 5, 'Up');
    case 'lacrosse':
      return rules('LacrosseGame', 4, 'Quarter', 15, 4, 'Down');
    case 'fieldhockey':
      return rules('FieldHockeyGame', 4, 'Quarter', 15, 10, 'Down');
    default:
      return rules('Game', 2, 'Half', 20, 5, 'Down');
  }
}
