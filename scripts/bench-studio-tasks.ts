/**
 * npm run bench:studio-tasks — after `npm run build`: five tasks of a sports information director's week, done in
 * the studio in Chromium as a person would, from the dashboard (/studio) at 1366 px, on the real server with the
 * demo data (PGlite, a fresh data directory, SEED_DATE's clock): post six results, write and publish a story with a
 * photo, raise an alert, add a player to a roster, upload ten photos with their descriptions. Prints per task the
 * interactions (clicks, key presses and choices outside typed text; how each is counted is in `Person`) and the
 * time from the first interaction to the studio's confirmation. Figures only: it never fails on a number.
 * Issue 48's goals: a result in at most four interactions from /studio, the six in under two minutes.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_SCHOOLS } from '../demo/schools';
import { demoStaffOf } from '../demo/staff';
import { clockFrom } from '../server/clock';
import { readConfig } from '../server/config';
import { startServer } from '../server/start';
import { seedDemoData } from '../demo/seed';
import { chromiumPath } from './bench/browser';

const SCHOOL = DEMO_SCHOOLS.find((school) => school.key === 'ridgemont')!;
const WAIT = { timeout: 20_000 };
const HOUR = 3_600_000;

/**
 * The person at the keyboard. A click, a key press and a focus into a field (fill: typing itself is free) are one
 * interaction each; a select is two (open it, pick); choosing files is two (open the picker, confirm the files).
 */
class Person {
  interactions = 0;
  constructor(readonly page: Page) {}
  async click(target: Locator) {
    this.interactions += 1;
    await target.click();
  }
  async fill(target: Locator, text: string) {
    this.interactions += 1;
    await target.fill(text);
  }
  async type(target: Locator, text: string) {
    this.interactions += 1;
    await target.click();
    await this.page.keyboard.type(text);
  }
  async select(target: Locator, value: string) {
    this.interactions += 2;
    await target.selectOption(value);
  }
  async choose(target: Locator, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
    this.interactions += 2;
    await target.setInputFiles(files);
  }
}

interface TaskFigure {
  task: string;
  interactions: number;
  seconds: number;
  note: string;
}

/** The school's wall clock at an instant, as the game form takes it. */
function wallClock(instant: number): { date: string; time: string } {
  const text = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL.timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
  const [date, time] = text.split(', ') as [string, string];
  return { date, time };
}

async function photo(n: number): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: (n * 40) % 255, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
}

/** The staff API as the signed-in page calls it (its cookie, the school's header). */
async function api(page: Page, method: string, pathname: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, pathname, body }) => {
      const session = (await (await fetch('/api/v2/Auth/session', { headers: { tenant: 'ridgemont' } })).json()) as { csrfToken?: string };
      const headers: Record<string, string> = { tenant: 'ridgemont', 'content-type': 'application/json', ...(session.csrfToken ? { 'x-csrf-token': session.csrfToken } : {}) };
      const response = await fetch(pathname, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
    },
    { method, pathname, body },
  );
}

async function timed(person: Person, task: string, note: string, work: () => Promise<void>): Promise<TaskFigure> {
  await person.page.goto(new URL('/studio', person.page.url()).href);
  await person.page.getByRole('heading', { level: 1, name: 'Studio' }).waitFor(WAIT);
  await person.page.locator('html[data-hydrated="true"]').waitFor(WAIT);
  person.interactions = 0;
  const started = performance.now();
  await work();
  return { task, interactions: person.interactions, seconds: (performance.now() - started) / 1000, note };
}

async function postSixResults(person: Person, now: number): Promise<TaskFigure> {
  const { page } = person;
  // Six games of this afternoon with no result (what a Saturday leaves): written through the API, not counted.
  const sports = (await api(page, 'GET', '/api/v2/Sports')).json as unknown as Array<{ id: number; nonSport?: boolean }>;
  const opponents = (await api(page, 'GET', '/api/studio/opponents')).json.items as Array<{ id: number }>;
  const sportIds = sports.filter((sport) => !sport.nonSport).map((sport) => sport.id);
  const games: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const made = await api(page, 'POST', '/api/studio/games', { sportId: sportIds[i % sportIds.length], ...wallClock(now - (i + 2) * HOUR), opponentId: opponents[i % opponents.length]!.id, location: 'home' });
    if (made.status !== 201) throw new Error(`Could not add a game to score: ${made.status} ${JSON.stringify(made.json)}`);
    games.push(made.json.id as number);
  }
  return timed(person, 'post six results (dashboard)', 'our score, their score, Save per game', async () => {
    for (const [i, id] of games.entries()) {
      const row = page.locator(`[data-game-id="${id}"]`);
      await person.fill(row.getByLabel('Our score'), String(60 + i));
      await person.fill(row.getByLabel('Their score'), String(50 + i));
      await person.click(row.getByRole('button', { name: /^Save/ }));
      await row.getByText(/^Saved: /).first().waitFor(WAIT);
    }
  });
}

