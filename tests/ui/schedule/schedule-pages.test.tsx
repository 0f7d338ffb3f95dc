import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSeededApp, type SeededApp } from '../support/seeded-app';
import { secondMonthOf } from '../../support/seed-picks';

type Sport = { id: number; globalSportNameSlug: string; title: string };

let app: SeededApp;
let football: Sport;

beforeAll(async () => {
  app = await startSeededApp();
  football = (await app.api<Sport[]>('/Sports')).find((sport) => sport.globalSportNameSlug === 'football')!;
});
afterAll(async () => app?.close());
afterEach(() => vi.restoreAllMocks());

const first = { timeout: 20_000 };
// Each render loads the real app from the real server; a few per test on a busy machine take a while.
vi.setConfig({ testTimeout: 90_000 });

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The games of the schedule's list, as rows (its own items, not the links inside them). */
function gameRows(name: RegExp = /games/i): HTMLElement[] {
  const section = screen.getByRole('region', { name });
  const list = section.querySelector('ol');
  return list ? ([...list.children] as HTMLElement[]) : [];
}

async function feedText(sportId: number, tenant = 'ridgemont'): Promise<string> {
  return (await fetch(`${app.apiBase}/Calendar/subscribe?type=ics&sportId=${sportId}`, { headers: { tenant } })).text();
}

describe('the schedule page', () => {
  it("lists the current season's games with the record, and filters them by location through the URL", async () => {
    const user = userEvent.setup();
    const { router } = app.renderAt('/sports/football/schedule');
    expect(await screen.findByRole('heading', { level: 1, name: /Football Schedule/ }, first)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Football Schedule - Ridgemont State Athletics'));
    const related = await app.api<Array<{ seasonTitle: string; scheduleId: number; isCurrent: boolean }>>(`/Season/${football.id}/related`);
    const current = related.find((season) => season.isCurrent)!;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${current.seasonTitle} Football Schedule`);
    // The school's SEO template for schedules, completed with the season (search results show it).
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        `The ${current.seasonTitle} Football schedule of the Ridgemont State University Rams, with results, tickets and how to watch.`,
      ),
    );
    const record = await app.api<{ overallRecord: string; homeRecord: string }>(`/Schedule/${current.scheduleId}/Record`);
    const recordSection = screen.getByRole('region', { name: 'Record' });
    expect(within(recordSection).getByText(new RegExp(`^${record.overallRecord}`))).toBeInTheDocument();
    // The home record is the term 'Home''s description (another record may read the same).
    expect(within(recordSection).getByText('Home', { selector: 'dt' }).nextElementSibling).toHaveTextContent(record.homeRecord);

    const all = gameRows();
    expect(all).toHaveLength((await feedText(football.id)).match(/BEGIN:VEVENT/g)!.length);
    const homeCount = all.filter((row) => row.dataset.location === 'H').length;
    expect(homeCount).toBeGreaterThan(0);
    expect(homeCount).toBeLessThan(all.length);
    expect(screen.getAllByRole('link', { name: /^Box Score/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /^Recap/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^(W|L|T)$/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Upcoming').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.search).toBe('?location=home'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'true'), first);
    const home = gameRows();
    expect(home).toHaveLength(homeCount);
    expect(home.every((row) => row.dataset.location === 'H')).toBe(true);
  });

  it('changes the season with the selector, and answers an unknown season with Page not found', async () => {
    const user = userEvent.setup();
    const { router, unmount } = app.renderAt('/sports/football/schedule');
    await screen.findByRole('heading', { level: 1, name: /Football Schedule/ }, first);
    const related = await app.api<Array<{ seasonTitle: string; isCurrent: boolean }>>(`/Season/${football.id}/related`);
    const past = related.find((season) => !season.isCurrent)!;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Season' }), past.seasonTitle);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/sports/football/schedule/${past.seasonTitle}`));
    expect(await screen.findByRole('heading', { level: 1, name: `${past.seasonTitle} Football Schedule` }, first)).toBeInTheDocument();
    expect(gameRows().length).toBeGreaterThan(0);
    expect(gameRows().every((row) => within(row).queryByText('Upcoming') === null)).toBe(true);
    unmount();

    app.renderAt('/sports/football/schedule/1899');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, first)).toBeInTheDocument();
  });

  it('downloads the season as an .ics file through the API and shows the webcal address', async () => {
    const user = userEvent.setup();
    const saved: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:calendar';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    app.renderAt('/sports/football/schedule');
    const button = await screen.findByRole('button', { name: /Download .* schedule \(\.ics\)/ }, first);
    await user.click(button);
    expect(await screen.findByText('Calendar file downloaded.', {}, first)).toBeInTheDocument();
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^football-\d{4}-schedule\.ics$/);
    expect(saved[0]!.type).toBe('text/calendar');
    const text = await readBlob(saved[0]!);
    expect(text).toBe(await feedText(football.id));
    expect(screen.getByRole('textbox', { name: 'Subscribe (webcal)' })).toHaveValue(`webcal://${window.location.host}/calendar.ics?sportId=${football.id}`);
  });

  it('shows the plain-text schedule and the print view, which prints after 1.5 s', async () => {
    const textView = app.renderAt('/sports/football/schedule/text');
    const text = await screen.findByRole('region', { name: /Football Schedule, plain text/ }, first);
    const lines = text.textContent!.split('\n');
    expect(lines[0]).toMatch(/^Date\s+Time\s+At\s+Opponent\s+Location\s+Result$/);
    expect(lines.length).toBe((await feedText(football.id)).match(/BEGIN:VEVENT/g)!.length + 2);
    await waitFor(() => expect(document.title).toBe('Football Schedule (Text) - Ridgemont State Athletics'));

    textView.unmount();
    const print = vi.fn();
    window.print = print;
    app.renderAt('/sports/football/schedule/print');
    const table = await screen.findByRole('table', {}, first);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);
    expect(print).not.toHaveBeenCalled();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 4_000 });
  });
});

