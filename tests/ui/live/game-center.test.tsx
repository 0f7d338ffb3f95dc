import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEventItem } from '../../../core/games/live-event-item';
import type { LiveGameSnapshot } from '../../../core/live/live-game';
import type { LiveScoreboardStream } from '../../../core/live/live-scoreboard-stream.port';
import { demoLiveToken } from '../../../server/live/live-tokens';
import { LiveScoreboard } from '../../../ui/live/live-scoreboard';
import { LiveScoreboardContext, type LiveScoreboardSource } from '../../../ui/live/live-scoreboard-context';
import { PageResourcesContext } from '../../../ui/routing/page-resources';
import { HydratedPageResources } from '../../../composition/hydrated-page-resources';
import { ServerPageResources } from '../../../composition/server/server-page-resources';
import { withHomeBasket } from '../../adapters/live/live-server';
import { NodeEventSource } from '../../../scripts/node-event-source';
import { startSeededApp, type SeededApp } from '../support/seeded-app';
import { testNow } from '../../support/test-clock';
import { scoreboardStream } from '../support/scoreboard-stream';

interface CalendarDay {
  date: string;
  events: Array<{ id: number; gameState: number | null; gameCenterEnabled: boolean | null; result: { status: string } | null; sport: { shortname: string }; opponent: { title: string } }>;
}

function day(offset: number): string {
  return new Date(testNow() + offset * 86_400_000).toISOString().slice(0, 10);
}

