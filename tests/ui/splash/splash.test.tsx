import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SplashResponseWire } from '../../../contract/splash';
import { splashCookieName } from '../../../core/splash/splash-rules';
import { SPLASH_CONTINUE_COOKIE_MS, SPLASH_FOCUS_DELAY_MS, SPLASH_PERMANENT_COOKIE_EXPIRES_AT } from '../../../core/splash/splash-timings';
import { renderRouted, visitorWhoSawTakeovers } from '../routing/routed-app';
import { startSeededApp, type SeededApp } from '../support/seeded-app';
import { testNow } from '../../support/test-clock';

const FIRST = { timeout: 10_000 };
const HOUR_MS = 3_600_000;

describe('the splash on the real seeded server', () => {
  let app: SeededApp;
  let home: SplashResponseWire['data'];
  beforeAll(async () => {
    app = await startSeededApp();
    // The seed runs a home page splash for each school now.
    home = (await app.api<SplashResponseWire>('/Splash')).data;
  });
  afterAll(async () => app?.close());

  it('shows /splash/{id} full screen with its picture and text; Continue to Home goes to / and sets the 4-hour cookie', async () => {
    const cookies = await visitorWhoSawTakeovers(app);
    const { router, user } = renderRouted(app, `/splash/${home.id}`, { cookies });
    const dialog = await screen.findByRole('dialog', { name: home.title }, FIRST);
    expect(within(dialog).getByRole('heading', { level: 1, name: home.title })).toBeInTheDocument();
    const alt = home.picture?.images[0]?.alt ?? '';
    expect(within(dialog).getByRole('img', { name: alt })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: alt })).toHaveAttribute('href', home.link);
    expect(dialog).toHaveTextContent(/Homecoming weekend is here/);
    // Full screen: no header or footer around the splash route.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    // The splash marks itself shown from an effect, after it renders.
    await waitFor(() => expect(cookies.get(splashCookieName('shown', home.id))).toBeDefined());

    const before = testNow();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const continued = cookies.cookies.get(splashCookieName('continue', home.id));
    expect(continued?.options.path).toBe('/');
    expect(continued?.options.expires).toBeGreaterThanOrEqual(before + SPLASH_CONTINUE_COOKIE_MS);
    expect(continued?.options.expires).toBeLessThan(before + SPLASH_CONTINUE_COOKIE_MS + HOUR_MS);
    await screen.findByRole('heading', { level: 2, name: 'Latest News' }, FIRST);
    // Continued: the home page shows no splash over it.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus to the splash after 1.5 s, and Escape continues to /', async () => {
    const { router, user } = renderRouted(app, `/splash/${home.id}`, { cookies: await visitorWhoSawTakeovers(app) });
    const dialog = await screen.findByRole('dialog', { name: home.title }, FIRST);
    await waitFor(() => expect(dialog).toHaveFocus(), { timeout: SPLASH_FOCUS_DELAY_MS + 2_000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('redirects an unknown splash id to /', async () => {
    const { router } = renderRouted(app, '/splash/987654', { cookies: await visitorWhoSawTakeovers(app) });
    await screen.findByRole('heading', { level: 2, name: 'Latest News' }, FIRST);
    expect(router.state.location.pathname).toBe('/');
  });

  it('records a click on the picture and goes to the splash link', async () => {
    const { router, user } = renderRouted(app, `/splash/${home.id}`, { cookies: await visitorWhoSawTakeovers(app) });
    const dialog = await screen.findByRole('dialog', { name: home.title }, FIRST);
    await user.click(within(dialog).getByRole('link', { name: home.picture?.images[0]?.alt ?? '' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(home.link));
  });

  it('shows the running splash over a page; Skip Permanently sets the cookie to the end of 2040 and closes it', async () => {
    const cookies = await visitorWhoSawTakeovers(app);
    const { router, user } = renderRouted(app, '/tickets', { cookies });
    const dialog = await screen.findByRole('dialog', { name: home.title }, FIRST);
    expect(within(dialog).getByRole('heading', { level: 2, name: home.title })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Skip Permanently' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cookies.cookies.get(splashCookieName('skip', home.id))?.options.expires).toBe(SPLASH_PERMANENT_COOKIE_EXPIRES_AT);
    // Over another page the splash leaves the visitor where they were.
    expect(router.state.location.pathname).toBe('/tickets');
  });

  it('does not show the splash over a page when its dismissal cookie is set', async () => {
    const cookies = await visitorWhoSawTakeovers(app);
    cookies.set(splashCookieName('continue', home.id), '1');
    renderRouted(app, '/tickets', { cookies });
    await screen.findByRole('heading', { level: 1 }, FIRST);
    // Long enough for the splash call to answer (the test above shows it within this time).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cookies.get(splashCookieName('shown', home.id))).toBeUndefined();
  });
});
