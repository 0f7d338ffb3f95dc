import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Takeover, TakeoverList } from '../../../core/takeovers/takeover';
import { TAKEOVER_COOKIE_LIFETIME_MS, takeoverCookieOptions, takeoverDestination } from '../../../core/takeovers/takeover-destination';
import { concurrentGameDayUrl, takeoverToShow } from '../../../core/takeovers/takeover-rules';

const takeover: fc.Arbitrary<Takeover> = fc.record({
  type: fc.constantFrom('takeover', 'gameday', 'GameDay'),
  id: fc.nat({ max: 500 }),
  url: fc.option(fc.constantFrom('', '/tickets', '/gameday/a.aspx', 'https://x.example/t'), { nil: null }),
  cookie: fc.option(fc.constantFrom('', 'tk1', 'tk2', 'tk3', 'tk4'), { nil: null }),
});
const list = (isConcurrent: fc.Arbitrary<boolean>): fc.Arbitrary<TakeoverList> => fc.record({ takeovers: fc.array(takeover, { maxLength: 6 }), config: fc.record({ isConcurrent }) });
const seen = fc.subarray(['tk1', 'tk2', 'tk3', 'tk4']);

const isDueGameday = (t: Takeover, has: (n: string) => boolean) => t.type.toLowerCase() === 'gameday' && !!t.url && !!t.cookie && !has(t.cookie);

describe('which takeover shows (spec 2.2/4)', () => {
  it('without the concurrent config: the first due takeover alone, with its cookie', () => {
    fc.assert(
      fc.property(list(fc.constant(false)), seen, (l, cookies) => {
        const has = (name: string) => cookies.includes(name);
        const single = takeoverToShow(l.takeovers, has);
        expect(takeoverDestination(l, has)).toEqual(single ? { url: single.url, cookies: [single.cookie] } : undefined);
      }),
    );
  });

  it('with the concurrent config and two or more game days due: the concurrent page with their ids, marking each seen', () => {
    fc.assert(
      fc.property(list(fc.constant(true)), seen, (l, cookies) => {
        const has = (name: string) => cookies.includes(name);
        const gamedays = l.takeovers.filter((t) => isDueGameday(t, has));
        const destination = takeoverDestination(l, has);
        if (gamedays.length > 1) {
          expect(destination).toEqual({ url: concurrentGameDayUrl(gamedays.map((t) => t.id)), cookies: gamedays.map((t) => t.cookie) });
        } else {
          const single = takeoverToShow(l.takeovers, has);
          expect(destination?.url).toBe(single?.url ?? undefined);
        }
      }),
    );
  });

  it('never shows a takeover whose cookie the visitor has', () => {
    fc.assert(
      fc.property(list(fc.boolean()), seen, (l, cookies) => {
        const destination = takeoverDestination(l, (name) => cookies.includes(name));
        for (const cookie of destination?.cookies ?? []) expect(cookies).not.toContain(cookie);
        // Once its cookies are set, none of the same takeovers shows again.
        if (destination) {
          const after = [...cookies, ...destination.cookies];
          const next = takeoverDestination(l, (name) => after.includes(name));
          for (const cookie of next?.cookies ?? []) expect(destination.cookies).not.toContain(cookie);
        }
      }),
    );
  });

  it('sets the seen cookie on the whole site for a month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (now) => {
        expect(takeoverCookieOptions(now)).toEqual({ expires: now + TAKEOVER_COOKIE_LIFETIME_MS, path: '/' });
      }),
    );
  });
});
