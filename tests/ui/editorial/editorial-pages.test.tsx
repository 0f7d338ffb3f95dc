import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE as ARCHIVE_PAGE_SIZE } from '../../../core/paging/paging';
import { startSeededApp, type SeededApp } from '../support/seeded-app';
import { isHeadToHeadScore } from '../../support/seed-picks';

type Page<T> = { items: T[]; total: number; pages: number };
interface StoryWire {
  id: number;
  title: string;
  url: string;
  storyMetaDescription: string | null;
  sport: { title: string; globalSportNameSlug: string } | null;
  writer: { name: string } | null;
  video: { youtube: string | null } | null;
  games: Array<{ opponent: { title: string }; result: { status: string; teamScore: string; opponentScore: string } | null }>;
}
const FIRST = { timeout: 20_000 };

describe('the editorial pages on the real seeded server', { timeout: 60_000 }, () => {
  let app: SeededApp;
  let stories: StoryWire[];
  beforeAll(async () => {
    app = await startSeededApp();
    stories = (await app.api<Page<StoryWire>>('/Stories?$pageSize=100')).items;
  });
  afterAll(async () => app?.close());

  it('shows a story full screen with its writer, scored games, tags, share links and the way back', async () => {
    const story = stories.find((s) => s.sport && s.games.some(isHeadToHeadScore))!;
    app.renderAt(story.url);
    expect(await screen.findByRole('heading', { level: 1, name: story.title }, FIRST)).toBeInTheDocument();
    // spec 2.2: story forces full screen, so no site header, skip link or footer.
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'full-screen');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Skip to main content' })).not.toBeInTheDocument();
    expect(document.querySelector('footer:not(blockquote footer)')).toBeNull();
    const games = screen.getByRole('region', { name: 'Related games' });
    const played = story.games.find(isHeadToHeadScore)!;
    expect(within(games).getByText(new RegExp(played.opponent.title))).toBeInTheDocument();
    expect(within(games).getByText(`${played.result!.teamScore}-${played.result!.opponentScore}`, { exact: false })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'About the writer' })).getByText(story.writer!.name)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to news/ })[0]).toHaveAttribute('href', `/sports/${story.sport!.globalSportNameSlug}/archives`);
    expect(screen.getByRole('link', { name: /Share on Facebook/ }).getAttribute('href')).toContain(encodeURIComponent(story.url));
    expect(within(screen.getByRole('region', { name: 'Tags' })).getAllByRole('link').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Related stories' })).toBeInTheDocument();
    expect(document.querySelector('[data-ad-slot="outstream"]')).not.toBeNull();
    await waitFor(() => expect(document.title.startsWith(story.title)).toBe(true));
    if (story.storyMetaDescription) expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(story.storyMetaDescription);
  });

  it("shows a story's YouTube video behind 'Play Video' (spec 4 append_button) and plays it in the no-cookie player", async () => {
    const story = stories.find((s) => s.video?.youtube)!;
    app.renderAt(story.url);
    await screen.findByRole('heading', { level: 1, name: story.title }, FIRST);
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Play Video/ }));
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${story.video!.youtube}?autoplay=1&rel=0`);
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Play Video/ })).toBeNull();
  });

  it('answers an unknown story with Page not found', async () => {
    app.renderAt('/news/2020/1/1/no-such-story');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, FIRST)).toBeInTheDocument();
  });

  it('filters the archive by a headline word, keeping the filter in the URL', async () => {
    const word = stories[0]!.title.split(' ').find((w) => /^[A-Za-z]{5,}$/.test(w))!;
    const { router } = app.renderAt('/archives');
    expect(await screen.findByRole('heading', { level: 1, name: 'News Archive' }, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Archive pages' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search headlines' }), word);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?search=${encodeURIComponent(word)}`));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Clear filters' })).toBeInTheDocument());
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');
    expect(headings.length).toBeGreaterThan(0);
    for (const text of headings) expect(text.toLowerCase()).toContain(word.toLowerCase());
  });

  it("shows a sport's archive with its sport navigation and no sport filter", async () => {
    // The sport with the most published stories; its archive has a second page.
    const sports = (await app.api<Array<{ id: number; title: string; globalSportNameSlug: string; nonSport?: boolean }>>('/Sports')).filter((s) => !s.nonSport);
    const totals = await Promise.all(sports.map(async (s) => (await app.api<Page<unknown>>(`/Archives?sportId=${s.id}&$pageSize=1`)).total));
    const most = totals.indexOf(Math.max(...totals));
    const { globalSportNameSlug: slug, ...sport } = sports[most]!;
    expect(totals[most]).toBeGreaterThan(ARCHIVE_PAGE_SIZE);
    app.renderAt(`/sports/${slug}/archives?page=2`);
    expect(await screen.findByRole('heading', { level: 1, name: `${sport.title} News Archive` }, FIRST)).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: new RegExp(sport.title) }, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sport' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists tags with their counts, and a tag page with its stories', async () => {
    const tags = await app.api<Array<{ name: string; slug: string; count: number }>>('/Tags');
    const tag = tags.filter((t) => t.count > 0).sort((a, b) => b.count - a.count)[0]!;
    const list = app.renderAt('/tags');
    const link = await screen.findByRole('link', { name: new RegExp(`^${tag.name}\\s*${tag.count} stories`) }, FIRST);
    expect(link).toHaveAttribute('href', `/tags/${tag.slug}`);
    list.unmount();
    app.renderAt(`/tags/${tag.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: tag.name }, FIRST)).toBeInTheDocument();
    expect(screen.getByText(`${tag.count} stories`)).toBeInTheDocument();
  });

  it('searches stories, players, coaches and staff; says when nothing matches; shows the form alone without q', async () => {
    const story = stories[0]!;
    const word = story.title.split(' ').sort((a, b) => b.length - a.length)[0]!;
    const found = app.renderAt(`/search?q=${encodeURIComponent(word)}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Search results for “${word}”` }, FIRST)).toBeInTheDocument();
    expect(screen.getByText(/^\d+ results?/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Kind of result' })).toBeInTheDocument();
    found.unmount();
    const none = app.renderAt('/search?q=zzqxqzzv');
    expect(await screen.findByText(/No results for “zzqxqzzv”/, undefined, FIRST)).toBeInTheDocument();
    none.unmount();
    app.renderAt('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' }, FIRST)).toBeInTheDocument();
    expect(within(screen.getByRole('search', { name: 'Site' })).getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it('lists press clips and the coming media coverage', async () => {
    const clips = await app.api<Page<{ title: string }>>('/PressClips');
    const clippings = app.renderAt('/clippings');
    expect(await screen.findByRole('heading', { level: 1, name: 'In the News' }, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(clips.items[0]!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeInTheDocument();
    clippings.unmount();
    app.renderAt('/coverage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Media Coverage' }, FIRST)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('list', { name: /^Coverage of / }).length).toBeGreaterThan(0);
  });

  it('shows an HTML document and links to a file document', async () => {
    const documents = await app.api<Page<{ documentTitle: string; documentPath: string; documentType: string }>>('/Documents?$pageSize=50');
    const html = documents.items.find((d) => d.documentType === 'html' && d.documentPath.includes('/'))!;
    const page = app.renderAt(`/documents/${html.documentPath}`);
    expect(await screen.findByRole('heading', { level: 1, name: html.documentTitle }, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('article').querySelectorAll('p').length).toBeGreaterThan(1);
    page.unmount();
    const pdf = documents.items.find((d) => d.documentType === 'pdf')!;
    app.renderAt(`/documents/${pdf.documentPath}`);
    expect(await screen.findByRole('link', { name: `Open the PDF: ${pdf.documentTitle}` }, FIRST)).toHaveAttribute('href', expect.stringMatching(/\.pdf$/));
  });

  it('lists the RSS feeds with links', async () => {
    app.renderAt('/rss_feeds');
    const all = await screen.findByRole('link', { name: 'All Sports RSS feed' }, FIRST);
    expect(all.getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/rss\.xml$/);
    expect(screen.getAllByRole('link', { name: / RSS feed$/ }).length).toBeGreaterThan(15);
  });

  it('sends a legacy sport file to the story it names', async () => {
    const story = stories[3]!;
    const [, , year, month, day, slug] = story.url.split('/');
    const { router } = app.renderAt(`/sports/${year}/${month}/${day}/${slug}.aspx`);
    expect(await screen.findByRole('heading', { level: 1, name: story.title }, FIRST)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(story.url);
  });

  it("plays a sport's highlight moment in the no-cookie player when asked", async () => {
    const videos = await app.api<Page<{ title: string; id: string; sport: { title: string } }>>('/Videos/youtube?$pageSize=1');
    const sports = await app.api<Array<{ title: string; globalSportNameSlug: string }>>('/Sports');
    const sport = sports.find((s) => s.title === videos.items[0]!.sport.title)!;
    app.renderAt(`/sports/${sport.globalSportNameSlug}/moments`);
    expect(await screen.findByRole('heading', { level: 1, name: `${sport.title} Moments` }, FIRST)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: /^Play/ })[0]!);
    await waitFor(() => expect(document.querySelector('iframe')?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//));
    expect(screen.getByRole('heading', { level: 2, name: document.querySelector('iframe')!.getAttribute('title')!.replace('Video: ', '') })).toHaveFocus();
  });
});
