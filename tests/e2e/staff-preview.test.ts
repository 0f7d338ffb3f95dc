import { describe, expect, it } from 'vitest';
import { PREVIEW_BANNER_TEXT } from '../../core/staff-access/staff-access';
import { DEMO_SCHOOLS } from '../../demo/schools';
import { demoStaffOf } from '../../demo/staff';
import { axeViolations, describeViolations } from './support/axe';
import { e2eSession } from './support/e2e-session';
import { openVisitor } from './support/visitor';

const session = e2eSession();

/** A hidden story of the school, as its staff's preview API lists it. */
async function hiddenStory(tenant: string): Promise<{ headline: string; path: string; cookie: string }> {
  const school = DEMO_SCHOOLS.find((candidate) => candidate.key === tenant)!;
  const { email, password } = demoStaffOf(school);
  const signIn = await fetch(session.server.url('/api/v2/Auth/login'), { method: 'POST', headers: { tenant, 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
  const archive = (await (await fetch(session.server.url('/api/v2/Hidden/archives'), { headers: { tenant, cookie } })).json()) as { items: Array<{ storyHeadline: string; storyPath: string }> };
  const story = archive.items[0]!;
  return { headline: story.storyHeadline, path: `/hidden${story.storyPath}`, cookie };
}

describe('staff previews in Chromium', () => {
  it.each(['ridgemont', 'coastalbay'])('%s: signs in from a hidden story, sees it under the preview banner, signs out and finds it gone', async (tenant) => {
    const story = await hiddenStory(tenant);
    const { email, password, displayName } = demoStaffOf(DEMO_SCHOOLS.find((school) => school.key === tenant)!);
    const { page, errors, context } = await openVisitor(session.browser, session.server, { tenant, bypassCSP: true });
    const host = tenant === 'ridgemont' ? undefined : tenant;

    // A fan (nobody signed in) is sent to the sign-in page, which remembers the story.
    await page.goto(session.server.url(story.path, host));
    await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(story.path);
    expect(await page.getByText(story.headline).count()).toBe(0);
    expect(describeViolations(await axeViolations(page))).toBe('');

    await page.getByRole('textbox', { name: /Email address/ }).fill(email);
    await page.getByLabel(/Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: story.headline }).waitFor();
    expect(new URL(page.url()).pathname).toBe(story.path);
    await expect(page.getByRole('note', { name: 'Staff preview' }).textContent()).resolves.toContain(PREVIEW_BANNER_TEXT);
    const sessionCookie = (await context.cookies()).find((cookie) => cookie.name === 'staff_session');
    expect(sessionCookie?.httpOnly).toBe(true);
    expect(sessionCookie?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('staff_session');

    // The banner leads to the staff account page, where the member signs out.
    await page.getByRole('link', { name: 'Staff account and sign-out' }).click();
    await page.getByText(`Signed in as ${displayName}`).waitFor();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    await page.goto(session.server.url(story.path, host));
    await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
    expect(await page.getByText(story.headline).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("renders a hidden story on the server for its school's signed-in staff only, privately (#12)", async () => {
    const story = await hiddenStory('ridgemont');
    const other = await hiddenStory('coastalbay');
    const asStaff = await fetch(session.server.url(story.path), { headers: { cookie: story.cookie } });
    const html = await asStaff.text();
    expect(asStaff.status).toBe(200);
    expect(asStaff.headers.get('cache-control')).toBe('private, no-store');
    expect(asStaff.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(html).toContain('id="hydration-data"');
    expect(html).toContain(story.headline.replace(/&/g, '&amp;'));
    // Nobody signed in, or another school's staff: the page is left to the session.browser, with nothing hidden in it.
    for (const cookie of ['', other.cookie]) {
      const page = await (await fetch(session.server.url(story.path), { headers: { cookie } })).text();
      expect(page).toContain('<div id="root"></div>');
      expect(page).not.toContain(story.headline.replace(/&/g, '&amp;'));
    }

    // The staff member's browser hydrates it: the story and the preview banner, without a console error.
    const { page, errors, context } = await openVisitor(session.browser, session.server, { bypassCSP: true });
    const [name, value] = story.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: session.server.url('/'), httpOnly: true, sameSite: 'Lax' }]);
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') messages.push(message.text());
    });
    await page.goto(session.server.url(story.path));
    expect(await page.locator('#hydration-data').count()).toBe(1);
    await page.getByRole('heading', { level: 1, name: story.headline }).waitFor();
    await expect(page.getByRole('note', { name: 'Staff preview' }).textContent()).resolves.toContain(PREVIEW_BANNER_TEXT);
    expect([...errors, ...messages]).toEqual([]);
    await context.close();
  });
});