describe('the game centre in the real app, on the real seeded server', () => {
  let app: SeededApp;
  let liveIds: number[] = [];
  let calendar: CalendarDay[] = [];
  const previous = (globalThis as { EventSource?: unknown }).EventSource;

  beforeAll(async () => {
    // jsdom has no EventSource: the test's stands in for the browser's.
    (globalThis as { EventSource?: unknown }).EventSource = NodeEventSource;
    app = await startSeededApp();
    const { items } = await app.api<{ items: LiveEventItem[] }>('/live/scoreboard');
    for (const item of items) {
      const response = await fetch(`${app.apiBase}/live/games/${item.id}`, { headers: { tenant: 'ridgemont' } });
      if (response.status === 200) liveIds.push(item.id);
    }
    liveIds = liveIds.slice(0, 6);
    calendar = await app.api<CalendarDay[]>(`/Calendar/from/${day(-4)}/to/${day(4)}`);
  });
  afterAll(async () => {
    for (const source of NodeEventSource.instances) source.close();
    (globalThis as { EventSource?: unknown }).EventSource = previous;
    await app?.close();
  });

  async function liveGameOf(kind: (state: LiveGameSnapshot) => boolean): Promise<LiveGameSnapshot> {
    for (const id of liveIds) {
      const state = await app.api<LiveGameSnapshot>(`/live/games/${id}`);
      if (kind(state)) return state;
    }
    throw new Error('no such live game in the seed');
  }

  async function ingest(gameId: number, game: LiveGameSnapshot['game']) {
    const response = await fetch(`${app.apiBase}/live/games/${gameId}`, {
      method: 'PUT',
      headers: { tenant: 'ridgemont', authorization: `Bearer ${demoLiveToken('ridgemont')}`, 'content-type': 'application/json' },
      body: JSON.stringify(game),
    });
    expect(response.status).toBe(200);
  }

  it('shows a game under way: teams, score, period, line score, leaders, team stats, box score and plays', async () => {
    const state = await liveGameOf((s) => s.game.Game.Type === 'BasketballGame');
    const { Game } = state.game;
    app.renderAt(`/game-center/${state.gameId}`);
    const heading = await screen.findByRole('heading', { level: 1, name: /Basketball (vs|at) / }, { timeout: 10_000 });
    expect(heading).toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(`${heading.textContent}: the live score, box score, leaders and play-by-play in the Game Center.`));
    const score = screen.getByRole('region', { name: 'Score' });
    expect(within(score).getByText(`${Game.HomeTeam.Name}`)).toBeInTheDocument();
    expect(within(score).getByText(`${Game.VisitingTeam.Name}`)).toBeInTheDocument();
    expect(within(score).getByText(`${Game.HomeTeam.Name} score:`, { exact: false }).parentElement).toHaveTextContent(String(Game.HomeTeam.Score));
    expect(within(score).getByText(/Quarter|Half|OT/)).toBeInTheDocument();

    const lineScore = screen.getByRole('table', { name: 'Score by period' });
    const rows = within(lineScore).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(Game.VisitingTeam.Name!);
    expect(rows[1]).toHaveTextContent(String(Game.VisitingTeam.PeriodScores[0]));

    expect(screen.getByRole('heading', { level: 2, name: 'Team leaders' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Team stats/ })).toBeInTheDocument();
    const boxTables = screen.getAllByRole('table', { name: new RegExp(`^(${Game.HomeTeam.Name}|${Game.VisitingTeam.Name}) `) });
    expect(boxTables.length).toBeGreaterThanOrEqual(2);
    expect(within(boxTables[0]!).getAllByRole('rowheader').length).toBeGreaterThan(3);

    const plays = screen.getByRole('list', { name: 'Plays, newest first' });
    const newest = state.game.Plays.at(-1)!;
    expect(within(plays).getAllByRole('listitem')[0]).toHaveTextContent(newest.Narrative!);
  });

  it('updates the score in place when the stat crew posts, and announces it politely', async () => {
    const state = await liveGameOf((s) => s.game.Game.Type === 'SoccerGame' || s.game.Game.Type === 'BasketballGame');
    app.renderAt(`/game-center/${state.gameId}`);
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await within(screen.getByRole('region', { name: 'Score' })).findByText('Live', {}, { timeout: 10_000 });
    const next = withHomeBasket(state.game, 2, 'Jumper from the elbow');
    await act(() => ingest(state.gameId, next));
    const home = state.game.Game.HomeTeam.Name!;
    const score = screen.getByRole('region', { name: 'Score' });
    await waitFor(() => expect(within(score).getByText(`${home} score:`, { exact: false }).parentElement).toHaveTextContent(String(next.Game.HomeTeam.Score)), { timeout: 10_000 });
    const status = screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite' && element.textContent !== '')!;
    expect(status).toHaveTextContent(`${home} scores.`);
    expect(within(screen.getByRole('list', { name: 'Plays, newest first' })).getAllByRole('listitem')[0]).toHaveTextContent('Jumper from the elbow');
  });

  it('shows the situation of a softball or baseball game: count, outs and runners in words', async () => {
    const state = await liveGameOf((s) => s.game.Game.Type === 'BaseballSoftballGame' && s.game.Game.Situation !== null);
    app.renderAt(`/game-center/${state.gameId}`);
    const situation = await screen.findByRole('region', { name: 'Situation' }, { timeout: 10_000 });
    const { Situation } = state.game.Game;
    expect(within(situation).getByRole('img', { name: /^(Bases empty|Bases loaded|Runners? on .+)$/ })).toBeInTheDocument();
    expect(situation).toHaveTextContent(`${Situation!.Balls}-${Situation!.Strikes}`);
    expect(situation).toHaveTextContent(`${Situation!.Outs} out`);
  });

  it('counts down to a game not yet started and shows its preview', async () => {
    const upcoming = calendar.flatMap((d) => d.events).find((event) => event.gameState === 0 && event.gameCenterEnabled)!;
    app.renderAt(`/game-center/${upcoming.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(upcoming.opponent.title) }, { timeout: 10_000 })).toBeInTheDocument();
    const countdown = screen.getByRole('timer', { name: 'Countdown to the game' });
    expect(within(countdown).getByText('Hours')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Game preview' })).toBeInTheDocument();
    expect(screen.getByText('Date')).toBeInTheDocument();
  });

  it('shows the final result with the box score link after the game', async () => {
    const played = calendar.flatMap((d) => d.events).find((event) => event.result && event.gameCenterEnabled && ['W', 'L', 'T'].includes(event.result.status))!;
    app.renderAt(`/game-center/${played.id}`);
    const result = await screen.findByRole('region', { name: 'Final result' }, { timeout: 10_000 });
    expect(result).toHaveTextContent(new RegExp(`^Final result${played.result!.status} \\d+-\\d+`));
    expect(within(result).getByRole('link', { name: 'Full box score' })).toHaveAttribute('href', expect.stringContaining(`/boxscore/${played.id}`));
  });

  it("says 'Page not found' for a game the school does not have", async () => {
    app.renderAt('/game-center/987654');
    expect(await screen.findByText(/Page not found/i, {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('the live scoreboard', () => {

  function item(id: number, sportId: number, home: number, away: number): LiveEventItem {
    const side = (name: string, score: number) => ({ icon: null, name, abbreviation: null, Score: score, color: null });
    return {
      id, date: '2026-11-21', formatedDate: 'November 21, 2026', dateTime: '2026-11-21T13:00:00', dateTimeUtc: `2026-11-21T${10 + id}:00:00Z`, endDateTime: null, endDateTimeUtc: null,
      gameType: 'C', gameState: 3, gameStateDisplay: 'Live', gameTime: '7:42', gameLocationIndicator: 'H', gameStatus: '2nd Half', period: 2, periodsRegulation: 2,
      location: { location: null, facilityTitle: null, HAN: 'H', neutralHomeTeam: false }, sport: { id: sportId, title: `Sport ${sportId}`, shortname: 's', global_sport_shortname: null },
      teams: { home: side('Ridgemont State', home), away: side(`Visitors ${id}`, away) }, schoolIsHome: true, opponentIsHome: false,
      opponentInfo: { id: 1, image: null, title: `Visitors ${id}`, prefix: null, website: null },
    };
  }

  /** A source whose read of the games under way must not be made: a page the browser renders waits for the stream. */
  const sourceOf = (stream: LiveScoreboardStream): LiveScoreboardSource => ({
    gamesUnderWay: () => Promise.reject(new Error('the browser reads the stream')),
    stream,
  });

  it('lists the games under way with links to their game centres, updating as items change', () => {
    const stream = scoreboardStream();
    render(
      <MemoryRouter>
        <LiveScoreboardContext.Provider value={sourceOf(stream)}>
          <LiveScoreboard />
        </LiveScoreboardContext.Provider>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading', { name: 'Live scores' })).toBeNull();
    stream.emit({ type: 'scoreboard', items: [item(1, 7, 10, 8), item(2, 9, 3, 1)] });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/game-center/1', '/game-center/2']);
    expect(links[0]).toHaveAccessibleName(/Ridgemont State 10, Visitors 1 8/);
    stream.emit({ type: 'item', item: item(1, 7, 13, 8) });
    expect(screen.getAllByRole('link')[0]).toHaveAccessibleName(/Ridgemont State 13, Visitors 1 8/);
  });

  it("shows only the sport's games, and nothing without a game under way or without a stream", () => {
    const stream = scoreboardStream();
    const { container } = render(
      <MemoryRouter>
        <LiveScoreboardContext.Provider value={sourceOf(stream)}>
          <LiveScoreboard sportId={9} />
        </LiveScoreboardContext.Provider>
        <LiveScoreboard />
      </MemoryRouter>,
    );
    stream.emit({ type: 'scoreboard', items: [item(1, 7, 10, 8), item(2, 9, 3, 1)] });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/game-center/2']);
    stream.emit({ type: 'scoreboard', items: [] });
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('starts the stream only when its place comes near the viewport (#24: below the fold it costs the first load nothing)', () => {
    const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[]; margin: string | undefined }> = [];
    const previous = globalThis.IntersectionObserver;
    // jsdom lays nothing out: this stands in for the browser's observer, and the test says when the place is seen.
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, targets: this.targets, margin: options?.rootMargin });
      }
      targets: Element[] = [];
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {
        this.targets.length = 0;
      }
    } as unknown as typeof IntersectionObserver;
    try {
      let subscribed = 0;
      const stream = scoreboardStream();
      const counted: LiveScoreboardStream = { subscribe: (onEvent, onStatus) => ((subscribed += 1), stream.subscribe(onEvent, onStatus)) };
      render(
        <MemoryRouter>
          <LiveScoreboardContext.Provider value={sourceOf(counted)}>
            <LiveScoreboard />
          </LiveScoreboardContext.Provider>
        </MemoryRouter>,
      );
      expect(subscribed).toBe(0);
      const [observer] = observers;
      expect(observer?.targets).toHaveLength(1);
      act(() => observer!.callback([{ isIntersecting: false, target: observer!.targets[0]! } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(subscribed).toBe(0);
      act(() => observer!.callback([{ isIntersecting: true, target: observer!.targets[0]! } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(subscribed).toBe(1);
      expect(observer!.targets).toHaveLength(0);
      stream.emit({ type: 'scoreboard', items: [item(1, 7, 10, 8)] });
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/game-center/1']);
    } finally {
      globalThis.IntersectionObserver = previous;
    }
  });

  it('shows the games the server rendered while a page hydrates, then follows the stream (#12)', async () => {
    const stream = scoreboardStream();
    const rendered = [item(1, 7, 10, 8), item(2, 9, 3, 1)];
    const server = new ServerPageResources();
    // The server's render asks once and waits (suspends) for the games; they go to the browser as JSON.
    try {
      server.read('live-scoreboard', async () => rendered);
    } catch (loading) {
      await loading;
    }
    const hydrated = new HydratedPageResources(JSON.parse(JSON.stringify(server.values())) as Record<string, unknown>);
    render(
      <MemoryRouter>
        <PageResourcesContext.Provider value={hydrated}>
          <LiveScoreboardContext.Provider value={sourceOf(stream)}>
            <LiveScoreboard />
          </LiveScoreboardContext.Provider>
        </PageResourcesContext.Provider>
      </MemoryRouter>,
    );
    // Before the stream says anything: the games as the server rendered them.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/game-center/1', '/game-center/2']);
    stream.emit({ type: 'scoreboard', items: [item(2, 9, 4, 1)] });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/game-center/2']);
  });
});
