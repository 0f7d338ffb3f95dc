import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApp, type SeededApp } from '../support/seeded-app';

type Sport = { id: number; globalSportNameSlug: string; title: string };

// The first render of a page compiles its lazy chunk: slow on a busy machine.
const FIRST = { timeout: 20_000 };

/** The same path and query on the real server, which 127.0.0.1 names as the default school (ridgemont). */
function onServer(app: SeededApp, link: string): string {
  const url = new URL(link.replace(/^webcal:/, 'http:'));
  return `${new URL(app.apiBase).origin}${url.pathname}${url.search}`;
}

describe('the public calendar and RSS feed links, followed on the real server', () => {
  let app: SeededApp;
  let football: Sport;
  beforeAll(async () => {
    app = await startSeededApp();
    football = (await app.api<Sport[]>('/Sports')).find((sport) => sport.globalSportNameSlug === 'football')!;
  });
  afterAll(async () => app?.close());

  it("offers every sport's calendar, and a sport's own, as webcal:// feeds calendar apps can fetch", async () => {
    const all = app.renderAt('/calendar');
    const link = await screen.findByRole('link', { name: 'Subscribe in your calendar app (all sports)' }, FIRST);
    expect(link).toHaveAttribute('href', `webcal://${window.location.host}/calendar.ics`);
    const response = await fetch(onServer(app, link.getAttribute('href')!));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect((await response.text()).split('BEGIN:VEVENT').length).toBeGreaterThan(20);
    all.unmount();

    app.renderAt('/sports/football/calendar');
    const own = await screen.findByRole('link', { name: 'Subscribe in your calendar app (Football)' }, FIRST);
    expect(own).toHaveAttribute('href', `webcal://${window.location.host}/calendar.ics?sportId=${football.id}`);
    const body = await (await fetch(onServer(app, own.getAttribute('href')!))).text();
    const summaries = body.replace(/\r\n /g, '').match(/^SUMMARY:.*$/gm) ?? [];
    expect(summaries.length).toBeGreaterThan(3);
    for (const summary of summaries) expect(summary).toMatch(/^SUMMARY:(POSTPONED: )?Football /);
  });

  it('lists RSS feeds a reader can follow without any header', async () => {
    app.renderAt('/rss_feeds');
    const all = await screen.findByRole('link', { name: 'All Sports RSS feed' }, FIRST);
    expect(new URL(all.getAttribute('href')!).pathname).toBe('/rss.xml');
    const feed = await fetch(onServer(app, all.getAttribute('href')!));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const doc = new DOMParser().parseFromString(await feed.text(), 'application/xml');
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.getElementsByTagName('item').length).toBeGreaterThan(10);
    const football = screen.getByRole('link', { name: 'Football RSS feed' });
    expect(new URL(football.getAttribute('href')!).search).toMatch(/^\?sportId=\d+$/);
  });
});
