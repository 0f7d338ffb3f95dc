import { describe, expect, it } from 'vitest';
import type { PageEnvelope } from '../../contract/paging';
import type { StoryWire } from '../../contract/stories';
import { e2eSession } from './support/e2e-session';
import { openVisitor } from './support/visitor';
import { testNow } from '../support/test-clock';

const session = e2eSession();
const DAY_MS = 86_400_000;

/** React's hydration failures: a mismatch (418, 425), a boundary the server could not finish (419), a root rendered again (423). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|423|425)/i;

/** One page of each route family the server renders, with real ids from the seed. */
async function familyPages(): Promise<string[]> {
  const story = (await session.apiJson<PageEnvelope<StoryWire>>('/api/v2/Stories?$pageSize=1', 'ridgemont')).items[0]!;
  const live = (await session.apiJson<{ items: Array<{ id: number }> }>('/api/v2/live/scoreboard', 'ridgemont')).items[0]!;
  return ['/', '/sports', '/sports/football', '/sports/football/schedule', '/calendar', '/sports/football/roster', '/staff-directory', story.url, '/archives', '/tags', `/game-center/${live.id}`, '/galleries', '/awards', '/facilities', '/tickets', '/404'];
}

describe('hydration with React (#24)', () => {
  it.each([
    ['on the pinned test clock', 0],
    ['with the browser a day ahead of the server', DAY_MS],
  ])('hydrates one page of every route family without a hydration error %s', async (_label, ahead) => {
    const { page, context } = await openVisitor(session.browser, session.server);
    if (ahead) await context.clock.setSystemTime(testNow() + ahead);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (HYDRATION_ERROR.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(error.message)) errors.push(`${page.url()}: ${error.message}`);
    });
    for (const path of await familyPages()) {
      await page.goto(session.server.url(path));
      expect(await page.locator('#hydration-data').count(), `${path} is rendered on the server`).toBe(1);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
