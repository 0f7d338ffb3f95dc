import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LiveEventItem } from '../../core/games/live-event-item';
import type { LiveGame, LiveGameSnapshot } from '../../core/live/live-game';
import { demoLiveToken } from '../../server/live/live-tokens';
import { withHomeBasket } from '../adapters/live/live-server';
import { axeViolations, describeViolations, openAxePage } from './support/axe';
import { watchErrors } from './support/browser';
import { e2eSession } from './support/e2e-session';
import { continuePastSplash } from './support/visitor';
import { testNow } from '../support/test-clock';

interface CalendarEvent {
  id: number;
  gameState: number | null;
  gameCenterEnabled: boolean | null;
  result: { status: string } | null;
}

const session = e2eSession();

async function apiJson<T>(path: string, tenant = 'ridgemont'): Promise<T> {
  const response = await fetch(session.server.url(`/api/v2${path}`), { headers: { tenant } });
  return (await response.json()) as T;
}

async function ingest(gameId: number, game: LiveGame, tenant = 'ridgemont'): Promise<void> {
  const response = await fetch(session.server.url(`/api/v2/live/games/${gameId}`), {
    method: 'PUT',
    headers: { tenant, authorization: `Bearer ${demoLiveToken(tenant)}`, 'content-type': 'application/json' },
    body: JSON.stringify(game),
  });
  expect(response.status).toBe(200);
}

/** The school's games under way that have a live document, with their state. */
async function liveGames(tenant: string): Promise<LiveGameSnapshot[]> {
  const { items } = await apiJson<{ items: LiveEventItem[] }>('/live/scoreboard', tenant);
  const states: LiveGameSnapshot[] = [];
  for (const item of items) {
    const response = await fetch(session.server.url(`/api/v2/live/games/${item.id}`), { headers: { tenant } });
    if (response.status === 200) states.push((await response.json()) as LiveGameSnapshot);
  }
  return states;
}

async function calendarGames(tenant: string): Promise<CalendarEvent[]> {
  const day = (offset: number) => new Date(testNow() + offset * 86_400_000).toISOString().slice(0, 10);
  const days = await apiJson<Array<{ events: CalendarEvent[] }>>(`/Calendar/from/${day(-4)}/to/${day(4)}`, tenant);
  return days.flatMap((entry) => entry.events).filter((event) => event.gameCenterEnabled);
}

async function open(path: string, tenant?: string): Promise<{ page: Page; errors: string[] }> {
  const page = await session.browser.newPage({ viewport: { width: 1366, height: 900 } });
  await continuePastSplash(page.context(), session.server, tenant);
  const errors = watchErrors(page);
  await page.goto(session.server.url(path, tenant));
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
  return { page, errors };
}

/** The connection status in the game centre's scoreboard ('Live', 'Reconnecting…', 'Offline'). */
function connection(page: Page, label: string) {
  return page.getByRole('region', { name: 'Score' }).getByText(label, { exact: true });
}

/** The plays as listed (newest first). */
async function playTexts(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Plays, newest first' }).getByRole('listitem').allTextContents();
}

describe('the live game centre in Chromium', () => {
  it.each(['ridgemont', 'coastalbay'])("renders %s's game centres before, during and after a game", async (tenant) => {
    const games = await calendarGames(tenant);
    const live = (await liveGames(tenant))[0]!;
    const preview = games.find((game) => game.gameState === 0)!;
    const final = games.find((game) => game.result && ['W', 'L', 'T'].includes(game.result.status))!;
    for (const [id, marker] of [
      [live.gameId, 'Play-by-play'],
      [preview.id, 'Countdown'],
      [final.id, 'Final result'],
    ] as const) {
      const { page, errors } = await open(`/game-center/${id}`, tenant === 'ridgemont' ? undefined : tenant);
      await page.getByRole('heading', { level: 2, name: marker }).waitFor();
      expect(await page.getByText('Page not found').count()).toBe(0);
      expect(errors, `game ${id}`).toEqual([]);
      await page.close();
    }
  });

  it('shows a score posted by the stat crew without reloading', async () => {
    const state = (await liveGames('ridgemont')).find((game) => game.game.Game.Type === 'BasketballGame') ?? (await liveGames('ridgemont'))[0]!;
    const { page, errors } = await open(`/game-center/${state.gameId}`);
    await connection(page, 'Live').waitFor();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const next = withHomeBasket(state.game, 2, 'Driving layup posted by the stat crew');
    await ingest(state.gameId, next);
    const home = page.getByRole('region', { name: 'Score' }).getByText(`${state.game.Game.HomeTeam.Name} score:`).locator('..');
    await expect.poll(() => home.textContent(), { timeout: 5_000 }).toContain(String(next.Game.HomeTeam.Score));
    expect((await playTexts(page))[0]).toContain('Driving layup posted by the stat crew');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('after the connection is cut and restored, shows every play in order', async () => {
    const state = (await liveGames('ridgemont')).at(-1)!;
    const { page } = await open(`/game-center/${state.gameId}`);
    await connection(page, 'Live').waitFor();
    const before = (await playTexts(page)).length;
    await page.context().setOffline(true);
    await connection(page, 'Offline').waitFor();
    let game = state.game;
    for (const narrative of ['First play while offline', 'Second play while offline', 'Third play while offline']) {
      game = withHomeBasket(game, 1, narrative);
      await ingest(state.gameId, game);
    }
    await page.context().setOffline(false);
    await connection(page, 'Live').waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await playTexts(page))[0] ?? '', { timeout: 10_000 }).toContain('Third play while offline');
    const more = page.getByRole('button', { name: /^Show all \d+ plays$/ });
    if (await more.count()) await more.click();
    const expected = (await apiJson<LiveGameSnapshot>(`/live/games/${state.gameId}`)).game.Plays.map((play) => play.Narrative ?? '').reverse();
    const shown = await playTexts(page);
    expect(shown.length).toBe(expected.length);
    expect(shown.length).toBeGreaterThan(before);
    shown.forEach((text, index) => expect(text).toContain(expected[index]));
    await page.close();
  });
});

describe('accessibility of the game centre (axe-core)', () => {
  it('a live game centre has no violations', async () => {
    const state = (await liveGames('ridgemont'))[0]!;
    const page = await openAxePage(session.browser);
    await page.goto(session.server.url(`/game-center/${state.gameId}`));
    await page.getByRole('heading', { level: 2, name: 'Play-by-play' }).waitFor({ timeout: 20_000 });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});
