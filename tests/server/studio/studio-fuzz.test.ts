import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioRouteInfo } from '../../../server/studio/studio-route';
import type { StaffSignIn } from '../support/staff-sign-in';
import { call, STORY, startStudioApp, type StudioApp } from './studio-test-kit';

// DESIGN 8: nothing a client sends produces a 5xx, signed in or not. Every /api/studio route, as its own
// school's staff, with hostile path values, If-Match headers, query values and JSON bodies.
const NASTY = ['0', '-1', '1', '2147483648', '99999999999999999999', '1.5', 'NaN', 'abc', '%', '..', ' ', '', "'; DROP TABLE stories; --", '\u{1F3C8}', 'a'.repeat(600)];
const text = fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 30 }));
const hostileField = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, [], {}, -1, 0, 1e308, '9999-12-31T23:59:59Z', '0000-01-01T00:00:00Z', '2026-02-30T00:00:00Z', '<script>alert(1)</script>'),
  fc.array(fc.oneof(text, fc.integer()), { maxLength: 30 }),
);
const storyKeys = ['title', 'body', 'sportId', 'subtitle', 'tags', 'writer', 'imageId', 'imageAlt', 'gameId', 'at', 'unpublishAt'] as const;
const body = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.record(Object.fromEntries(storyKeys.map((key) => [key, hostileField])), { requiredKeys: [] }).map((fields) => ({ ...STORY, ...fields })));

describe('every /api/studio route answers hostile input below 500', () => {
  let studio: StudioApp;
  let staff: StaffSignIn;
  let routes: StudioRouteInfo[];
  beforeAll(async () => {
    studio = await startStudioApp();
    staff = await studio.signIn('ridgemont');
    routes = studio.app.studioRouteInfo;
    await studio.call('POST', '/api/studio/stories', { session: staff, body: STORY });
  });
  afterAll(async () => studio?.close());

  it('with random path values, If-Match, query and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(fc.oneof(text, fc.nat(400).map(String)), { minLength: 1, maxLength: 3 }),
        fc.option(fc.oneof(text, fc.nat(5).map((n) => `"${n}"`)), { nil: undefined }),
        fc.dictionary(fc.constantFrom('status', 'q', 'page', 'pageSize', 'kind'), text, { maxKeys: 3 }),
        body,
        async (route, pathValues, ifMatch, query, payload) => {
          let index = 0;
          const path = route.url.replace(/:\w+(\([^)]*\))?/g, () => encodeURIComponent(pathValues[index++ % pathValues.length] ?? '') || '-');
          const search = new URLSearchParams(query).toString();
          const answer = await call(studio.app, route.method, `${path}${search ? `?${search}` : ''}`, {
            session: staff,
            ...(route.method !== 'GET' ? { body: payload } : {}),
            headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
          });
          expect(answer.status, `${route.method} ${path} ${answer.body.slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000);
});
