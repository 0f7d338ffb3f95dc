import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORT_COOKIE_LIFETIME_MS } from '../../core/viewport/viewport-cookie';
import { pauseClock } from './support/browser';
import { e2eSession } from './support/e2e-session';
import { hostOf, openVisitor } from './support/visitor';

const session = e2eSession();
const { apiJson, visit } = session;

const SCHOOLS = ['ridgemont', 'coastalbay'] as const;
const WIDTHS = [1366, 375] as const;

const rootClasses = (page: Page) => page.evaluate(() => [...document.documentElement.classList]);

describe.each(WIDTHS)('the shell at %i px', (width) => {
  it('marks the document stuck once the sticky header is not fully in view, and unmarks it back at the top (spec 4)', async () => {
    const { page, context, errors } = await visit('/', { width });
    const header = page.locator('header').first();
    expect(await rootClasses(page)).not.toContain('header-is-stuck');
    await page.mouse.wheel(0, 1_500);
    await expect.poll(() => rootClasses(page)).toContain('header-is-stuck');
    // The sticky header stays pinned while the page scrolls under it.
    expect((await header.boundingBox())!.y).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => rootClasses(page)).not.toContain('header-is-stuck');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives the root element the class of the named breakpoint and keeps it in the viewport cookie (spec 4, 9)', async () => {
    const { page, context } = await visit('/', { width });
    const expected = width >= 1280 ? 'xl' : 'xs';
    await expect.poll(() => rootClasses(page)).toContain(`viewport-${expected}`);
    const cookie = async () => (await context.cookies()).find((candidate) => candidate.name === 'viewport');
    await expect.poll(async () => (await cookie())?.value).toBe(expected);
    // spec 9: 365 days, path /, SameSite Strict, secure.
    const stored = (await cookie())!;
    expect([stored.path, stored.sameSite, stored.secure]).toEqual(['/', 'Strict', true]);
    // The jar writes a max-age, which the browser's cookie store counts from its own time: compare
    // with a reference cookie of 365 days written now, so no expectation reads a clock.
    await page.evaluate(() => {
      document.cookie = 'reference-year=1; max-age=31536000; path=/';
    });
    const reference = (await context.cookies()).find((candidate) => candidate.name === 'reference-year')!;
    expect(Math.abs(stored.expires - reference.expires)).toBeLessThan(120);
    expect(VIEWPORT_COOKIE_LIFETIME_MS).toBe(365 * 86_400_000);

    // A media query matching anew changes the class (md: 768 to 1023 px), one class at a time.
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => rootClasses(page)).toContain('viewport-md');
    expect((await rootClasses(page)).filter((name) => name.startsWith('viewport-'))).toEqual(['viewport-md']);
    await expect.poll(async () => (await cookie())?.value).toBe('md');
    await context.close();
  });
});