async function publishStoryWithPhoto(person: Person): Promise<TaskFigure> {
  const { page } = person;
  return timed(person, 'write and publish a story with a photo', 'headline, body, photo from the library, Publish now', async () => {
    await person.click(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Stories' }));
    await person.click(page.getByRole('link', { name: 'Write a story' }));
    await person.fill(page.getByLabel('Headline (required)'), 'Rams sweep the Saturday slate');
    await person.type(page.getByRole('textbox', { name: 'Body' }), 'Six teams, six games, one long and happy day for the Rams.');
    await person.click(page.getByRole('button', { name: 'Choose from the library' }));
    await person.click(page.getByRole('button', { name: /^Use / }).first());
    await page.getByText(/^Saved at \d\d:\d\d$/).waitFor(WAIT);
    await person.click(page.getByRole('button', { name: 'Publish now' }));
    await page.getByRole('link', { name: 'View the published story' }).waitFor(WAIT);
  });
}

async function raiseAlert(person: Person): Promise<TaskFigure> {
  const { page } = person;
  const end = await page.evaluate(() => {
    const at = new Date(Date.now() + 3 * 3_600_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
  return timed(person, 'raise an alert', 'text and end time, Save', async () => {
    await person.click(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Alerts' }));
    await person.click(page.getByRole('button', { name: 'New alert' }));
    await person.fill(page.getByLabel('Alert text (required)'), 'Lot C closed tonight: park in Lot D');
    await person.fill(page.getByLabel('End'), end);
    await person.click(page.getByRole('button', { name: 'Save alert' }));
    await page.getByRole('row').filter({ hasText: 'Lot C closed tonight' }).waitFor(WAIT);
  });
}

async function addPlayer(person: Person): Promise<TaskFigure> {
  const { page } = person;
  return timed(person, 'add a player to a roster', 'the current roster of the first sport; name, number, position, class, hometown', async () => {
    await person.click(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Rosters' }));
    await person.click(page.getByRole('row').filter({ hasText: 'Current' }).first().getByRole('link'));
    await person.click(page.getByRole('button', { name: 'Add a player' }));
    await person.fill(page.getByLabel('First name (required)'), 'Quinn');
    await person.fill(page.getByLabel('Last name (required)'), 'Walkon');
    await person.fill(page.getByLabel('Jersey number'), '0');
    await person.fill(page.getByLabel('Position'), 'Guard');
    await person.select(page.getByLabel('Class year'), 'Freshman');
    await person.fill(page.getByLabel('Hometown (required)'), 'Boulder');
    await person.click(page.getByRole('button', { name: 'Add the player' }));
    await page
      .getByRole('status')
      .filter({ hasText: /^Added #0 Quinn Walkon\./ })
      .waitFor(WAIT)
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}; the form says: ${(await page.locator('[id$="-error"]').allTextContents()).join(' | ')}`);
      });
  });
}

async function uploadTenPhotos(person: Person): Promise<TaskFigure> {
  const { page } = person;
  const files = await Promise.all([...Array(10).keys()].map(async (n) => ({ name: `saturday-${n + 1}.jpg`, mimeType: 'image/jpeg', buffer: await photo(n) })));
  return timed(person, 'upload ten photos with descriptions', 'the ten files picked at once, a description each, Upload', async () => {
    await person.click(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Media' }));
    await person.choose(page.getByLabel(/^Files/), files);
    for (const [n, file] of files.entries()) await person.fill(page.getByLabel(`Description (alt text) of ${file.name}`), `The Saturday crowd, photo ${n + 1}`);
    await person.click(page.getByRole('button', { name: 'Upload 10 files' }));
    for (const file of files) await page.getByRole('status').filter({ hasText: `Uploaded ${file.name}` }).waitFor(WAIT);
  });
}

async function main(): Promise<void> {
  const clientDir = path.resolve('dist/client');
  if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error('Build the site first: npm run build');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-bench-studio-tasks-'));
  const now = clockFrom(readConfig().seedDate);
  const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: undefined, dataDir, clientDir, firstContent: seedDemoData, version: 'bench', now, site: { apiBase: '/api/v2', serverRendering: true } });
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const origin = `http://localhost:${new URL(server.url).port}`;
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    // The browser's clock stands where the server's does (SEED_DATE).
    await context.clock.install({ time: now() });
    await context.clock.resume();
    const page = await context.newPage();
    // Signed in already (the sign-in page is not one of the tasks).
    await page.goto(`${origin}/robots.txt`);
    const signedIn = await page.evaluate(async (login) => (await fetch('/api/v2/Auth/login', { method: 'POST', headers: { tenant: 'ridgemont', 'content-type': 'application/json' }, body: JSON.stringify(login) })).status, demoStaffOf(SCHOOL));
    if (signedIn !== 200) throw new Error(`Sign-in answered ${signedIn}`);
    await page.goto(`${origin}/studio`);
    const person = new Person(page);
    const figures = [await postSixResults(person, now()), await publishStoryWithPhoto(person), await raiseAlert(person), await addPlayer(person), await uploadTenPhotos(person)];
    console.log('bench:studio-tasks — Chromium at 1366 px, from /studio, ridgemont (PGlite, demo data)\n');
    console.log(['task', 'interactions', 'seconds', 'what'].join(' | '));
    for (const figure of figures) console.log([figure.task, String(figure.interactions), figure.seconds.toFixed(1), figure.note].join(' | '));
    const results = figures[0]!;
    console.log(`\nresults: ${(results.interactions / 6).toFixed(1)} interactions each (goal ≤ 4), the six in ${results.seconds.toFixed(1)} s (goal < 120 s)`);
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
