import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RosterListItemWire, RosterWire } from '../../../contract/rosters';
import type { PlayerBioWire, PlayerHistoryItemWire } from '../../../contract/players';
import type { PageEnvelope } from '../../../contract/paging';
import { startSeededApp, type SeededApp } from '../support/seeded-app';

type SportWire = { id: number; title: string; globalSportNameSlug: string; nonSport: boolean };

const slugOf = (first: string, last: string) => `${first} ${last}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const byJersey = (a: { jerseyNumber: string }, b: { jerseyNumber: string }) => Number(a.jerseyNumber) - Number(b.jerseyNumber) || a.jerseyNumber.length - b.jerseyNumber.length;
const names = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent?.replace(/ \(Captain\)$/, ''));

describe('roster pages on the real seeded server', () => {
  let app: SeededApp;
  let baseball: SportWire;
  let current: RosterWire;
  let seasons: RosterListItemWire[];

  beforeAll(async () => {
    app = await startSeededApp();
    const sports = await app.api<SportWire[]>('/Sports');
    baseball = sports.find((sport) => sport.globalSportNameSlug === 'baseball')!;
    seasons = await app.api<RosterListItemWire[]>(`/Rosters/list?sportId=${baseball.id}`);
    current = await app.api<RosterWire>(`/Rosters/${seasons.find((season) => season.isCurrent)!.rosterId}`);
  });
  afterAll(async () => app?.close());

  it('lists the current roster by jersey with headshots, coaches and support staff, and sets the title', async () => {
    app.renderAt('/sports/baseball/roster');
    expect(await screen.findByRole('heading', { level: 1, name: current.displayTitle }, { timeout: 10_000 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Players' });
    const expected = [...current.players].sort(byJersey).map((player) => `${player.firstName} ${player.lastName}`);
    expect(names(list)).toEqual(expected);
    const first = current.players.find((player) => player.image)!;
    expect(within(list).getAllByRole('img', { name: `${first.firstName} ${first.lastName}` }).length).toBeGreaterThan(0);
    const coaches = screen.getByRole('list', { name: 'Coaching staff' });
    const head = current.coaches!.find((coach) => coach.isHeadCoach)!;
    expect(within(coaches).getByRole('link', { name: `${head.firstName} ${head.lastName}` })).toHaveAttribute('href', `/sports/baseball/roster/coaches/${slugOf(head.firstName, head.lastName)}/${head.staffId}`);
    const support = screen.getByRole('list', { name: 'Support staff' });
    for (const person of current.support!) expect(within(support).getByRole('link', { name: `${person.firstName} ${person.lastName}` })).toHaveAttribute('href', person.url);
    await waitFor(() => expect(document.title).toContain(current.displayTitle));
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^The \d{4}(-\d{2})? Baseball roster of the Ridgemont State University Rams\.$/));
  });

  it('sorts by name through the sort control and puts the choice in the URL', async () => {
    const { router } = app.renderAt('/sports/baseball/roster');
    const select = await screen.findByRole('combobox', { name: 'Sort by' }, { timeout: 10_000 });
    await userEvent.selectOptions(select, 'name');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
    const expected = [...current.players]
      .sort((a, b) => a.lastName.localeCompare(b.lastName, 'en', { sensitivity: 'base' }) || a.firstName.localeCompare(b.firstName, 'en', { sensitivity: 'base' }))
      .map((player) => `${player.firstName} ${player.lastName}`);
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Players' }))).toEqual(expected));
  });

  it('shows the table view with the class sort in academic-year order', async () => {
    app.renderAt('/sports/baseball/roster?view=table&sort=class');
    const table = await screen.findByRole('table', { name: /sorted by class/ }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(current.players.length);
    const ranks = rows.map((row) => current.players.find((player) => row.textContent?.includes(`${player.firstName} ${player.lastName}`))!.academicYearNumber);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('changes season with the season selector', async () => {
    const older = seasons.find((season) => !season.isCurrent)!;
    const { router } = app.renderAt('/sports/baseball/roster');
    const select = await screen.findByRole('combobox', { name: 'Season' }, { timeout: 10_000 });
    await userEvent.selectOptions(select, String(older.rosterId));
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('heading', { level: 1, name: older.displayTitle }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/sports/baseball/roster/${older.seasonTitle}`);
  });

  it('answers an unknown season with Page not found', async () => {
    app.renderAt('/sports/baseball/roster/1999');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows both track rosters on a track roster (spec 2.3)', async () => {
    app.renderAt('/sports/womens-track-and-field/roster');
    const nav = await screen.findByRole('navigation', { name: 'Track and field rosters' }, { timeout: 10_000 });
    expect(within(nav).getByRole('link', { name: /^Men's Track and Field/ })).toHaveAttribute('href', '/sports/mens-track-and-field/roster');
    expect(within(nav).getByRole('link', { name: /^Women's Track and Field/ })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a player bio from the roster', async () => {
    const player = [...current.players].sort(byJersey)[0]!;
    const bio = await app.api<PlayerBioWire>(`/Players/roster/bio/${player.rosterPlayerId}`);
    app.renderAt('/sports/baseball/roster');
    const list = await screen.findByRole('list', { name: 'Players' }, { timeout: 10_000 });
    await userEvent.click(within(list).getAllByRole('link', { name: `${player.firstName} ${player.lastName}` })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: `${player.firstName} ${player.lastName}` }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(`#${bio.jerseyNumber}`)).toBeInTheDocument();
    expect(screen.getByText(bio.positionLong)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Biography' })).toBeInTheDocument();
    if (bio.bio) expect(screen.getByText(bio.bio.split('\n')[0]!.trim())).toBeInTheDocument();
    const seasonsTable = screen.getByRole('table', { name: /season by season/ });
    expect(within(seasonsTable).getAllByRole('row')).toHaveLength(bio.historicalFields.length + 1);
    for (const account of bio.socialMediaR) expect(screen.getByRole('list', { name: /on social media/ })).toHaveTextContent(account.platformName === 'Twitter' ? 'X (Twitter)' : account.platformName);
    await waitFor(() => expect(document.title).toContain(`${player.firstName} ${player.lastName}`));
  });

  it('answers a bio under the wrong sport, or an unknown id, with Page not found', async () => {
    const player = current.players[0]!;
    app.renderAt(`/sports/football/roster/${slugOf(player.firstName, player.lastName)}/${player.rosterPlayerId}`);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 })).toBeInTheDocument();
    cleanup();
    app.renderAt('/sports/baseball/roster/nobody/999999');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('prints the roster view', async () => {
    app.renderAt('/sports/baseball/roster/print');
    const table = await screen.findByRole('table', { name: 'Players' }, { timeout: 10_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(current.players.length + 1);
    expect(screen.getByRole('heading', { level: 1, name: current.displayTitle })).toBeInTheDocument();
  });

  it('lists the historical roster, filtered by sport and last name, paged', async () => {
    const expected = await app.api<PageEnvelope<PlayerHistoryItemWire>>(`/Players/history?SportId=${baseball.id}&lastNameStart=B&$pageSize=10`);
    const { router } = app.renderAt('/historical-roster?sport=baseball&lastNameStart=B');
    const list = await screen.findByRole('list', { name: 'Players' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(expected.items.map((item) => `${item.firstName} ${item.lastName}`));
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(`${expected.total} players in Baseball, last names starting with B`);
    if (expected.pages > 1) {
      await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
      await waitFor(() => expect(router.state.location.search).toBe('?sport=baseball&lastNameStart=B&page=2'));
    }
  });

  it('searches the historical roster of a sport by name', async () => {
    const someone = current.players[3]!;
    app.renderAt('/sports/baseball/historical-roster');
    const input = await screen.findByRole('searchbox', { name: 'Name' }, { timeout: 10_000 });
    await userEvent.type(input, someone.lastName);
    await userEvent.click(screen.getByRole('button', { name: 'Find players' }));
    await waitFor(() => expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(`matching “${someone.lastName}”`));
    const list = screen.getByRole('list', { name: 'Players' });
    expect(within(list).getAllByRole('link', { name: `${someone.firstName} ${someone.lastName}` }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Baseball Historical Roster' })).toBeInTheDocument();
  });
});
