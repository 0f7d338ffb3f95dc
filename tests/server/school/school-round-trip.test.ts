import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as apiRoutes from '../../../server/api/api-route';
import { exportSchool } from '../../../server/school/archive/export-school';
import { restoreSchool, type RestoreResult } from '../../../server/school/archive/restore-school';
import { TEST_NOW, testNow } from '../../support/test-clock';
import { fillRequest, isNotSetUp, isStream, routeOf, SeedValues, splitVersion, type OpenApiDocument } from '../support/openapi-params';
import { signInStaff } from '../support/staff-sign-in';
import { startTestApi, type TestApi } from '../support/test-api';
import { AnswerComparer } from './answer-compare';

/**
 * issue 27: export each demo school, restore it under a new key in the same store, then every GET path of the
 * OpenAPI document (v2 and v2.1, filled as the contract walk fills them) answers the same for the copy as for the
 * original, ids mapped through the restore's id maps and the school key read as the original's.
 */

const SCHOOLS = ['ridgemont', 'coastalbay'] as const;

/** Answers drawn at random on each request: compared by status and shape only. */
const RANDOM_PATHS = new Set(['/Players/random']);
const RANDOM_KEYS = ['random_single'];

const copyOf = (school: string) => `${school}2`;

describe('an exported school restored under a new key answers every GET as the original', () => {
  let api: TestApi;
  const restored = new Map<string, RestoreResult>();
  beforeAll(async () => {
    // One instant for every answer: the original and its copy are asked a moment apart, and answers that carry the
    // time they were made (an iCalendar's DTSTAMP, a feed's lastBuildDate) must not differ by that moment.
    api = await startTestApi('pglite', inject('postgresUrl'), {
      now: () => TEST_NOW,
      prepare: async (store) => {
        for (const school of SCHOOLS) {
          const archive = await exportSchool(store.database, school, { withPersonalData: true, now: new Date(testNow()) });
          restored.set(school, await restoreSchool(store.database, archive.bytes, { as: copyOf(school), now: new Date(testNow()) }));
        }
      },
    });
  }, 120_000);
  afterAll(async () => api?.close());

  it.each(SCHOOLS)('%s', async (school) => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
    const copy = copyOf(school);
    const seeds = {
      original: new SeedValues(api, school, (await signInStaff(api.app, school)).cookie),
      copy: new SeedValues(api, copy, (await signInStaff(api.app, copy, school)).cookie),
    };
    const comparer = new AnswerComparer(restored.get(school)!.idMaps, school, copy);
    let compared = 0;
    let equal = 0;
    const differences: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      const operation = methods.get;
      if (!operation || path.startsWith(apiRoutes.STUDIO_PREFIX)) continue;
      const [root, relative] = splitVersion(path);
      const route = routeOf(root, relative);
      // Event streams never end under inject; their first frames are the live hub's, walked by the contract test.
      if (!route || isStream(route)) continue;
      const staff = '401' in operation.responses;
      const answers = [];
      for (const [side, tenant] of [['original', school], ['copy', copy]] as const) {
        const seed = seeds[side];
        const url = await fillRequest(seed, root, relative, operation).catch((error: Error) => `unfillable: ${error.message}`);
        const response = url.startsWith('unfillable') ? { status: 0, json: null, body: url } : await api.get(url, tenant, staff ? { cookie: seed.staffCookie } : {});
        answers.push({ url, ...response });
      }
      const [original, restoredAnswer] = answers as [(typeof answers)[0], (typeof answers)[0]];
      if (original.status === 0 && restoredAnswer.status === 0) continue;
      compared += 1;
      comparer.scope = relative;
      if (RANDOM_PATHS.has(relative)) for (const answer of [original, restoredAnswer]) answer.json = shapeOf(answer.json);
      for (const answer of [original, restoredAnswer]) {
        const body = answer.json as Record<string, unknown> | null;
        for (const key of RANDOM_KEYS) if (body && typeof body === 'object' && body[key]) body[key] = 'random';
      }
      const difference =
        original.status !== restoredAnswer.status
          ? `status ${original.status} ≠ ${restoredAnswer.status} (${restoredAnswer.body.slice(0, 160)})`
          : original.json !== null || isNotSetUp(original)
            ? comparer.difference(original.json, restoredAnswer.json)
            : comparer.difference(original.body, restoredAnswer.body);
      const described = `GET ${original.url} vs ${restoredAnswer.url}: ${difference}`;
      if (!difference) equal += 1;
      else differences.push(described);
    }
    console.log(`round trip ${school}: ${compared} answers compared, ${equal} equal`);
    expect(compared).toBeGreaterThan(100);
    expect(differences.slice(0, 5)).toEqual([]);

    const logo = await Promise.all([school, copy].map((key) => api.app.inject({ method: 'GET', url: `/media/${key}/logo.svg`, headers: { tenant: key } })));
    expect(logo.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(logo[1]!.rawPayload.equals(logo[0]!.rawPayload)).toBe(true);
  }, 180_000);
});

/** A random answer's shape: its keys and the types and lengths of its values. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  return typeof value;
}
