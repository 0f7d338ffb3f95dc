import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { picture } from '../server/studio/media-files';
import { OWASP_HTML_CASES } from '../server/studio/owasp-xss';
import { e2eSession } from './support/e2e-session';
import { expectNoAxeViolations, openFan, openStaff, SAVE, SCHOOLS, siteUrl, staffApi, STUDIO_WIDTH, type StaffApi } from './support/studio';

const session = e2eSession();
const tenants = SCHOOLS.map((school) => [school.key]);

/** A story written and saved through the API; its id and version. */
async function writeStory(api: StaffApi, body: Record<string, unknown>): Promise<{ id: number; version: number }> {
  const created = await api.call('POST', '/api/studio/stories', body);
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json as { id: number; version: number };
}

describe('two editors on one story in Chromium', () => {
  it.each(tenants)('%s: the second save is refused, the editor says who changed it and when, and reloads without losing the text', async (tenant) => {
    const { server, browser } = session;
    const width = STUDIO_WIDTH[tenant]!;
    const admin = await staffApi(server, tenant);
    const second = { email: `second-editor@${tenant}.example.edu`, password: `second-editor-${tenant}-pass` };
    const added = await admin.call('POST', '/api/studio/staff', { ...second, name: 'Sam Second', role: 'editor' });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    const story = await writeStory(admin, { title: `Preview: ${tenant} hosts the final`, body: '<p>The final is on Saturday.</p>' });

    const mine = await openStaff(browser, server, tenant, { width });
    const theirs = await openStaff(browser, server, tenant, { width: 1366, login: second });
    for (const { page } of [mine, theirs]) {
      await page.goto(siteUrl(server, `/studio/stories/${story.id}`, tenant));
      await page.getByRole('heading', { level: 1, name: 'Edit story' }).waitFor();
    }

    // The other editor saves first.
    const theirHeadline = `Final moved to Sunday at ${tenant}`;
    await theirs.page.getByLabel('Headline (required)').fill(theirHeadline);
    await theirs.page.getByRole('button', { name: 'Save now' }).click();
    await theirs.page.getByText(/^Saved at \d\d:\d\d$/).waitFor(SAVE);

    // My save, on the version I opened, is refused: who and when, and my text is kept.
    const myWords = 'Tickets go on sale on Monday.';
    await mine.page.getByRole('textbox', { name: 'Body' }).click();
    await mine.page.keyboard.press('End');
    await mine.page.keyboard.type(` ${myWords}`);
    await mine.page.getByRole('button', { name: 'Save now' }).click();
    const notice = mine.page.getByRole('alert').filter({ hasText: 'Someone else changed this while you were editing.' });
    await notice.waitFor(SAVE);
    expect(await notice.textContent()).toMatch(/Sam Second saved version 2 at [A-Z][a-z]{2} \d{1,2}, \d\d:\d\d\./);
    await expectNoAxeViolations(mine.page);
    expect((await admin.call('GET', `/api/studio/stories/${story.id}`)).json).toMatchObject({ title: theirHeadline, version: 2 });

    await mine.page.getByRole('button', { name: 'Load the latest version' }).click();
    await expect.poll(() => mine.page.getByLabel('Headline (required)').inputValue(), SAVE).toBe(theirHeadline);
    expect(await mine.page.getByLabel('Your body (HTML)').inputValue()).toContain(myWords);
    await mine.page.getByRole('button', { name: 'Use my text instead' }).click();
    await expect.poll(() => mine.page.getByRole('textbox', { name: 'Body' }).textContent(), SAVE).toContain(myWords);
    await expectNoAxeViolations(mine.page);
    expect(mine.errors.filter((error) => !error.includes('412'))).toEqual([]);
    await mine.context.close();
    await theirs.context.close();
  });
});

/** What would run, had a payload got through: a script-bearing element, an inline handler (an icon's svg is fine, an svg onload is not), a script address. */
function injectedParts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll('*')].flatMap((element) => {
        const found: string[] = [];
        if (/^(script|iframe|object|embed|meta|style|base|form|input)$/i.test(element.tagName)) found.push(element.tagName);
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name)) found.push(`${element.tagName}[${attribute.name}]`);
          if (/^\s*(javascript|vbscript|data:text)/i.test(attribute.value)) found.push(`${element.tagName}[${attribute.name}=${attribute.value}]`);
        }
        return found;
      }),
    ),
  );
}

describe('OWASP XSS payloads written through the studio API, in the fan pages', () => {
  it.each(tenants)('%s: a story body, photo alt text and alert text with payloads run nothing and show as text', async (tenant) => {
    const { server, browser } = session;
    const api = await staffApi(server, tenant);
    const marker = `xss-${tenant}-${randomUUID().slice(0, 8)}`;
    const altPayload = `"><img src=x onerror=alert('alt')> ${marker}`;
    const alertPayload = `<img src=x onerror=alert('alert')><script>alert(1)</script> ${marker}`;

    const photo = await api.upload(await picture('png', 40, 30), 'payload.png', altPayload);
    expect(photo.status, JSON.stringify(photo.json)).toBe(201);
    // The marked paragraph first: an unclosed case (an <svg/onload…> never closed) takes what follows it out with it.
    const body = [`<p>${marker} <a onmouseover="alert(document.cookie)">xxs link</a></p>`, ...OWASP_HTML_CASES].join('\n');
    const story = await writeStory(api, { title: `Safe story ${marker}`, body, imageId: photo.json.id, imageAlt: altPayload });
    const published = await api.call('POST', `/api/studio/stories/${story.id}/publish`, {}, story.version);
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    const alert = await api.call('POST', '/api/studio/alerts', { title: alertPayload, message: OWASP_HTML_CASES.join('\n') });
    expect(alert.status, JSON.stringify(alert.json)).toBe(201);

    const fan = await openFan(browser, server, { tenant });
    const dialogs: string[] = [];
    fan.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    // The home page with the alert: its text is shown as typed.
    await fan.page.goto(siteUrl(server, '/', tenant));
    const alerts = fan.page.getByRole('region', { name: 'Alerts' });
    await alerts.getByText(marker).waitFor(SAVE);
    // What the server kept of the alert text (its markup dropped on write) is what the fan reads, as text.
    const kept = (await api.call('GET', `/api/studio/alerts/${alert.json.id}`)).json as { title: string };
    expect(kept.title).toContain(marker);
    expect(await alerts.locator(`[data-alert-id="${alert.json.id}"] strong`).textContent()).toBe(kept.title);
    expect(await injectedParts(fan.page, '[aria-label="Alerts"]')).toEqual([]);

    // The story page: the body kept its text but none of its handlers; the alt text is an attribute, not markup.
    await fan.page.goto(siteUrl(server, (published.json as { url: string }).url, tenant));
    const article = fan.page.getByRole('article');
    await article.locator('p').filter({ hasText: marker }).waitFor();
    await article.getByText('xxs link').first().hover();
    expect(await article.getByRole('img', { name: altPayload }).count()).toBe(1);
    expect(await injectedParts(fan.page, 'article')).toEqual([]);
    // The page's only inline scripts are data blocks (hydration, boot config, structured data), never code.
    expect(await fan.page.evaluate(() => document.querySelectorAll('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])').length)).toBe(0);
    await fan.page.waitForLoadState('load');
    expect(dialogs).toEqual([]);
    await fan.context.close();
  });
});
