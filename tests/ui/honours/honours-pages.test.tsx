import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PUBLICATIONS_TEXT } from '../../../core/publications/publication-rules';
import { startSeededApp, type SeededApp } from '../support/seeded-app';

type Envelope<T> = { items: T[]; total: number; pages: number };
// The first render of a page compiles its lazy chunk: slow on a busy machine.
const FIRST = { timeout: 20_000 };

describe('the honours pages on the real seeded server', () => {
  let app: SeededApp;
  beforeAll(async () => {
    app = await startSeededApp();
  });
  afterAll(async () => app?.close());

  it('lists the facilities and opens one with its facts', async () => {
    const settings = await app.api<{ facilitiesTitle: string }>('/Facilities/settings');
    const page = await app.api<Envelope<{ id: number; title: string; url: string; capacity: number | null }>>('/Facilities?$pageSize=10');
    app.renderAt('/facilities');
    expect(await screen.findByRole('heading', { level: 1, name: settings.facilitiesTitle }, FIRST)).toBeInTheDocument();
    for (const facility of page.items) expect(screen.getByRole('link', { name: facility.title })).toHaveAttribute('href', facility.url);
    await waitFor(() => expect(document.title).toContain(settings.facilitiesTitle));

    const facility = page.items.find((item) => item.capacity)!;
    const view = app.renderAt(facility.url);
    expect(await within(view.container).findByRole('heading', { level: 1, name: facility.title }, FIRST)).toBeInTheDocument();
    expect(within(view.container).getByText('Capacity')).toBeInTheDocument();
    expect(within(view.container).getByText(new Intl.NumberFormat('en-US').format(facility.capacity!))).toBeInTheDocument();
  });

  it('shows 404 for a facility id the school does not have', async () => {
    app.renderAt('/facilities/nowhere/999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, FIRST)).toBeInTheDocument();
  });

  it('pages and filters the podcast episodes (spec 7: $pageIndex, $pageSize, sportId, categoryId)', async () => {
    const firstPage = await app.api<Envelope<{ title: string }>>('/Podcasts?$pageIndex=0&$pageSize=10');
    const view = app.renderAt('/podcasts');
    expect(await screen.findByRole('heading', { level: 1 }, FIRST)).toBeInTheDocument();
    for (const episode of firstPage.items) expect(screen.getByRole('link', { name: episode.title })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Podcast episodes pages' });
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/podcasts?page=2');
    view.unmount();

    const shows = await app.api<Array<{ id: number; title: string; sport: { id: number } | null }>>('/Podcasts/categories');
    const sportId = shows.find((show) => show.sport)!.sport!.id;
    const bySport = await app.api<Envelope<{ title: string }>>(`/Podcasts?sportId=${sportId}&$pageSize=10`);
    app.renderAt(`/podcasts?sport=${sportId}&page=1`);
    await screen.findByRole('heading', { level: 2, name: /^Episodes:/ }, FIRST);
    const list = screen.getAllByRole('list').find((element) => element.tagName === 'OL')!;
    expect(within(list).getAllByRole('listitem')).toHaveLength(bySport.items.length);
    for (const episode of bySport.items) expect(within(list).getByRole('link', { name: episode.title })).toBeInTheDocument();
    expect((screen.getByRole('combobox', { name: 'Sport' }) as HTMLSelectElement).value).toBe(String(sportId));
  });

  it('plays an episode in an accessible audio player with its details', async () => {
    const [episode] = (await app.api<Envelope<{ id: number; title: string; url: string; pageUrl: string; categoryName: string }>>('/Podcasts?$pageSize=1')).items;
    const view = app.renderAt(episode!.pageUrl);
    expect(await screen.findByRole('heading', { level: 1, name: episode!.title }, FIRST)).toBeInTheDocument();
    const audio = view.container.querySelector('audio')!;
    expect(audio).toHaveAttribute('src', episode!.url);
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAccessibleName(`Play the episode: ${episode!.title}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Show notes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download episode/ })).toHaveAttribute('href', episode!.url);
    await waitFor(() => expect(document.title).toContain(episode!.title));
  });

  it('shows the publications of one school and a friendly empty shelf at the other', async () => {
    const shelf = await app.api<{ title: string; publications: Array<{ title: string; url: string }> }>('/Publications');
    const view = app.renderAt('/publications');
    expect(await screen.findByRole('heading', { level: 1, name: shelf.title }, FIRST)).toBeInTheDocument();
    for (const publication of shelf.publications) expect(screen.getByRole('link', { name: publication.title })).toHaveAttribute('href', publication.url);
    view.unmount();

    const one = shelf.publications[0]!;
    const page = app.renderAt(one.url);
    expect(await within(page.container).findByRole('heading', { level: 1, name: one.title }, FIRST)).toBeInTheDocument();
    expect(within(page.container).getByRole('link', { name: /Read the publication/ })).toHaveAttribute('href', expect.stringMatching(/\.pdf$/));
    page.unmount();

    app.renderAt('/publications', 'coastalbay');
    expect(await screen.findByText(NO_PUBLICATIONS_TEXT, {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Publications' })).toBeInTheDocument();
  });

  it('groups the hall of fame and opens a member', async () => {
    const settings = await app.api<{ hallOfFameTitle: string; hallOfFameSlug: string }>('/HallOfFame/settings');
    const byYear = await app.api<{ members: Array<{ firstName: string; lastName: string; url: string }>; groups: Record<string, unknown[]> }>('/HallOfFame?grouping=induction-year');
    const view = app.renderAt(`/honors/${settings.hallOfFameSlug}/induction-year`);
    expect(await screen.findByRole('heading', { level: 1, name: settings.hallOfFameTitle }, FIRST)).toBeInTheDocument();
    const years = Object.keys(byYear.groups).map(Number).sort((a, b) => b - a);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.firstChild?.textContent ?? '');
    expect(headings.map((text) => Number(/Class of (\d+)/.exec(text)?.[1]))).toEqual(years);
    expect(screen.getByRole('link', { name: 'Induction Class' })).toHaveAttribute('aria-current', 'page');
    view.unmount();

    const member = byYear.members[0]!;
    app.renderAt(member.url);
    expect(await screen.findByRole('heading', { level: 1, name: `${member.firstName} ${member.lastName}` }, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Biography' })).toBeInTheDocument();
  });

  it('answers 404 for a hall or grouping the school does not have', async () => {
    app.renderAt('/honors/hall-of-fame/shoe-size');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, FIRST)).toBeInTheDocument();
  });

  it('filters the awards by type and opens an award', async () => {
    const types = await app.api<Array<{ id: number; display: string }>>('/Awards/types', 'coastalbay');
    const type = types[1]!;
    const awards = await app.api<Envelope<{ id: number; firstName: string; lastName: string; aowTypeId: number }>>(`/Awards?AwardTypeId=${type.id}&$pageSize=10`, 'coastalbay');
    const view = app.renderAt(`/awards?type=${type.id}`, 'coastalbay');
    expect(await screen.findByRole('heading', { level: 1, name: type.display }, FIRST)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(awards.items.map((award) => `${award.firstName} ${award.lastName}`));
    view.unmount();

    const award = awards.items[0]!;
    app.renderAt(`/awards/${award.id}`, 'coastalbay');
    expect(await screen.findByRole('heading', { level: 1, name: `${award.firstName} ${award.lastName}` }, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Highlights' })).toBeInTheDocument();
  });

  it('groups the All-Americans by team in honour order and opens one', async () => {
    const list = await app.api<{ members: Array<{ id: number; firstName: string; lastName: string }>; groups: Record<string, unknown[]> }>('/AllAmerican?grouping=team');
    const view = app.renderAt('/all-americans?grouping=team');
    await screen.findByRole('heading', { level: 1 }, FIRST);
    const order = ['First Team', 'Second Team', 'Third Team', 'Honorable Mention'].filter((team) => list.groups[team]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.firstChild?.textContent)).toEqual(order);
    view.unmount();

    const honoree = list.members[0]!;
    app.renderAt(`/all-americans/${honoree.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `${honoree.firstName} ${honoree.lastName}` }, FIRST)).toBeInTheDocument();
  });

  it('shows a chosen day in history grouped by year, and /otd leads to today', async () => {
    const day = await app.api<{ data: Array<{ year: number }> }>('/OnThisDay?month=11&day=21');
    const view = app.renderAt('/on-this-day?date=2020-11-21');
    expect(await screen.findByRole('heading', { level: 1, name: 'On This Day: November 21' }, FIRST)).toBeInTheDocument();
    const years = day.data.map((entry) => entry.year);
    expect(screen.queryAllByRole('heading', { level: 2 }).map((heading) => Number(heading.firstChild?.textContent))).toEqual(years);
    expect((screen.getByLabelText('Pick another day') as HTMLInputElement).value).toMatch(/^\d{4}-11-21$/);
    view.unmount();

    const otd = app.renderAt('/otd');
    expect(await screen.findByRole('heading', { level: 1, name: /^On This Day: / }, FIRST)).toBeInTheDocument();
    expect(otd.router.state.location.pathname).toBe('/on-this-day');
  });
});
