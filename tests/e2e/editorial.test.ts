import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, openAxePage } from './support/axe';
import { launchBrowser, watchErrors } from './support/browser';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { continuePastSplash } from './support/visitor';
import { isHeadToHeadScore } from '../support/seed-picks';

type Page2<T> = { items: T[]; total: number };
type GameWire = { opponent: { title: string }; result: { status: string; teamScore: string; opponentScore: string } | null };

interface StoryWire {
  title: string;
  url: string;
  video: unknown;
  sport: { title: string; globalSportNameSlug: string } | null;
  games: GameWire[];
}

let server: E2eServer;
let browser: Browser;
let story: StoryWire;
let stories: StoryWire[];

async function apiJson<T>(path: string, tenant = 'ridgemont'): Promise<T> {
  return (await (await fetch(server.url(path), { headers: { tenant } })).json()) as T;
}

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  stories = (await apiJson<Page2<StoryWire>>('/api/v2/Stories?$pageSize=100')).items;
  // A story with a scored game and no video (a video frame would reach out to YouTube).
  story = stories.find((s) => s.sport && !s.video && s.games.some(isHeadToHeadScore))!;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, tenant?: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await continuePastSplash(page.context(), server, tenant);
  const errors = watchErrors(page);
  await page.goto(server.url(path, tenant));
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(async (error: Error) => {
      throw new Error(`${path}: no h1 (${error.message.split('\n')[0]}) at ${page.url()}; the page shows: ${(await page.locator('body').textContent())?.slice(0, 300)}; errors: ${errors.join(' | ')}`);
    });
  return { page, errors };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the editorial pages in Chromium', () => {
  it('renders every editorial route with real parameters from the API', async () => {
    const tags = await apiJson<Array<{ slug: string; count: number }>>('/api/v2/Tags');
    const tag = tags.filter((t) => t.count > 0).sort((a, b) => b.count - a.count)[0]!;
    const documents = await apiJson<Page2<{ documentPath: string; documentType: string }>>('/api/v2/Documents?$pageSize=50');
    const document = documents.items.find((d) => d.documentType === 'html')!;
    const sport = story.sport!.globalSportNameSlug;
    const [, , year, month, day, slug] = story.url.split('/');
    const word = story.title.split(' ').sort((a, b) => b.length - a.length)[0]!;
    const paths = [
      story.url,
      '/archives',
      `/sports/${sport}/archives`,
      '/tags',
      `/tags/${tag.slug}`,
      `/tags/${tag.slug}/${sport}`,
      `/search?q=${encodeURIComponent(word)}`,
      '/search',
      '/clippings',
      '/coverage',
      `/documents/${document.documentPath}`,
      '/rss_feeds',
      `/sports/${year}/${month}/${day}/${slug}.aspx`,
      '/moments',
      `/sports/${sport}/moments`,
    ];
    // One tab visits every route, as a reader clicking through would; each must end on its own page.
    const { page, errors } = await open('/tags');
    for (const path of paths) {
      const before = errors.length;
      await page.goto(server.url(path));
      const h1 = page.getByRole('heading', { level: 1 }).first();
      await h1.waitFor({ timeout: 15_000 }).catch(async (error: Error) => {
        throw new Error(`${path}: no h1 (${error.message.split('\n')[0]}); the page shows: ${(await page.locator('main').textContent())?.slice(0, 200)}`);
      });
      expect((await h1.textContent())?.trim(), path).toBeTruthy();
      expect(await h1.textContent(), path).not.toContain('Page not found');
      expect(errors.slice(before), path).toEqual([]);
    }
    await page.close();
    // Both schools have their own stories.
    const other = (await apiJson<Page2<StoryWire>>('/api/v2/Stories?$pageSize=1', 'coastalbay')).items[0]!;
    const coastal = await open(other.url, 'coastalbay');
    expect(await coastal.page.getByRole('heading', { level: 1 }).textContent()).toBe(other.title);
    await coastal.page.close();
  });

  it('shows the story full screen, with its related games and scores', async () => {
    const { page, errors } = await open(story.url);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(story.title);
    expect(await page.locator('[data-layout="full-screen"]').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Skip to main content' }).count()).toBe(0);
    const games = page.getByRole('region', { name: 'Related games' });
    const played = story.games.find(isHeadToHeadScore)!;
    expect(await games.getByText(new RegExp(escape(played.opponent.title))).first().isVisible()).toBe(true);
    expect(await games.getByText(`${played.result!.teamScore}-${played.result!.opponentScore}`).first().isVisible()).toBe(true);
    await page.getByRole('link', { name: /Back to news/ }).first().click();
    await page.waitForURL(`**/sports/${story.sport!.globalSportNameSlug}/archives`);
    // The address changes first; React commits the archive once its code has loaded, in the same transition.
    await page.locator('[data-layout="default"]').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('finds a seeded story by a word of its title', async () => {
    const word = story.title.split(' ').sort((a, b) => b.length - a.length)[0]!;
    const { page, errors } = await open('/search');
    await page.getByRole('searchbox', { name: /Search stories, players/ }).fill(word);
    await page.getByRole('search', { name: 'Site' }).getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`**/search?q=${encodeURIComponent(word)}`);
    await page.getByRole('heading', { level: 1, name: `Search results for “${word}”` }).waitFor();
    // The story may be on a later page of a common word: search its exact title then.
    const link = page.getByRole('link', { name: story.title, exact: true });
    if ((await link.count()) === 0) await page.goto(server.url(`/search?q=${encodeURIComponent(`"${story.title}"`)}&type=story`));
    await expect.poll(() => page.getByRole('link', { name: story.title, exact: true }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('filters the archive by a headline word, in the URL', async () => {
    const word = stories[0]!.title.split(' ').find((w) => /^[A-Za-z]{5,}$/.test(w))!;
    const { page } = await open('/archives');
    const before = await page.getByText(/^\d+ stories/).textContent();
    await page.getByRole('searchbox', { name: 'Search headlines' }).fill(word);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(`**/archives?search=${encodeURIComponent(word)}`);
    await page.getByRole('link', { name: 'Clear filters' }).waitFor();
    const titles = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toContain(word.toLowerCase());
    expect(await page.getByText(/^\d+ stor(y|ies)/).textContent()).not.toBe(before);
    await page.close();
  });
});

describe('accessibility of the editorial pages (axe-core)', () => {
  it.each([
    ['the story page', () => story.url],
    ['search results', () => `/search?q=${encodeURIComponent(story.title.split(' ')[0]!)}`],
  ])('%s has no violations', async (_name, path) => {
    const page = await openAxePage(browser);
    await page.goto(server.url(path()));
    await page.getByRole('heading', { level: 1 }).waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});
