import { eq } from 'drizzle-orm';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { impressionDay } from '../../server/api/promotions.routes';
import { promotionImpressionDays } from '../../server/store/tables/promotion-impressions';
import { testNow } from '../support/test-clock';
import { axeViolations, describeViolations } from './support/axe';
import { pauseClock, scrollToHydrated } from './support/browser';
import { e2eSitePair } from './support/e2e-session';
import { openVisitor, type Visit } from './support/visitor';

const sites = e2eSitePair();

/** A school's home page with its promotions shown, the carousel's included. */
async function openHome(width: number): Promise<Visit> {
  const visit = await openVisitor(sites.browser, sites.server, { width });
  await visit.page.goto(sites.server.url('/'));
  await carousel(visit.page).waitFor();
  // The carousel is far below the fold: it answers once the visitor has come near it.
  await scrollToHydrated(carousel(visit.page));
  for (const slot of ['home-top', 'home-html', 'home-icons']) await visit.page.locator(`[data-promotion-slot="${slot}"] [data-campaign-id]`).first().waitFor();
  return visit;
}

/** How far the page's clock moves per look while the sport page loads, and then for its effects to run. */
const STEP_MS = 50;
const EFFECTS_MS = 150;

const carousel = (page: Page, slot = 'home-multi') => page.locator(`[data-promotion-slot="${slot}"] [aria-roledescription="carousel"]`);
const rotatorControl = (page: Page) => page.locator('[data-rotator-control]');
const announcer = (page: Page) => page.locator('[data-rotator-announcer]');

