import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApp, type SeededApp } from '../support/seeded-app';
import { MemoryCookieJar } from './fakes';
import { renderRouted, visitorWhoSawTakeovers } from './routed-app';

const FIRST = { timeout: 10_000 };

describe('routing behaviour of the real app (spec 2.2)', () => {
  let app: SeededApp;
  let siteName = '';
  beforeAll(async () => {
    app = await startSeededApp();
    siteName = (await app.api<{ siteName: string }>('/common/settings')).siteName;
  });
  afterAll(async () => app?.close());

  it('takes a new visitor over to the home takeover once, by a full page load', async () => {
    const cookies = new MemoryCookieJar();
    const first = renderRouted(app, '/', { cookies });
    await waitFor(() => expect(first.navigator.loads).toEqual(['/tickets']), FIRST);
    expect(cookies.get('takeover-home-season-tickets')).toBeDefined();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    first.unmount();

    const again = renderRouted(app, '/', { cookies });
    expect(await screen.findByRole('heading', { level: 1, name: siteName }, FIRST)).toBeInTheDocument();
    expect(again.navigator.loads).toEqual([]);
  });

  it("takes a new visitor over on the flagship sport's home page", async () => {
    const cookies = await visitorWhoSawTakeovers(app);
    const { navigator } = renderRouted(app, '/sports/football', { cookies });
    await waitFor(() => expect(navigator.loads).toEqual(['/sports/football/schedule']), FIRST);
    expect(cookies.get('takeover-football-gameday')).toBeDefined();
  });

  it('ends an unknown path on /404, reporting the 404 page type', async () => {
    const { router } = renderRouted(app, '/no/such/page', { cookies: await visitorWhoSawTakeovers(app) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, FIRST)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    await waitFor(() => expect(document.body.dataset.pageType).toBe('404'), FIRST);
    expect(document.body.dataset.analyticsLabel).toBe('404');
  });

  it('redirects a legacy URL of the Redirects API from the 404 page, ignoring case', async () => {
    const redirects = await app.api<Array<{ from: string; to: string }>>('/Redirects');
    const legacy = redirects.find((r) => r.to === '/sports/womens-basketball') as { from: string; to: string };
    const { router } = renderRouted(app, legacy.from.toUpperCase(), { cookies: await visitorWhoSawTakeovers(app) });
    expect(await screen.findByRole('heading', { level: 1, name: "Women's Basketball" }, FIRST)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sports/womens-basketball');
  });

  it('redirects a legacy URL that matches a route but 404s there', async () => {
    const { router } = renderRouted(app, '/sports/fball/roster', { cookies: await visitorWhoSawTakeovers(app) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sports/football/roster'), FIRST);
  });

  it('cleans a trailing slash off the URL (route rule)', async () => {
    const { router } = renderRouted(app, '/sports/baseball/?from=test', { cookies: await visitorWhoSawTakeovers(app) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Baseball' }, FIRST)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sports/baseball');
    expect(router.state.location.search).toBe('?from=test');
  });

  it('leaves the app for an external page path instead of routing it', async () => {
    const { router, navigator } = renderRouted(app, '/', { cookies: await visitorWhoSawTakeovers(app) });
    await screen.findByRole('heading', { level: 1, name: siteName }, FIRST);
    void router.navigate('/galleries/2026/homecoming');
    await waitFor(() => expect(navigator.loads).toEqual(['/galleries/2026/homecoming']), FIRST);
    expect(router.state.location.pathname).toBe('/');
  });

  it('reports page type and analytics label, and sets the SEO title and description of each page', async () => {
    const { user } = renderRouted(app, '/', { cookies: await visitorWhoSawTakeovers(app) });
    await screen.findByRole('heading', { level: 1, name: siteName }, FIRST);
    await waitFor(() => expect(document.body.dataset.pageType).toBe('homepage'), FIRST);
    // spec 2.2: the home page's type is homepage, reported to analytics as home.
    expect(document.body.dataset.analyticsLabel).toBe('home');
    await waitFor(() => expect(document.title).toBe(`${siteName} | Official Athletics Website of the Ridgemont State University Rams`), FIRST);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^The official athletics website of the Ridgemont State University Rams/);

    const sportsSection = (await screen.findByRole('heading', { level: 2, name: 'Sports' }, FIRST)).closest('section') as HTMLElement;
    await user.click(within(sportsSection).getByRole('link', { name: 'Baseball' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Baseball' }, FIRST)).toBeInTheDocument();
    await waitFor(() => expect(document.body.dataset.pageType).toBe('sport home'), FIRST);
    await waitFor(() => expect(document.title).toBe(`Baseball | ${siteName}`), FIRST);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('The official Baseball page');
    // The route announcer speaks the new page's title.
    await waitFor(() => expect(screen.getAllByRole('status').find((element) => element.hasAttribute('data-route-announcer'))).toHaveTextContent(`Baseball | ${siteName}`), FIRST);
  });

  it("shows the current sport's navigation on a page of that sport that brings none itself", async () => {
    renderRouted(app, '/sports/baseball/roster/some-player/not-an-id', { cookies: await visitorWhoSawTakeovers(app) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, FIRST)).toBeInTheDocument();
    const sportNav = await screen.findByRole('navigation', { name: 'Baseball navigation' }, FIRST);
    expect(within(sportNav).getAllByRole('link').length).toBeGreaterThan(0);
  });
});