describe.each(SCHOOLS)('%s: sport home, story and footer', (tenant) => {
  it("counts down to the sport's next game each second and stops at zero (spec 3, 4)", async () => {
    const featured = await apiJson<{ game: { sport: { title: string; globalSportNameSlug: string } } }>('/api/v2/Countdown/homepage', tenant);
    const { title, globalSportNameSlug: slug } = featured.game.sport;
    const upcoming = await apiJson<{ items: Array<{ id: number }> }>(`/api/v2/EventsResults/upcoming?SportId=${await sportId(tenant, slug)}&$pageSize=50`, tenant);
    const { page, context, errors } = await visit(`/sports/${slug}`, { tenant, width: 1366 });
    const band = page.locator('[data-countdown-game]');
    await band.waitFor();
    expect(await band.getByRole('heading', { level: 2 }).textContent()).toBe(`Next ${title} game`);
    expect(upcoming.items.map((game) => game.id)).toContain(Number(await band.getAttribute('data-countdown-game')));
    const timer = band.getByRole('timer');
    expect(await timer.getAttribute('aria-label')).toMatch(new RegExp(`^Time until ${title} (vs\\.|at) `));

    const unit = (name: string) => timer.locator(`[data-unit="${name}"] > span`).first().textContent();
    const remaining = async () => {
      const [days, hours, minutes, seconds] = await Promise.all(['days', 'hours', 'minutes', 'seconds'].map(async (name) => Number(await unit(name))));
      return ((days! * 24 + hours!) * 60 + minutes!) * 60 + seconds!;
    };
    // A countdown ticks while a fan can see it (#24: off screen it rests): in view, it moves again.
    await band.scrollIntoViewIfNeeded();
    const seen = await remaining();
    await expect.poll(remaining).not.toBe(seen);
    await pauseClock(page);
    // A tick falling due as the clock stopped runs with the first step: count from after it.
    await page.clock.runFor(1_000);
    // Off screen the countdown rests (#24), and content loading late above it can move the band out of view
    // for a moment: read it in view, where it measures the (stopped) clock at once, so a read is the clock's.
    const inView = async () => {
      await band.scrollIntoViewIfNeeded();
      const shown = await band.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      });
      return shown ? remaining() : Number.NaN;
    };
    await expect.poll(async () => (await inView()) === (await inView())).toBe(true); // NaN: not in view yet
    const before = await inView();
    expect(before).toBeGreaterThan(2);
    await page.clock.runFor(1_000);
    await expect.poll(inView).toBe(before - 1);
    // Past the start: the band says so, and the timer is gone.
    await page.clock.fastForward(before * 1_000);
    await page.clock.runFor(1_000);
    await expect.poll(() => band.textContent()).toContain("It's game day!");
    expect(await band.getByRole('timer').count()).toBe(0);
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await context.close();
  });

  it("copies a story's address with its copy control and shows 'Copied' for 1500 ms; 'Play Video' reveals the player (spec 4)", async () => {
    const stories = await apiJson<{ items: Array<{ url: string; title: string; video: { youtube: string | null } | null }> }>('/api/v2/Stories?$pageSize=100', tenant);
    const story = stories.items.find((candidate) => candidate.video?.youtube);
    expect(story, 'a seeded story with a YouTube video').toBeDefined();
    const { page, context, errors } = await openVisitor(session.browser, session.server, { tenant, width: 1366 });
    // The closed network has no YouTube: the player frame gets a stand-in page.
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }));
    const url = session.server.url(story!.url, hostOf(tenant));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: story!.title }).waitFor();

    const copy = page.getByRole('button', { name: 'Copy link to this story' });
    const copied = copy.locator('xpath=following-sibling::*[@role="status"][1]');
    expect(await copied.textContent()).toBe('');
    await pauseClock(page);
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => copied.textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.clock.runFor(1_499);
    expect(await copied.textContent()).toBe('Copied');
    await page.clock.runFor(1);
    await expect.poll(() => copied.textContent()).toBe('');
    await page.clock.resume();

    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: /^Play Video/ }).click();
    const frame = page.locator('[data-video-player="shown"] iframe');
    await frame.waitFor();
    expect(new URL((await frame.getAttribute('src'))!).searchParams.get('autoplay')).toBe('1');
    expect(await frame.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the footer-icons promotion on every page, a link of # as no link (spec 2.3, 5)', async () => {
    const set = await apiJson<{ campaigns: Array<{ id: number; title: string; link: string }> }>('/api/v2/promotions/footer-icons', tenant);
    const { page, context, errors } = await visit('/staff-directory', { tenant, width: 375 });
    const footer = page.locator('footer [data-promotion-slot="footer-icons"]');
    await footer.locator('[data-campaign-id]').first().waitFor();
    const shown = await footer.locator('[data-campaign-id]').evaluateAll((elements) => elements.map((element) => ({ id: Number(element.getAttribute('data-campaign-id')), tag: element.tagName })));
    expect(shown.map((item) => item.id).sort()).toEqual(set.campaigns.map((campaign) => campaign.id).sort());
    for (const campaign of set.campaigns) {
      expect(shown.find((item) => item.id === campaign.id)!.tag, campaign.title).toBe(campaign.link === '#' || campaign.link === '' ? 'DIV' : 'A');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

async function sportId(tenant: string, slug: string): Promise<number> {
  const sports = await apiJson<Array<{ id: number; globalSportNameSlug: string }>>('/api/v2/Sports', tenant);
  return sports.find((sport) => sport.globalSportNameSlug === slug)!.id;
}
