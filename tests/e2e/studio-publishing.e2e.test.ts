import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DemoSchool } from '../../demo/schools';
import { picture } from '../server/studio/media-files';
import { e2eSession } from './support/e2e-session';
import { expectNoAxeViolations, fetchSite, localInputIn, moveClocks, openFan, openStaff, SAVE, SCHOOLS, siteUrl, STUDIO_WIDTH, firstSport } from './support/studio';

// One server whose clock the tests move on; every browser's clock follows it (support/studio.ts).
const session = e2eSession({ movableClock: true });
const MINUTE = 60_000;

/** The public answers a published story reaches besides the pages: RSS and the sitemap. */
async function feeds(tenant: string): Promise<{ rss: string; sitemap: string }> {
  const [rss, sitemap] = await Promise.all(['/rss.xml', '/sitemap.xml'].map(async (path) => (await fetchSite(session.server, path, tenant)).text));
  return { rss: rss!, sitemap: sitemap! };
}

describe('the studio publishes in Chromium', () => {
  it.each(SCHOOLS.map((school) => [school.key, school] as [string, DemoSchool]))(
    '%s: uploads a photo, writes a story led by it, previews it hidden, schedules it ten minutes ahead and fans find it everywhere when the time comes',
    async (tenant) => {
      const { server, browser } = session;
      const width = STUDIO_WIDTH[tenant]!;
      const headline = `Late winner lifts ${tenant} ${randomUUID().slice(0, 8)}`;
      const photoAlt = `The ${tenant} captain lifts the trophy`;
      const sport = await firstSport(session, tenant);
      const staff = await openStaff(browser, server, tenant, { width });
      const { page } = staff;

      // The media library: upload a real JPEG with its description.
      await page.goto(siteUrl(server, '/studio/media', tenant));
      await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor();
      await page.getByLabel(/^Files/).setInputFiles({ name: `${tenant}-trophy.jpg`, mimeType: 'image/jpeg', buffer: await picture('jpeg', 64, 48) });
      await page.getByLabel('Description (alt text)').fill(photoAlt);
      await page.getByRole('button', { name: 'Upload' }).click();
      await page.getByRole('status').filter({ hasText: /^Uploaded / }).waitFor(SAVE);
      await expectNoAxeViolations(page);

      // The story: headline, body, sport, and the photo picked from the library with its alt text.
      await page.goto(siteUrl(server, '/studio/stories/new', tenant));
      await page.getByRole('heading', { level: 1, name: 'New story' }).waitFor();
      await page.getByLabel('Headline (required)').fill(headline);
      await page.getByRole('textbox', { name: 'Body' }).click();
      await page.keyboard.type('A goal in the last minute.');
      await page.getByLabel('Sport').selectOption(String(sport.id));
      await page.getByRole('button', { name: 'Choose from the library' }).click();
      await page.getByRole('button', { name: `Use ${tenant}-trophy.jpg` }).first().click();
      await expect.poll(() => page.getByLabel(/^Image description \(alt text\)/).inputValue()).toBe(photoAlt);
      await page.waitForURL(/\/studio\/stories\/\d+$/, SAVE);
      const storyId = Number(new URL(page.url()).pathname.split('/').at(-1));
      await expect.poll(async () => (await staff.api.call('GET', `/api/studio/stories/${storyId}`)).json.imageAlt, SAVE).toBe(photoAlt);
      await page.getByText(/^Saved at \d\d:\d\d$/).waitFor(SAVE);
      await expectNoAxeViolations(page);

      // Hidden preview: the editor sees the draft, a fan does not.
      const previewPath = (await page.getByRole('link', { name: /^Preview/ }).getAttribute('href'))!;
      expect(previewPath).toMatch(/^\/hidden\/news\//);
      const preview = await staff.context.newPage();
      await preview.goto(siteUrl(server, previewPath, tenant));
      await preview.getByRole('heading', { level: 1, name: headline }).waitFor();
      await preview.close();
      const fan = await openFan(browser, server, { tenant, width });
      await fan.page.goto(siteUrl(server, previewPath, tenant));
      await fan.page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
      expect(await fan.page.getByText(headline).count()).toBe(0);
      const publicPath = previewPath.replace(/^\/hidden/, '');
      expect((await fetchSite(server, publicPath, tenant)).status).toBe(404);

      // Scheduled ten minutes ahead by the browser's clock.
      await page.getByLabel('Publish at').fill(await localInputIn(page, 10 * MINUTE));
      await page.getByRole('button', { name: 'Schedule' }).click();
      await page.getByText(/^Status: Scheduled for /).waitFor(SAVE);
      const scheduled = (await staff.api.call('GET', `/api/studio/stories/${storyId}`)).json as { status: string; publishAt: string };
      expect(scheduled.status).toBe('scheduled');

      // Before its time it is on none of the fan's pages.
      const archives = `/sports/${sport.globalSportNameSlug}/archives`;
      for (const path of ['/', archives]) {
        await fan.page.goto(siteUrl(server, path, tenant));
        await fan.page.getByRole('main').waitFor();
        expect(await fan.page.getByText(headline).count(), path).toBe(0);
      }
      const before = await feeds(tenant);
      expect(before.rss).not.toContain(headline);
      expect(before.sitemap).not.toContain(publicPath.split('/').at(-1));

      // The clocks move past its time: the scheduler (a one-second timer on the server's clock) publishes it.
      await moveClocks(server, Date.parse(scheduled.publishAt) - server.now() + MINUTE, staff.context, fan.context);
      const story = async () => (await staff.api.call('GET', `/api/studio/stories/${storyId}`)).json as { status: string; url: string };
      await expect.poll(async () => (await story()).status, SAVE).toBe('published');
      const published = await story();
      const after = await feeds(tenant);
      expect(after.rss).toContain(headline);
      expect(after.sitemap).toContain(`${published.url}</loc>`);
      for (const path of ['/', archives]) {
        await fan.page.goto(siteUrl(server, path, tenant));
        await fan.page.getByRole('link', { name: headline }).first().waitFor(SAVE);
      }
      // The editor, on the moved clock too, says so.
      await page.reload();
      await page.getByText('Status: Published').waitFor(SAVE);
      await page.getByRole('link', { name: 'View the published story' }).waitFor();

      // The fan's story page: the photo, through the image service, with its alt text.
      await fan.page.goto(siteUrl(server, published.url, tenant));
      await fan.page.getByRole('heading', { level: 1, name: headline }).waitFor();
      const photo = fan.page.getByRole('article').getByRole('img', { name: photoAlt });
      await photo.waitFor();
      // Its renditions come from the image service (spec 7), which the browser picks from and loads.
      const srcset = (await photo.getAttribute('srcset')) ?? '';
      expect(srcset).toMatch(/\/resize\?url=[^ ]*trophy\.jpg/);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc), SAVE).toMatch(/\/resize\?url=/);
      expect(fan.errors).toEqual([]);
      expect(staff.errors).toEqual([]);
      await fan.context.close();
      await staff.context.close();
    },
  );

  it.each(SCHOOLS.map((school) => [school.key]))('%s: raises an alert in the studio that the home page shows fans until its end time passes', async (tenant) => {
    const { server, browser } = session;
    const width = STUDIO_WIDTH[tenant]!;
    const text = `Kickoff moved to 3 PM at ${tenant} ${randomUUID().slice(0, 8)}`;
    const staff = await openStaff(browser, server, tenant, { width });
    const { page } = staff;
    await page.goto(siteUrl(server, '/studio/alerts', tenant));
    await page.getByRole('heading', { level: 1, name: 'Alerts' }).waitFor();
    await page.getByRole('button', { name: 'New alert' }).click();
    await page.getByLabel('Alert text (required)').fill(text);
    await page.getByLabel('End').fill(await localInputIn(page, 30 * MINUTE));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save alert' }).click();
    await page.getByRole('row').filter({ hasText: text }).waitFor(SAVE);
    await expectNoAxeViolations(page);

    const fan = await openFan(browser, server, { tenant, width });
    await fan.page.goto(siteUrl(server, '/', tenant));
    const alerts = fan.page.getByRole('region', { name: 'Alerts' });
    await alerts.getByText(text).waitFor(SAVE);

    // Past its end (server and browser clocks), the home page no longer shows it.
    await moveClocks(server, 31 * MINUTE, fan.context);
    await expect
      .poll(async () => {
        await fan.page.reload();
        return fan.page.getByText(text).count();
      }, SAVE)
      .toBe(0);
    expect(fan.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
    await fan.context.close();
    await staff.context.close();
  });

  it.each(SCHOOLS.map((school) => [school.key]))('%s: picks three photos at once, is told which lack a description, watches each go up and finds them in the library, not used', async (tenant) => {
    const { server, browser } = session;
    const width = STUDIO_WIDTH[tenant]!;
    const tag = `batch${randomUUID().slice(0, 6)}`;
    const names = ['north', 'south', 'east'].map((side) => `${tag}-${side}-stand.jpg`);
    const staff = await openStaff(browser, server, tenant, { width });
    const { page } = staff;
    await page.goto(siteUrl(server, '/studio/media', tenant));
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor();
    const files = await Promise.all(names.map(async (name, index) => ({ name, mimeType: 'image/jpeg', buffer: await picture('jpeg', 40 + index * 8, 30) })));
    await page.getByLabel(/^Files/).setInputFiles(files);
    const description = (name: string) => page.getByLabel(`Description (alt text) of ${name}`);
    await description(names[0]!).fill(`The north stand full at ${tag}`);

    // Two have no description: nothing goes, and the studio says which.
    await page.getByRole('button', { name: 'Upload 3 files' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Nothing was uploaded' }).textContent()).toBe(`Nothing was uploaded. Describe 2 photos before uploading: ${names[1]}, ${names[2]}.`);
    expect(await description(names[1]!).getAttribute('aria-invalid')).toBe('true');
    expect(await description(names[0]!).getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await expectNoAxeViolations(page);

    await description(names[1]!).fill(`The south stand at dusk ${tag}`);
    await description(names[2]!).fill(`The east stand in the rain ${tag}`);
    await page.getByRole('button', { name: 'Upload 3 files' }).click();
    for (const name of names) {
      await page.getByRole('status').filter({ hasText: `Uploaded ${name} (#` }).waitFor(SAVE);
      expect(await page.getByRole('progressbar', { name: `Upload of ${name}` }).evaluate((bar) => (bar as HTMLProgressElement).value)).toBe(100);
    }

    // The grid: found by their names, then by a description, each not used yet.
    await page.getByLabel('Name or description').fill(tag);
    await page.getByRole('button', { name: 'Search' }).click();
    const cards = page.getByRole('list', { name: 'Library files' }).getByRole('listitem');
    await expect.poll(() => cards.count(), SAVE).toBe(3);
    for (const name of names) await expect.poll(() => cards.filter({ hasText: name }).textContent()).toContain('Not used');
    await page.getByLabel('Name or description').fill(`south stand at dusk ${tag}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => cards.count(), SAVE).toBe(1);
    expect(await cards.getByRole('img').getAttribute('alt')).toBe(`The south stand at dusk ${tag}`);

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
    expect(staff.errors).toEqual([]);
    await staff.context.close();
  });
});