describe.each([1366, 375])('promotions and the rotator control at %i px', (width) => {
  // spec 3 breakpoints of the seeded home-multi set: 3 per view from 1024 px, 1 below 640 px.
  const perView = width >= 1024 ? 3 : 1;

  it('shows every location type on home: a carousel with pause/play and edge-aware navigation', async () => {
    const { page, context, errors } = await openHome(width);
    await pauseClock(page);
    const slider = carousel(page);
    // spec 5: the html promotion with c-mbonvoy is not rendered; an empty or '#' link is not a link.
    expect(await page.locator('[data-promotion-slot="home-html"] .c-mbonvoy').count()).toBe(0);
    const partner = page.locator('[data-promotion-slot="home-icons"] [data-campaign-id]').last();
    expect(await partner.evaluate((element) => element.tagName)).toBe('DIV');

    const slides = slider.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(5);
    // spec 9: slide width is 100 / slides-per-view percent of the carousel.
    const viewport = await slider.locator('.swiper').boundingBox();
    const slide = await slides.first().boundingBox();
    expect(Math.abs(slide!.width - viewport!.width / perView)).toBeLessThan(2);

    const toggle = slider.locator('[data-slider-toggle]');
    const prev = slider.locator('[data-slider-prev]');
    const next = slider.locator('[data-slider-next]');
    expect(await toggle.getAttribute('aria-label')).toBe('Pause promotions');
    expect(await toggle.locator('[data-icon="pause"]').count()).toBe(1);
    await toggle.click();
    expect(await toggle.getAttribute('aria-label')).toBe('Play promotions');
    expect(await toggle.locator('[data-icon="play"]').count()).toBe(1);
    expect(await slider.getAttribute('data-playing')).toBe('false');
    // Back to the first position (autoplay may have moved before the clock stopped): previous is disabled there.
    while (!(await prev.isDisabled())) await prev.click();
    expect(await next.isDisabled()).toBe(false);

    // spec 9: playing again, the seeded delay of 8000 ms moves one slide.
    await toggle.click();
    expect(await slider.getAttribute('data-playing')).toBe('true');
    await page.clock.runFor(7_900);
    expect(await prev.isDisabled()).toBe(true);
    await page.clock.runFor(100);
    await expect.poll(() => prev.isDisabled()).toBe(false);
    await toggle.click();

    // Next is disabled at the last position (5 slides, perView visible).
    for (let i = 1; i < 5 - perView; i += 1) await next.click();
    await expect.poll(() => next.isDisabled()).toBe(true);
    expect(await prev.isDisabled()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides previous and next when every slide fits', async () => {
    const { page, context } = await openVisitor(sites.browser, sites.browserRendered, { width });
    await page.route('**/api/v2/promotions/home-multi', async (route) => {
      const response = await route.fetch();
      const set = (await response.json()) as { campaigns: unknown[] };
      await route.fulfill({ response, json: { ...set, campaigns: set.campaigns.slice(0, perView) } });
    });
    await page.goto(sites.browserRendered.url('/'));
    await carousel(page).locator('[data-slider-toggle]').waitFor();
    // The carousel learns how many slides fit once the slider has measured the page (a loaded machine can be slow to).
    await expect.poll(() => carousel(page).locator('[data-slider-prev], [data-slider-next]').count()).toBe(0);
    await context.close();
  });

  it('shows the rotator control 2 s after a route name change, pauses and plays every carousel, and announces it', async () => {
    const { page, context } = await openHome(width);
    await expect.poll(() => rotatorControl(page).count(), { timeout: 10_000 }).toBe(1);

    // A new route name hides the control until the new page has been looked at, 2 s later. Page
    // effects need the clock running, so it runs through the navigation and stops once the page is up.
    await page.evaluate(() => window.history.pushState({}, '', '/sports/football'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect.poll(() => rotatorControl(page).count()).toBe(0);
    await carousel(page, 'sport-multi').waitFor();
    await pauseClock(page);
    await page.clock.runFor(2_000);
    await expect.poll(() => rotatorControl(page).textContent()).toBe('Pause All Rotators');

    const slider = carousel(page, 'sport-multi');
    expect(await slider.getAttribute('data-playing')).toBe('true');
    await rotatorControl(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rotatorControl(page).textContent()).toBe('Play All Rotators');
    expect(await announcer(page).textContent()).toBe('All Rotators Paused');
    expect(await slider.getAttribute('data-playing')).toBe('false');
    // Paused stays paused: no autoplay move.
    await page.clock.runFor(8_000);
    expect(await slider.locator('[data-slider-prev]').isDisabled()).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => rotatorControl(page).textContent()).toBe('Pause All Rotators');
    expect(await announcer(page).textContent()).toBe('All Rotators Playing');
    expect(await slider.getAttribute('data-playing')).toBe('true');
    // spec 4: the playing message hides after 1 s.
    await page.clock.runFor(999);
    expect(await announcer(page).textContent()).toBe('All Rotators Playing');
    await page.clock.runFor(1);
    await expect.poll(() => announcer(page).textContent()).toBe('');
    await context.close();
  });

  it('shows the rotator control for a carousel the visitor scrolls to long after the page loaded (WCAG 2.2.2)', async () => {
    const { page, context } = await openVisitor(sites.browser, sites.server, { width });
    await page.goto(sites.server.url('/'));
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // The page has been looked at (2 s after its route name) while the carousel, far below, was not yet running.
    await page.waitForTimeout(2_500);
    const hydrated = await carousel(page).evaluate((element) => {
      const part = element.closest('[data-near-viewport]');
      return !part || part.getAttribute('data-hydrated') === 'true';
    });
    expect(hydrated).toBe(false);
    expect(await rotatorControl(page).count()).toBe(0);

    await scrollToHydrated(carousel(page));
    await expect.poll(() => carousel(page).getAttribute('data-playing')).toBe('true');
    await expect.poll(() => rotatorControl(page).textContent()).toBe('Pause All Rotators');
    // Like the skip link, it shows when the keyboard reaches it.
    await rotatorControl(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => carousel(page).getAttribute('data-playing')).toBe('false');
    await context.close();
  });

  it("draws every promotion picture of the home page whole: its box has the picture's shape, and every word lies inside the picture, apart from the others", async () => {
    const { page, context } = await openHome(width);
    // The source each picture shows at this width (a lazy one not yet loaded included) and the box it is given.
    const pictures = await page.locator('[data-promotion-slot] picture img').evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => {
        const source = [...(image.parentElement?.querySelectorAll('source') ?? [])].find((candidate) => window.matchMedia(candidate.media).matches);
        const box = image.getBoundingClientRect();
        return { src: new URL(source?.srcset ?? image.getAttribute('src')!, document.baseURI).href, width: box.width, height: box.height };
      }),
    );
    expect(pictures.length).toBeGreaterThanOrEqual(10);
    const drawing = await context.newPage();
    for (const src of new Set(pictures.map((picture) => picture.src))) {
      await drawing.goto(src);
      const { viewBox, words } = await drawing.evaluate(() => ({
        viewBox: document.documentElement.getAttribute('viewBox')!.split(/[\s,]+/).map(Number),
        words: [...document.querySelectorAll('text')].map((text) => {
          const box = (text as SVGTextElement).getBBox();
          return { text: text.textContent, left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
        }),
      }));
      const [, , drawnWidth, drawnHeight] = viewBox as [number, number, number, number];
      for (const picture of pictures.filter((candidate) => candidate.src === src && candidate.width > 0)) {
        expect(Math.abs(picture.width / picture.height - drawnWidth / drawnHeight), `${src} is shown in the picture's shape`).toBeLessThan(0.02);
      }
      for (const word of words) {
        expect(word.left >= 0 && word.top >= 0 && word.right <= drawnWidth && word.bottom <= drawnHeight, `"${word.text}" lies inside ${src}`).toBe(true);
      }
      for (const [index, word] of words.entries()) {
        for (const other of words.slice(index + 1)) {
          const apart = word.right <= other.left + 1 || other.right <= word.left + 1 || word.bottom <= other.top + 1 || other.bottom <= word.top + 1;
          expect(apart, `"${word.text}" and "${other.text}" of ${src} do not overlap`).toBe(true);
        }
      }
    }
    await context.close();
  });

  it('sends the impressions of the shown campaigns together after a 2000 ms quiet period', async () => {
    const { page, context } = await openVisitor(sites.browser, sites.server, { width });
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/promotions/counter')) calls.push(request);
    });
    await page.goto(sites.server.url('/'));
    // A visitor who has seen the home page's promotions, the carousel's too (so its code is here before the
    // sport page's campaigns are timed: they show in one step).
    await scrollToHydrated(carousel(page));
    await page.locator('footer [data-promotion-slot] [data-campaign-id]').first().waitFor();
    // The home page's own batches (with the footer's campaigns) go first, in real time. Its parts hydrate
    // in turns, and on a loaded machine a part shown more than 2 s after the first makes a batch of its
    // own: once the page has hydrated, the count stops growing within one quiet period.
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => calls.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await expect
      .poll(
        async () => {
          const sent = calls.length;
          await page.waitForTimeout(2_500);
          return calls.length === sent;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    // From here the page's time moves only in steps, so the quiet period is measured from when the
    // sport page's campaigns were shown, however loaded the machine is.
    await pauseClock(page);
    const homeBatches = calls.length;
    await page.evaluate(() => window.history.pushState({}, '', '/sports/football'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    const sportSlots = ['sport-multi', 'sport-top', 'sport-sidebar', 'sport-html', 'sport-icons'];
    await expect
      .poll(
        async () => {
          await page.clock.runFor(STEP_MS);
          const counts = await Promise.all(sportSlots.map((slot) => page.locator(`[data-promotion-slot="${slot}"] [data-campaign-id]`).count()));
          return counts.every((count) => count > 0);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    // The views count what they show in an effect, run within a frame of the render.
    await page.clock.runFor(EFFECTS_MS);
    // The sport page's own campaigns: the footer's stayed on the page, counted with the home page's batch.
    const shown = await page.locator('main [data-promotion-slot] [data-campaign-id]').evaluateAll((elements) => [...new Set(elements.map((element) => Number(element.getAttribute('data-campaign-id'))))]);
    const before = await Promise.all(shown.map((id) => impressionsToday(id)));

    // The last campaign was shown at most STEP_MS before the last step ended, and counted by the end of EFFECTS_MS.
    await page.clock.runFor(2_000 - STEP_MS - EFFECTS_MS - 1);
    expect(calls).toHaveLength(homeBatches);
    await page.clock.runFor(STEP_MS + EFFECTS_MS + 1);
    await expect.poll(() => calls.length).toBe(homeBatches + 1);
    const response = await calls[homeBatches]!.response();
    expect(response?.status()).toBe(200);
    const sent = new URL(calls[homeBatches]!.url()).searchParams.get('adIds')!.split(',').map(Number);
    expect([...sent].sort()).toEqual([...shown].sort());
    for (const [index, id] of shown.entries()) expect(await impressionsToday(id)).toBe(before[index]! + 1);
    await context.close();
  });
});

async function impressionsToday(campaignId: number): Promise<number> {
  const rows = await sites.server.server.database.db.select().from(promotionImpressionDays).where(eq(promotionImpressionDays.campaignId, campaignId));
  return rows.find((row) => row.day === impressionDay(testNow()))?.impressions ?? 0;
}

describe('accessibility of promotions', () => {
  it('home with the carousel showing has no axe violations', async () => {
    const { page, context } = await openVisitor(sites.browser, sites.server, { bypassCSP: true });
    await page.goto(sites.server.url('/'));
    await carousel(page).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Latest News' }).waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });
});
