import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_DISMISSAL_COOKIE_LIFETIME_MS } from '../../../core/alerts/alert-rules';
import { renderRouted, visitorWhoSawTakeovers } from '../routing/routed-app';
import { startSeededApp, type SeededApp } from '../support/seeded-app';
import { testNow } from '../../support/test-clock';

const FIRST = { timeout: 10_000 };
type Page<T> = { items: T[] };
type StoryWire = { title: string; url: string; primaryImage: { altText: string } | null };
type GameWire = { id: number; opponent: { title: string }; sport: { title: string } };

describe('the home page on the real seeded server', () => {
  let app: SeededApp;
  beforeAll(async () => {
    app = await startSeededApp();
  });
  afterAll(async () => app?.close());

  const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

  it.each(['ridgemont', 'coastalbay'])("shows %s's latest stories with images, games, results, scoreboard and countdown", async (tenant) => {
    renderRouted(app, '/', { tenant, cookies: await visitorWhoSawTakeovers(app, tenant) });
    await screen.findByRole('heading', { level: 2, name: 'Scoreboard' }, FIRST);
    // Below the scoreboard, the page's own code loads next (#24: on a server-rendered page, when the visitor nears it).
    await screen.findByRole('heading', { level: 2, name: 'Latest News' }, FIRST);

    const stories = await app.api<Page<StoryWire>>('/Stories?$pageSize=7', tenant);
    const news = section('Latest News');
    for (const story of stories.items) {
      // Two stories may share a headline (previews of two sports' games): each links to its own page.
      expect(within(news).getAllByRole('link', { name: story.title }).map((link) => link.getAttribute('href'))).toContain(story.url);
      if (story.primaryImage) expect(within(news).getAllByAltText(story.primaryImage.altText).length).toBeGreaterThan(0);
    }

    const games = section('Games');
    const upcoming = await app.api<Page<GameWire>>('/EventsResults/upcoming?$pageSize=5', tenant);
    const results = await app.api<Page<GameWire>>('/EventsResults/results?$pageSize=5', tenant);
    for (const game of [...upcoming.items, ...results.items]) expect(games.querySelector(`[data-game-id="${game.id}"]`)).toHaveTextContent(game.opponent.title);
    expect(within(games).getAllByText(/^[WLT], \d+-\d+$/).length).toBeGreaterThan(0);

    const scoreboard = section('Scoreboard');
    const board = await app.api<Page<GameWire>>('/EventsResults/scoreboard?$pageSize=10', tenant);
    expect(within(scoreboard).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    for (const game of board.items) expect(scoreboard.querySelector(`[data-game-id="${game.id}"]`)).toHaveTextContent(game.sport.title);

    const countdown = await app.api<{ title: string }>('/Countdown/homepage', tenant);
    const timer = screen.getByRole('timer', { name: `Time until ${countdown.title}` });
    const seconds = () => timer.querySelector('[data-unit="seconds"]')?.textContent;
    const before = seconds();
    // spec 4/9: the countdown ticks each second.
    await waitFor(() => expect(seconds()).not.toBe(before), { timeout: 3_000 });

    // spec 3: every seeded location type shows its campaigns.
    for (const slot of ['home-top', 'home-multi', 'home-html', 'home-icons']) {
      await waitFor(() => expect(document.querySelector(`section[data-promotion-slot="${slot}"] [data-campaign-id]`)).not.toBeNull(), { timeout: 5_000 });
    }
  });

  it('shows the active alert and dismisses it for 12 hours', async () => {
    const cookies = await visitorWhoSawTakeovers(app);
    const [alert] = await app.api<Array<{ id: number; title: string }>>('/Alert/active');
    const first = renderRouted(app, '/', { cookies });
    const alerts = await screen.findByRole('region', { name: 'Alerts' }, FIRST);
    expect(alerts).toHaveTextContent(alert!.title);
    const before = testNow();
    await first.user.click(within(alerts).getByRole('button', { name: `Dismiss alert: ${alert!.title}` }));
    expect(screen.queryByRole('region', { name: 'Alerts' })).not.toBeInTheDocument();
    const cookie = cookies.cookies.get(`alert-dismissed-${alert!.id}`);
    expect(cookie?.options.path).toBe('/');
    expect(cookie!.options.expires! - before).toBeGreaterThanOrEqual(ALERT_DISMISSAL_COOKIE_LIFETIME_MS);
    expect(cookie!.options.expires! - before).toBeLessThan(ALERT_DISMISSAL_COOKIE_LIFETIME_MS + 60_000);
    first.unmount();

    renderRouted(app, '/', { cookies });
    await screen.findByRole('heading', { level: 2, name: 'Latest News' }, FIRST);
    expect(screen.queryByRole('region', { name: 'Alerts' })).not.toBeInTheDocument();
  });

  it('jumps to a section of the page by its hash (same-path navigation)', async () => {
    // jsdom has no layout, so no scrollIntoView: record which element the router scrolls to.
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const { user, router } = renderRouted(app, '/', { cookies: await visitorWhoSawTakeovers(app) });
      const jump = await screen.findByRole('navigation', { name: 'On this page' }, FIRST);
      await user.click(within(jump).getByRole('link', { name: 'Latest News' }));
      await waitFor(() => expect(router.state.location.hash).toBe('#home-news'));
      expect(router.state.location.pathname).toBe('/');
      await waitFor(() => expect(scrolled.map((element) => element.id)).toContain('home-news'));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("shows a sport's stories, games, record, roster highlights with headshots and coaches", async () => {
    const sports = await app.api<Array<{ id: number; title: string; globalSportNameSlug: string; scheduleId: number }>>('/Sports');
    const baseball = sports.find((s) => s.globalSportNameSlug === 'baseball')!;
    renderRouted(app, '/sports/baseball', { cookies: await visitorWhoSawTakeovers(app, 'ridgemont', [baseball.id]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Baseball' }, FIRST)).toBeInTheDocument();

    const stories = await app.api<Page<StoryWire>>(`/Stories?sportId=${baseball.id}&$pageSize=4`);
    for (const story of stories.items) expect(within(section('Latest News')).getByRole('link', { name: story.title })).toHaveAttribute('href', story.url);

    const record = await app.api<{ overallRecord: string; conferenceRecord: string }>(`/Schedule/${baseball.scheduleId}/Record`);
    expect(screen.getByText('Overall').nextElementSibling).toHaveTextContent(record.overallRecord);
    expect(screen.getByText('Conference').nextElementSibling).toHaveTextContent(record.conferenceRecord);

    const upcoming = await app.api<Page<GameWire>>(`/EventsResults/upcoming?sportId=${baseball.id}&$pageSize=4`);
    const schedule = section('Schedule');
    for (const game of upcoming.items) expect(schedule.querySelector(`[data-game-id="${game.id}"]`)).toHaveTextContent(game.opponent.title);
    expect(within(schedule).getByRole('link', { name: 'Full schedule' })).toHaveAttribute('href', '/sports/baseball/schedule');

    const roster = section('Roster');
    const players = within(roster).getAllByRole('listitem');
    expect(players.length).toBe(4);
    for (const player of players) {
      expect(player.querySelector('img')).not.toBeNull();
      expect(within(player).getByRole('link').getAttribute('href')).toMatch(/^\/sports\/baseball\/roster\/[a-z0-9-]+\/\d+$/);
    }

    const coaches = section('Coaches');
    const coachLinks = within(coaches).getAllByRole('link').filter((link) => link.getAttribute('href')?.includes('/roster/coaches/'));
    expect(coachLinks.length).toBeGreaterThan(0);
    expect(within(coaches).getAllByText(/Head Coach/).length).toBeGreaterThan(0);
  });
});
