import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorWhoSawTakeovers } from './routing/routed-app';
import { startSeededApp, type SeededApp } from './support/seeded-app';

describe('the real app on the real seeded server', () => {
  let app: SeededApp;
  beforeAll(async () => {
    app = await startSeededApp();
  });
  afterAll(async () => app?.close());

  it('renders the home page with the school and every real sport', async () => {
    app.renderAt('/', 'coastalbay', { cookies: await visitorWhoSawTakeovers(app, 'coastalbay') });
    expect(await screen.findByRole('heading', { level: 1, name: /Coastal Bay/ }, { timeout: 10_000 })).toBeInTheDocument();
    // The sports are below the fold, in the part of the page whose code loads after the rest.
    await screen.findByRole('heading', { level: 2, name: 'Sports' }, { timeout: 10_000 });
    const sports = await app.api<Array<{ title: string; nonSport: boolean }>>('/Sports', 'coastalbay');
    for (const sport of sports.filter((s) => !s.nonSport)) expect(screen.getAllByRole('link', { name: new RegExp(sport.title) }).length).toBeGreaterThan(0);
  });

  it('renders a sport home page with its sport navigation', async () => {
    app.renderAt('/sports/baseball');
    expect(await screen.findByRole('heading', { level: 1, name: 'Baseball' }, { timeout: 10_000 })).toBeInTheDocument();
    // The sport's navigation answers on its own request, which may land after the heading.
    await waitFor(
      () => expect(screen.getAllByRole('link', { name: 'Roster' }).some((link) => link.getAttribute('href') === '/sports/baseball/roster')).toBe(true),
      { timeout: 10_000 },
    );
  });
});
