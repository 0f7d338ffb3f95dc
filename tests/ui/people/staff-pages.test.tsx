import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageEnvelope } from '../../../contract/paging';
import type { RosterListItemWire, RosterWire } from '../../../contract/rosters';
import type { CoachingHistoryWire, StaffCategoryWire, StaffMemberWire } from '../../../contract/staff';
import { startSeededApp, type SeededApp } from '../support/seeded-app';

type SportWire = { id: number; title: string; globalSportNameSlug: string };

describe('coach and staff pages on the real seeded server', () => {
  let app: SeededApp;
  let football: SportWire;
  let roster: RosterWire;
  let seasons: RosterListItemWire[];
  let history: CoachingHistoryWire;
  let categories: StaffCategoryWire[];

  beforeAll(async () => {
    app = await startSeededApp();
    football = (await app.api<SportWire[]>('/Sports')).find((sport) => sport.globalSportNameSlug === 'football')!;
    seasons = await app.api<RosterListItemWire[]>(`/Rosters/list?sportId=${football.id}`);
    roster = await app.api<RosterWire>(`/Rosters/${seasons.find((season) => season.isCurrent)!.rosterId}`);
    history = await app.api<CoachingHistoryWire>(`/Staff/coaches/history/overall/${football.id}`);
    categories = await app.api<StaffCategoryWire[]>('/Staff/filters/categories');
  });
  afterAll(async () => app?.close());

  it("lists a season's coaches, and a past season by its title", async () => {
    const older = seasons.find((season) => !season.isCurrent)!;
    const past = await app.api<RosterWire>(`/Rosters/${older.rosterId}`);
    app.renderAt(`/sports/football/coaches/${older.seasonTitle}`);
    expect(await screen.findByRole('heading', { level: 1, name: `${older.seasonTitle} Football Coaching Staff` }, { timeout: 10_000 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Coaches' });
    for (const coach of past.coaches!) expect(within(list).getByRole('link', { name: `${coach.firstName} ${coach.lastName}` })).toHaveAttribute('href', coach.url);
    await waitFor(() => expect(document.title).toContain('Football Coaching Staff'));
    expect(document.body.dataset.pageType).toBe('coach list');
  });

  it('shows the year-by-year and overall coaching records on the coaches path (year/overall segment)', async () => {
    app.renderAt('/sports/football/coaches/year');
    const yearly = await screen.findByRole('table', { name: /Football Coaching Records, year by year/ }, { timeout: 10_000 });
    const rows = within(yearly).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(history.yearly.length);
    const newest = history.yearly[history.yearly.length - 1]!;
    expect(rows[0]).toHaveTextContent(newest.season);
    expect(rows[0]).toHaveTextContent(`${newest.overallWins}-${newest.overallLosses}`);
    // spec 2.1/2.2: the same pattern as coach_list, but a year/overall segment is coach_coaching_records.
    await waitFor(() => expect(document.body.dataset.pageType).toBe('coach coaching records'));
    expect(document.body.dataset.analyticsLabel).toBe('coach coaching records');
    await userEvent.click(screen.getByRole('link', { name: 'Overall' }));
    const overall = await screen.findByRole('table', { name: /overall/ }, { timeout: 10_000 });
    expect(within(overall).getAllByRole('row').slice(1)).toHaveLength(history.overall.length);
  });

  it("shows a head coach's bio with contact links and coaching history", async () => {
    const head = roster.coaches!.find((coach) => coach.isHeadCoach)!;
    const member = await app.api<StaffMemberWire>(`/Staff/${head.staffId}`);
    app.renderAt(head.url!);
    expect(await screen.findByRole('heading', { level: 1, name: `${head.firstName} ${head.lastName}` }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: member.email })).toHaveAttribute('href', `mailto:${member.email}`);
    expect(screen.getByRole('link', { name: member.phone })).toHaveAttribute('href', `tel:${member.phone.replace(/\D/g, '')}`);
    const seasonsCoached = history.yearly.filter((row) => row.staffId === head.staffId);
    const table = screen.getByRole('table', { name: /head coaching record/ });
    expect(within(table).getAllByRole('row')).toHaveLength(seasonsCoached.length + 2);
    expect(screen.getByRole('img', { name: `${head.firstName} ${head.lastName}` })).toBeInTheDocument();
  });

  it('shows a support staff bio under the sport and 404s a person who does not serve it', async () => {
    const person = roster.support![0]!;
    app.renderAt(person.url!);
    expect(await screen.findByRole('heading', { level: 1, name: `${person.firstName} ${person.lastName}` }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(person.title!, { selector: 'p' })).toBeInTheDocument();
    app.renderAt(`/sports/football/roster/staff/sydney-rowe/1`);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("shows a sport's staff department", async () => {
    const department = categories.find((category) => category.sportId === football.id)!;
    const members = await app.api<PageEnvelope<StaffMemberWire>>(`/Staff?categoryId=${department.id}&$pageSize=100`);
    app.renderAt('/sports/football/staff');
    const table = await screen.findByRole('table', { name: 'Football staff' }, { timeout: 10_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(members.items.length + 1);
  });

  it('lists every department of the directory and filters it by department and text', async () => {
    const { router } = app.renderAt('/staff-directory', 'coastalbay');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Directory' }, { timeout: 10_000 })).toBeInTheDocument();
    const coastal = await app.api<StaffCategoryWire[]>('/Staff/filters/categories', 'coastalbay');
    for (const category of coastal) expect(screen.getByRole('heading', { level: 2, name: category.title })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Department' }), String(coastal[0]!.id));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Name or title' }), 'director');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?department=${coastal[0]!.id}&q=director`));
    await waitFor(() => expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(1), { timeout: 8_000 });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.textContent?.toLowerCase()).toContain('director');
  });

  it('opens a department page and a staff bio from the directory (the -department slug decides)', async () => {
    const department = categories[0]!;
    const members = await app.api<PageEnvelope<StaffMemberWire>>(`/Staff?categoryId=${department.id}&$pageSize=100`);
    app.renderAt(`/staff-directory/${department.slug}-department/${department.id}`);
    const table = await screen.findByRole('table', { name: `${department.title} staff` }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1, name: department.title })).toBeInTheDocument();
    await waitFor(() => expect(document.body.dataset.pageType).toBe('staff list'));
    const first = members.items[0]!;
    await userEvent.click(within(table).getByRole('link', { name: `${first.firstName} ${first.lastName}` }));
    expect(await screen.findByRole('heading', { level: 1, name: `${first.firstName} ${first.lastName}` }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: first.email })).toHaveAttribute('href', `mailto:${first.email}`);
    await waitFor(() => expect(document.title).toContain(`${first.firstName} ${first.lastName}`));
    // spec 2.1/2.2: the same pattern as staff_department, but a person's slug is staff_bio.
    expect(document.body.dataset.pageType).toBe('staff bio');
    expect(document.body.dataset.analyticsLabel).toBe('staff bio');
  });

  it('answers an unknown department or staff id with Page not found', async () => {
    app.renderAt('/staff-directory/nowhere-department/99999');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 })).toBeInTheDocument();
    cleanup();
    app.renderAt('/staff-directory/nobody/99999');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('prints the directory', async () => {
    app.renderAt('/staff-directory/print');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Directory' }, { timeout: 10_000 })).toBeInTheDocument();
    for (const category of categories) expect(screen.getByRole('heading', { level: 2, name: category.title })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
