import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_BANNER_TEXT } from '../../../core/staff-access/staff-access';
import { demoAccessCodeOf } from '../../../demo/hidden/access-codes';
import { DEMO_SCHOOLS } from '../../../demo/schools';
import { demoStaffOf } from '../../../demo/staff';
import { browserSession } from '../support/browser-session';
import { startSeededApp, type SeededApp } from '../support/seeded-app';

const FIRST = { timeout: 20_000 };
const RIDGEMONT = DEMO_SCHOOLS[0]!;

interface Hidden {
  story: { headline: string; path: string };
  roster: { sportSlug: string; seasonTitle: string; displayTitle: string; rosterPlayerId: number; playerName: string };
  splash: { id: number; title: string };
  hiddenDocument: { title: string; path: string };
  protectedDocument: { title: string; path: string };
}

describe('staff previews and protected pages on the real seeded server', () => {
  let app: SeededApp;
  let hidden: Hidden;
  /** A browser signed in as Ridgemont's demo staff member. */
  let staff: ReturnType<typeof browserSession>;

  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await app.store.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    app = await startSeededApp();
    staff = browserSession();
    const { email, password } = demoStaffOf(RIDGEMONT);
    const signIn = await staff.fetch(`${app.apiBase}/Auth/login`, { method: 'POST', headers: { tenant: 'ridgemont', 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    expect(signIn.status).toBe(200);
    const asStaff = async <T,>(path: string) => (await (await staff.fetch(`${app.apiBase}${path}`, { headers: { tenant: 'ridgemont' } })).json()) as T;
    const [story] = (await asStaff<{ items: Array<{ storyHeadline: string; storyPath: string }> }>('/Hidden/archives')).items;
    const [roster] = await rows<{ id: number; slug: string; season_title: string; display_title: string }>(
      sql`SELECT r.id, sp.global_sport_name_slug AS slug, r.season_title, r.display_title FROM rosters r JOIN sports sp ON sp.id = r.sport_id JOIN tenants t ON t.id = r.tenant_id WHERE t.key = 'ridgemont' AND r.hidden`,
    );
    const full = await asStaff<{ players: Array<{ rosterPlayerId: number; firstName: string; lastName: string }> }>(`/Hidden/rosters/${roster!.id}`);
    const splash = await asStaff<{ data: { id: number; title: string } }>('/Hidden/Splash');
    const documents = await rows<{ title: string; path: string; hidden: boolean }>(
      sql`SELECT d.title, d.path, d.hidden FROM documents d JOIN tenants t ON t.id = d.tenant_id WHERE t.key = 'ridgemont' AND (d.hidden OR d.access_code_hash IS NOT NULL)`,
    );
    const player = full.players[0]!;
    hidden = {
      story: { headline: story!.storyHeadline, path: story!.storyPath },
      roster: { sportSlug: roster!.slug, seasonTitle: roster!.season_title, displayTitle: roster!.display_title, rosterPlayerId: player.rosterPlayerId, playerName: `${player.firstName} ${player.lastName}` },
      splash: splash.data,
      hiddenDocument: documents.find((document) => document.hidden)!,
      protectedDocument: documents.find((document) => !document.hidden)!,
    };
  }, 120_000);
  afterAll(async () => app?.close());

  const banner = () => screen.findByRole('note', { name: 'Staff preview' }, FIRST);

  it('shows a signed-in staff member the hidden story, under the preview banner', async () => {
    app.renderAt(`/hidden${hidden.story.path}`, 'ridgemont', { fetch: staff.fetch });
    expect(await banner()).toHaveTextContent(PREVIEW_BANNER_TEXT);
    expect(await screen.findByRole('heading', { level: 1, name: hidden.story.headline }, FIRST)).toBeInTheDocument();
  });

  it("shows next season's roster and a player's bio on it", async () => {
    const list = app.renderAt(`/hidden/sports/${hidden.roster.sportSlug}/roster/${hidden.roster.seasonTitle}`, 'ridgemont', { fetch: staff.fetch });
    expect(await banner()).toBeInTheDocument();
    expect(await screen.findAllByText(hidden.roster.playerName, {}, FIRST)).not.toHaveLength(0);
    // A player's link stays inside the preview: the bio on next season's roster.
    const [link] = screen.getAllByRole('link').filter((anchor) => anchor.getAttribute('href')?.endsWith(`/${hidden.roster.rosterPlayerId}`));
    await userEvent.setup().click(link!);
    await waitFor(() => expect(list.router.state.location.pathname).toMatch(new RegExp(`^/hidden/sports/${hidden.roster.sportSlug}/roster/.+/${hidden.roster.rosterPlayerId}$`)), FIRST);
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(hidden.roster.playerName) }, FIRST)).toBeInTheDocument();
    expect(await banner()).toBeInTheDocument();
  });

  it('shows the hidden sport file and the scheduled splash', async () => {
    const file = app.renderAt(`/hidden/sports/${hidden.hiddenDocument.path}`, 'ridgemont', { fetch: staff.fetch });
    expect(await banner()).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: hidden.hiddenDocument.title }, FIRST)).toBeInTheDocument();
    file.unmount();
    app.renderAt(`/hidden/splash/${hidden.splash.id}`, 'ridgemont', { fetch: staff.fetch });
    expect(await banner()).toBeInTheDocument();
    await waitFor(() => expect(document.body.textContent).toContain('go on sale soon'), FIRST);
  });

  it('sends a fan, and the other school, to the sign-in page instead', async () => {
    const fan = app.renderAt(`/hidden${hidden.story.path}`);
    await waitFor(() => expect(fan.router.state.location.pathname).toBe('/login'), FIRST);
    expect(screen.queryByText(hidden.story.headline)).toBeNull();
    fan.unmount();
    const elsewhere = app.renderAt(`/hidden${hidden.story.path}`, 'coastalbay', { fetch: staff.fetch });
    await waitFor(() => expect(elsewhere.router.state.location.pathname).toBe('/login'), FIRST);
  });

  it('asks a fan for the access code of a protected sport file, refuses a wrong one and remembers the right one', async () => {
    const user = userEvent.setup();
    const path = `/protected/sports/${hidden.protectedDocument.path}`;
    const view = app.renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access code needed' }, FIRST)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Access code' });
    await user.type(within(form).getByLabelText('Access code'), 'not-the-code');
    await user.click(within(form).getByRole('button', { name: 'Open the page' }));
    expect(await screen.findByRole('alert', {}, FIRST)).toHaveTextContent('That access code is not right for this document.');
    await user.type(within(screen.getByRole('form', { name: 'Access code' })).getByLabelText('Access code'), demoAccessCodeOf('ridgemont'));
    await user.click(screen.getByRole('button', { name: 'Open the page' }));
    expect(await screen.findByRole('heading', { level: 1, name: hidden.protectedDocument.title }, FIRST)).toBeInTheDocument();
    view.unmount();
    // The same tab opens it again without asking.
    app.renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: hidden.protectedDocument.title }, FIRST)).toBeInTheDocument();
    sessionStorage.clear();
  });

  it('opens the protected sport file to signed-in staff without a code', async () => {
    app.renderAt(`/protected/sports/${hidden.protectedDocument.path}`, 'ridgemont', { fetch: staff.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: hidden.protectedDocument.title }, FIRST)).toBeInTheDocument();
  });
});
