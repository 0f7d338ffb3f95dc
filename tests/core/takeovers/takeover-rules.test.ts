import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Takeover } from '../../../core/takeovers/takeover';
import {
  DEFAULT_TAKEOVER_CONFIG,
  EMPTY_TAKEOVER_LIST,
  TAKEOVER_TIMEOUT_MS,
  areTakeoversEnabled,
  concurrentGameDayUrl,
  shouldCheckTakeovers,
  takeoverToShow,
  withTakeoverConfigDefaults,
} from '../../../core/takeovers/takeover-rules';
import { RouteName } from '../../../core/routing/route-names';

const takeover: fc.Arbitrary<Takeover> = fc.record({
  type: fc.constantFrom('takeover', 'gameday'),
  id: fc.nat(),
  url: fc.option(fc.constantFrom('', '/gameday/a.aspx', 'https://x.example/t'), { nil: null }),
  cookie: fc.option(fc.constantFrom('', 'tk1', 'tk2', 'tk3'), { nil: null }),
});

describe('takeovers', () => {
  it('are checked only on Home and Sport Home', () => {
    expect(shouldCheckTakeovers(RouteName.Home)).toBe(true);
    expect(shouldCheckTakeovers(RouteName.SportHome)).toBe(true);
    const other = Object.values(RouteName).filter((n) => n !== RouteName.Home && n !== RouteName.SportHome);
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...other), fc.constant(null), fc.constant(undefined)), (name) => {
        expect(shouldCheckTakeovers(name)).toBe(false);
      }),
    );
  });

  it('shows the first entry with a url and a cookie the visitor lacks, else none', () => {
    fc.assert(
      fc.property(fc.array(takeover, { maxLength: 8 }), fc.subarray(['tk1', 'tk2', 'tk3']), (list, cookies) => {
        const shown = takeoverToShow(list, (name) => cookies.includes(name));
        const eligible = list.filter((t) => t.url && t.cookie && !cookies.includes(t.cookie));
        expect(shown).toBe(eligible[0]);
      }),
    );
  });

  it('builds the concurrent game-day url from the ids', () => {
    expect(concurrentGameDayUrl([1, 2, 3])).toBe('/gameday/concurrent.aspx?ids=1,2,3');
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), (ids) => {
        const url = new URL(concurrentGameDayUrl(ids), 'https://site.example');
        expect(url.pathname).toBe('/gameday/concurrent.aspx');
        expect(url.searchParams.get('ids')!.split(',').map(Number)).toEqual(ids);
      }),
    );
  });

  it('time out after 7000 ms, are enabled unless settings say false, and are not concurrent by default', () => {
    expect(TAKEOVER_TIMEOUT_MS).toBe(7000);
    expect(DEFAULT_TAKEOVER_CONFIG).toEqual({ isConcurrent: false });
    expect(EMPTY_TAKEOVER_LIST).toEqual({ takeovers: [], config: { isConcurrent: false } });
    fc.assert(
      fc.property(fc.option(fc.boolean(), { nil: undefined }), (setting) => {
        expect(areTakeoversEnabled(setting)).toBe(setting !== false);
      }),
    );
    expect(areTakeoversEnabled(null)).toBe(true);
    fc.assert(
      fc.property(fc.option(fc.record({ isConcurrent: fc.option(fc.boolean(), { nil: undefined }) }, { requiredKeys: [] }), { nil: null }), (config) => {
        expect(withTakeoverConfigDefaults(config)).toEqual({ isConcurrent: config?.isConcurrent ?? false });
      }),
    );
  });
});
