import { existsSync } from 'node:fs';
import { chromium, type Browser, type ConsoleMessage, type Locator, type Page } from 'playwright-core';
import { testNow } from '../../support/test-clock';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string {
  const found = CANDIDATES.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (!found) throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.');
  return found;
}

/**
 * A server-rendered page shows its controls before its code has run: a test, like a fan, acts on them
 * once the page has hydrated (composition/start.tsx marks it). Pages with JavaScript off are taken as loaded.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if ((await page.locator('#hydration-data').count()) === 0) return;
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });
}

/**
 * #24: a part far below the fold (ui/routing/near-viewport-view.tsx) hydrates when the visitor comes near
 * it. Scrolls to the element, as a fan would, and waits until the part holding it answers (at once for
 * an element in no such part).
 */
export async function scrollToHydrated(locator: Locator): Promise<void> {
  const element = locator.first();
  await element.scrollIntoViewIfNeeded();
  await element.page().waitForFunction(
    (target) => {
      const part = target?.closest('[data-near-viewport]');
      return !part || part.getAttribute('data-hydrated') === 'true';
    },
    await element.elementHandle(),
    { timeout: 15_000 },
  );
}

function hydratingNavigation(page: Page, javaScriptEnabled: boolean): Page {
  if (!javaScriptEnabled) return page;
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<Awaited<ReturnType<Page['goto']>>>;
    (page[method] as unknown) = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await waitForHydration(page);
      return response;
    };
  }
  return page;
}

/** Every page the tests open runs on the tests' clock from its first script, as the server does. */
function onTestClock(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.clock.install({ time: testNow() });
    const newPage = context.newPage.bind(context);
    context.newPage = async () => hydratingNavigation(await newPage(), options?.javaScriptEnabled !== false);
    return context;
  };
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.once('close', () => void context.close());
    return page;
  };
  return browser;
}

/** The system Chromium, headless, without the background traffic a closed network refuses. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  return onTestClock(browser);
}

/** Collects console errors and page errors so a test can assert a page ran clean. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Stops the page clock just ahead of where it is, so the spec's timings move only with runFor. The
 * clock runs on while the page is asked its time, so a loaded machine can be past the pause point
 * when it arrives ('Cannot fast-forward to the past'): ask again with a wider margin.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let margin = 50; ; margin *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (!String(error).includes('fast-forward to the past') || margin >= 3_200) throw error;
    }
  }
}
