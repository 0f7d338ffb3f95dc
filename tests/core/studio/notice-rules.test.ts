import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeLink, promotionBody, splashBody } from '../../../contract/studio/notices';
import { isSafeNoticeLink } from '../../../core/studio/notices/notice-rules';
import { EMPTY_PROMOTION, promotionErrors } from '../../../core/studio/notices/promotion-notice';
import { EMPTY_SPLASH, splashErrors } from '../../../core/studio/notices/splash-notice';

// The browser checks a notice with the same rules as the server's contract, so what the form lets through the server takes.
const links = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('/tickets', '//evil.example', 'https://a.example/x', 'http://', 'https://[', 'javascript:alert(1)', ' https://a.example', 'https://a.example/"x', 'HTTPS://A.EXAMPLE', 'data:text/html,x', '/a\\b'),
  fc.webUrl(),
  fc.tuple(fc.constantFrom('/', 'https://', 'http://'), fc.string({ maxLength: 20 })).map(([a, b]) => a + b),
);

describe('the notice rules in the browser', () => {
  it('take exactly the links the server takes', () => {
    fc.assert(
      fc.property(links, (link) => {
        expect(isSafeNoticeLink(link), link).toBe(isSafeLink(link));
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuse a splash page the server refuses, with the same field names', () => {
    const bad = { ...EMPTY_SPLASH, title: ' ', link: 'javascript:x', imageId: 4, imageAlt: '', startDate: '2026-11-21T10:00:00.000Z', endDate: '2026-11-21T09:00:00.000Z' };
    const server = splashBody.safeParse({ ...bad, html: null, link: bad.link });
    expect(server.success).toBe(false);
    const serverFields = new Set(server.error!.issues.map((issue) => issue.path.join('.')));
    expect(Object.keys(splashErrors(bad)).sort()).toEqual([...serverFields].sort());
    expect(splashErrors({ ...EMPTY_SPLASH, title: 'Hi' })).toEqual({ startDate: 'Enter when the splash starts.' });
  });

  it('refuse a promotion the server refuses, with the same field names', () => {
    const fieldsOf = (body: Record<string, unknown>) => {
      const server = promotionBody.safeParse(body);
      return server.success ? [] : [...new Set(server.error.issues.map((issue) => issue.path.join('.')))].sort();
    };
    // The server checks the fields first, the window and the alt text once they pass; the browser says all at once.
    const badFields = { ...EMPTY_PROMOTION, locationId: null, title: '', link: '//x', rank: 10_001 };
    expect(Object.keys(promotionErrors(badFields)).sort()).toEqual(fieldsOf({ ...badFields, locationId: undefined }));
    const badRules = { ...EMPTY_PROMOTION, locationId: 1, title: 'Tickets', imageId: 4, imageAlt: ' ', startDate: '2026-11-21T10:00:00.000Z', endDate: '2026-11-20T10:00:00.000Z' };
    expect(Object.keys(promotionErrors(badRules)).sort()).toEqual(fieldsOf(badRules));
    expect(promotionErrors({ ...EMPTY_PROMOTION, locationId: 1, title: 'Tickets', link: 'https://t.example' })).toEqual({});
  });
});
