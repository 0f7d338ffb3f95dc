/**
 * v2-reference 2 and 10: a sport's `gameSynonym`, the word its schedule uses for one event. Always a
 * string on the wire: the platform names a soccer game a match and a cross-country race a meet.
 */
const SYNONYMS: Record<string, string> = {
  msoc: 'Match', wsoc: 'Match', wvball: 'Match', mten: 'Match', wten: 'Match', wrestling: 'Match',
  mcross: 'Meet', wcross: 'Meet', mtrack: 'Meet', wtrack: 'Meet', wswim: 'Meet', mswim: 'Meet',
  mgolf: 'Tournament', wgolf: 'Tournament', wrow: 'Regatta', spirit: 'Event',
};

export function gameSynonymOf(globalSportShortName: string | null | undefined): string {
  return SYNONYMS[globalSportShortName ?? ''] ?? 'Game';
}
