import { afterAll, describe, expect, inject, it } from 'vitest';
import { activityPageWire } from '../../../contract/studio/activity';
import { storyDetailWire, storyHistoryWire, storyWriteWire } from '../../../contract/studio/stories';
import { storeKinds } from '../../support/test-store';
import { freshTarget, killHard, signInProcess, startServerProcess, stopGently, type Running } from '../support/server-process';

/**
 * Issue 25: a story, its new version and its audit row are written in one transaction, durable before
 * the 2xx. The real server runs as a child process and is killed with SIGKILL while a save is in flight,
 * at a different moment each round; started again on the same store, the story is either the one before
 * that save or the one after it, whole, with exactly one version and one audit row per save it holds.
 */

const TENANT = 'ridgemont';
const ROUNDS = 6;
const SAVES_PER_ROUND = 3;

interface Studio {
  url: string;
  cookie: string;
  csrfToken: string;
}

/** A body big enough that its write takes a moment (about 60 KB), and unique to its save. */
const bodyOf = (label: string) => Array.from({ length: 300 }, (_, n) => `<p>${label}: paragraph ${n} of the game report, with enough words to weigh something.</p>`).join('');

async function call(studio: Studio, method: string, pathname: string, options: { json?: unknown; ifMatch?: number } = {}): Promise<Response> {
  const headers: Record<string, string> = { tenant: TENANT, cookie: studio.cookie, 'x-csrf-token': studio.csrfToken };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.ifMatch !== undefined) headers['if-match'] = `"${options.ifMatch}"`;
  return fetch(`${studio.url}/api/studio${pathname}`, { method, headers, body: options.json === undefined ? undefined : JSON.stringify(options.json) });
}

async function json(response: Response, status: number): Promise<unknown> {
  const text = await response.text();
  expect(response.status, text.slice(0, 500)).toBe(status);
  return JSON.parse(text);
}

async function open(running: Running): Promise<Studio> {
  return { url: running.url, ...(await signInProcess(running.url, TENANT)) };
}

/** How many audit rows name this story. */
async function auditRowsOf(studio: Studio, storyId: number): Promise<number> {
  let rows = 0;
  for (let page = 1; ; page += 1) {
    const answer = activityPageWire.parse(await json(await call(studio, 'GET', `/activity?page=${page}&pageSize=100`), 200));
    rows += answer.items.filter((item) => item.kind === 'story' && item.itemId === storyId).length;
    if (page * answer.pageSize >= answer.total) return rows;
  }
}

describe.each(storeKinds(inject('postgresUrl')))('a story on %s survives kill -9 in the middle of a save', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps the story before the save or after it, whole, with one version and one audit row per save', { timeout: 300_000 }, async () => {
    const target = await freshTarget(kind, inject('postgresUrl'));
    cleanups.push(() => target.dispose());
    let running = await startServerProcess(target);
    cleanups.push(() => stopGently(running));
    let studio = await open(running);

    const created = storyWriteWire.parse(await json(await call(studio, 'POST', '/stories', { json: { title: 'Kill nine', body: bodyOf('created') } }), 201));
    const bodies = new Map<number, string>([[created.version, bodyOf('created')]]);
    let version = created.version;
    const outcomes: string[] = [];

    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      for (let save = 0; save < SAVES_PER_ROUND; save += 1) {
        const body = bodyOf(`round ${round} save ${save}`);
        version = storyWriteWire.parse(await json(await call(studio, 'PUT', `/stories/${created.id}`, { json: { title: 'Kill nine', body }, ifMatch: version }), 200)).version;
        bodies.set(version, body);
      }
      const saveTime = (performance.now() - started) / SAVES_PER_ROUND;

      // One more save, and the server killed while it is in flight: from a tenth of the way through a save to past its end, later each round.
      const inFlightBody = bodyOf(`round ${round} in flight`);
      const answer = call(studio, 'PUT', `/stories/${created.id}`, { json: { title: 'Kill nine', body: inFlightBody }, ifMatch: version }).then(
        (response) => response.status,
        () => null,
      );
      await new Promise((resolve) => setTimeout(resolve, saveTime * (0.1 + round * 0.2)));
      await killHard(running);
      const status = await answer;

      running = await startServerProcess(target);
      studio = await open(running);
      const story = storyDetailWire.parse(await json(await call(studio, 'GET', `/stories/${created.id}`), 200));
      // Acknowledged means kept; otherwise the save is all there or not at all.
      if (status === 200) expect(story.version).toBe(version + 1);
      expect([version, version + 1]).toContain(story.version);
      expect(story.body).toBe(story.version === version ? bodies.get(version) : inFlightBody);
      if (story.version === version + 1) bodies.set(story.version, inFlightBody);
      outcomes.push(`${status ?? 'no answer'} → ${story.version === version ? 'before' : 'after'}`);
      version = story.version;

      const history = storyHistoryWire.parse(await json(await call(studio, 'GET', `/stories/${created.id}/history`), 200));
      expect(history.items.map((item) => item.version).sort((a, b) => a - b)).toEqual(Array.from({ length: version }, (_, n) => n + 1));
      expect(await auditRowsOf(studio, created.id)).toBe(version);
    }
    console.info(`${kind}: kill -9 mid-save, ${ROUNDS} rounds: ${outcomes.join(', ')}`);
    await stopGently(running);
  });
});
