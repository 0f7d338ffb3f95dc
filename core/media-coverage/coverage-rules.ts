import type { CoverageOutlet, OutletKind } from './coverage-game';

/** How far ahead the coverage page looks: four weeks from today. */
export const COVERAGE_DAYS = 28;
const MS_PER_DAY = 86_400_000;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today through `days - 1` days later (UTC calendar days), for a clock reading `nowMs`. */
export function coverageWindow(nowMs: number, days = COVERAGE_DAYS): { start: string; end: string } {
  const span = Math.max(1, Math.floor(days));
  return { start: utcDay(nowMs), end: utcDay(nowMs + (span - 1) * MS_PER_DAY) };
}

/** The order outlets are listed in, and the word each is introduced by. */
export const OUTLET_KINDS: ReadonlyArray<{ kind: OutletKind; label: string }> = [
  { kind: 'tv', label: 'TV' },
  { kind: 'video', label: 'Watch' },
  { kind: 'radio', label: 'Radio' },
  { kind: 'audio', label: 'Listen' },
  { kind: 'stats', label: 'Live Stats' },
];

export function outletKindLabel(kind: OutletKind): string {
  return OUTLET_KINDS.find((entry) => entry.kind === kind)?.label ?? kind;
}

/** Outlets in the page's order (TV first), without blanks or repeats. */
export function orderedOutlets(outlets: readonly CoverageOutlet[]): CoverageOutlet[] {
  const rank = (kind: OutletKind) => OUTLET_KINDS.findIndex((entry) => entry.kind === kind);
  const seen = new Set<string>();
  return outlets
    .filter((outlet) => outlet.label.trim() !== '' || outlet.url)
    .filter((outlet) => {
      const key = `${outlet.kind}|${outlet.label.trim().toLowerCase()}|${outlet.url ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => rank(a.kind) - rank(b.kind));
}