describe('results, box scores and stats', () => {
  it('lists recent results ten to a page with score and links', async () => {
    const user = userEvent.setup();
    const { router } = app.renderAt('/sports/football/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'Football Results' }, first)).toBeInTheDocument();
    const page = await app.api<{ total: number; items: Array<{ opponent: { title: string } }> }>(`/EventsResults/results?sportId=${football.id}`);
    expect(gameRows(/recent results/i)).toHaveLength(10);
    expect(gameRows(/recent results/i)[0]).toHaveTextContent(page.items[0]!.opponent.title);
    await user.click(within(screen.getByRole('navigation', { name: 'Results pages' })).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Results pages' })).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'), first);
  });

  it('prints a season of results', async () => {
    window.print = vi.fn();
    const related = await app.api<Array<{ seasonTitle: string; isCurrent: boolean }>>(`/Season/${football.id}/related`);
    const season = related.find((entry) => !entry.isCurrent)!.seasonTitle;
    app.renderAt(`/sports/football/results/print/${season}/home`);
    expect(await screen.findByRole('heading', { level: 1, name: `${season} Football Home Results` }, first)).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.textContent!.includes('vs.'))).toBe(true);
  });

  it("shows a box score: line score, team totals and each team's tables with spec 9 abbreviations", async () => {
    const results = await app.api<{ items: Array<{ gameId: number; result: { boxScore: string; teamScore: string; opponentScore: string } }> }>(`/EventsResults/results?sportId=${football.id}&$pageSize=1`);
    const game = results.items[0]!;
    app.renderAt(game.result.boxScore);
    expect(await screen.findByRole('heading', { level: 1, name: /Ridgemont State University (vs\.|at) / }, first)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Final: (Win|Loss|Tie), ${game.result.teamScore}-${game.result.opponentScore}`))).toBeInTheDocument();
    const lineScore = screen.getByRole('table', { name: 'Scoring by period' });
    expect(within(lineScore).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Team statistics' })).toBeInTheDocument();
    const passing = screen.getByRole('table', { name: 'Ridgemont State University Passing' });
    const heads = within(passing).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(heads).toContain('QBR');
    const rushing = screen.getByRole('table', { name: 'Ridgemont State University Rushing' });
    expect(within(rushing).getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('TDs');
    expect(within(passing).getByRole('rowheader', { name: 'Totals' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Box Score: Ridgemont State University (vs\.|at) .+ - Football - Ridgemont State Athletics$/));
  });

  it('shows the result and line score of a game whose full statistics are missing', async () => {
    const golf = (await app.api<Sport[]>('/Sports')).find((sport) => sport.globalSportNameSlug === 'mens-golf')!;
    const results = await app.api<{ items: Array<{ gameId: number; opponent: { title: string } }> }>(`/EventsResults/results?sportId=${golf.id}&$pageSize=1`);
    const game = results.items[0]!;
    expect((await fetch(`${app.apiBase}/Stats/boxscore/${game.gameId}`, { headers: { tenant: 'ridgemont' } })).status).toBe(404);
    app.renderAt(`/sports/mens-golf/stats/2026/meet/boxscore/${game.gameId}`);
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(`^Ridgemont State University (vs\\.|at) .*${game.opponent.title}`) }, first)).toBeInTheDocument();
    expect(screen.getByText(/^Full statistics for this game are not available yet\./)).toBeInTheDocument();
  });

  it('answers a box score under the wrong sport, or of no game, with Page not found', async () => {
    const results = await app.api<{ items: Array<{ gameId: number }> }>(`/EventsResults/results?sportId=${football.id}&$pageSize=1`);
    const wrong = app.renderAt(`/sports/softball/stats/2026/lakeview-college/boxscore/${results.items[0]!.gameId}`);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, first)).toBeInTheDocument();
    wrong.unmount();
    app.renderAt('/sports/football/stats/2026/lakeview-college/boxscore/999999');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, first)).toBeInTheDocument();
  });

  it('shows the cumulative stats with a season selector, and the printable version', async () => {
    const statsView = app.renderAt('/sports/football/stats');
    const stats = await app.api<{ season: { title: string }; record: { overall: string }; games: unknown[] }>(`/Stats/cumulative?sportId=${football.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `${stats.season.title} Football Statistics` }, first)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveValue(stats.season.title);
    expect(screen.getByRole('table', { name: 'Passing' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Game by game results' })).getAllByRole('link', { name: /^Box Score/ })).toHaveLength(stats.games.length);
    expect(screen.getByRole('link', { name: 'Printable statistics (PDF)' })).toHaveAttribute('href', `/sports/football/stats/${stats.season.title}/pdf`);

    statsView.unmount();
    const pdf = app.renderAt(`/sports/football/stats/${stats.season.title}/pdf`);
    expect(await screen.findByRole('button', { name: 'Print or save as PDF' }, first)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${stats.season.title} Football Statistics`);
    pdf.unmount();

    app.renderAt('/sports/mens-golf/stats');
    expect(await screen.findByText("No statistics are available for Men's Golf.", {}, first)).toBeInTheDocument();
  });
});

describe('calendars and opponent history', () => {
  it('shows a month of every sport, moves by month and switches to the list', async () => {
    const user = userEvent.setup();
    const current = await app.api<{ startDate: string }>(`/Season?sportId=${football.id}`);
    const month = secondMonthOf(current.startDate);
    const { router } = app.renderAt(`/calendar?month=${month}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' }, first)).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: /^Games in / });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    expect(within(grid).getAllByRole('link').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('link', { name: /\(next month\)/ }));
    await waitFor(() => expect(router.state.location.search).not.toContain(`month=${month}`));
    await user.click(screen.getByRole('link', { name: 'List' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=list'));
    await waitFor(() => expect(screen.queryByRole('table', { name: /^Games in / })).toBeNull(), first);
  });

  it("shows a sport's calendar filtered by location, and its print view", async () => {
    window.print = vi.fn();
    const current = await app.api<{ startDate: string }>(`/Season?sportId=${football.id}`);
    const month = secondMonthOf(current.startDate);
    const listView = app.renderAt(`/sports/football/calendar?month=${month}&view=list&location=away`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Football Calendar' }, first)).toBeInTheDocument();
    const rows = [...document.querySelectorAll('ol > li')] as HTMLElement[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.dataset.location === 'A')).toBe(true);
    const print = screen.getByRole('link', { name: 'Print this month' });
    expect(print.getAttribute('href')).toMatch(new RegExp(`^/sports/football/calendar/print/list/${football.id}/${month}-01/${month}-\\d{2}/away$`));

    const href = print.getAttribute('href')!;
    listView.unmount();
    const printView = app.renderAt(href);
    expect(await screen.findByRole('heading', { level: 1, name: 'Football Calendar' }, first)).toBeInTheDocument();
    expect(screen.getAllByRole('table').length).toBe(screen.getAllByRole('heading', { level: 2 }).length);
    expect(screen.getAllByRole('table').length).toBeGreaterThan(0);
    printView.unmount();

    app.renderAt('/calendar/print/week/all/2026-11-01/2026-11-30/all');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, first)).toBeInTheDocument();
  });

  it('lists opponents with all-time records and opens one with every meeting', async () => {
    const user = userEvent.setup();
    const list = await app.api<{ total: number; items: Array<{ opponentName: string; opponentId: number }> }>(`/OpponentHistory/list/${football.id}`);
    app.renderAt('/sports/football/opponent-history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Football Opponent History' }, first)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'All-time records against each opponent' });
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(10, list.total) + 1);
    await user.click(within(table).getByRole('link', { name: list.items[0]!.opponentName }));
    expect(await screen.findByRole('heading', { level: 1, name: `vs. ${list.items[0]!.opponentName}` }, first)).toBeInTheDocument();
    const detail = await app.api<{ results: unknown[] }>(`/OpponentHistory/opponent/${football.id}/${list.items[0]!.opponentId}`);
    expect(within(screen.getByRole('table', { name: /Every meeting with/ })).getAllByRole('row')).toHaveLength(detail.results.length + 1);
    await waitFor(() => expect(document.title).toBe(`Football vs. ${list.items[0]!.opponentName} - Opponent History - Ridgemont State Athletics`));
  });
});
