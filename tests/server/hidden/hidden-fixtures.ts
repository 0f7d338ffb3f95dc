import { sql } from 'drizzle-orm';
import type { TestApi } from '../support/test-api';
import { signInStaff } from '../support/staff-sign-in';

/** The demo schools, and the other one of a school (its staff must see nothing of the first's). */
export const SCHOOLS = ['ridgemont', 'coastalbay'] as const;
export type School = (typeof SCHOOLS)[number];
export const otherSchool = (school: School): School => (school === 'ridgemont' ? 'coastalbay' : 'ridgemont');

/** What the seed hides at one school, read from the store (it holds for any anchor date). */
export interface HiddenItems {
  tenantId: number;
  stories: Array<{ id: number; title: string; filename: string; day: string; sportId: number | null; gameIds: number[] }>;
  roster: { id: number; sportId: number; seasonTitle: string; displayTitle: string; sportSlug: string };
  /** Its entries; a recruit is on no public roster. */
  entries: Array<{ rosterPlayerId: number; playerId: number; name: string; recruit: boolean }>;
  hiddenDocument: { id: number; title: string; path: string };
  protectedDocument: { id: number; title: string; path: string };
  splashes: Array<{ id: number; title: string; startDate: Date }>;
  /** The staff draft form and the form protected by the access code. */
  hiddenForm: { id: number; title: string };
  protectedForm: { id: number; title: string };
}

export async function rows<T>(api: TestApi, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.store.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function hiddenItemsOf(api: TestApi, tenant: string): Promise<HiddenItems> {
  const [school] = await rows<{ id: number }>(api, sql`SELECT id FROM tenants WHERE key = ${tenant}`);
  const tenantId = school!.id;
  const stories = await rows<{ id: number; title: string; filename: string; post_date: string | Date; sport_id: number | null; game_ids: number[] | null }>(
    api,
    sql`SELECT s.id, s.title, s.filename, s.post_date, s.sport_id, array_agg(sg.game_id) FILTER (WHERE sg.game_id IS NOT NULL) AS game_ids
      FROM stories s LEFT JOIN story_games sg ON sg.story_id = s.id WHERE s.tenant_id = ${tenantId} AND s.hidden GROUP BY s.id ORDER BY s.id`,
  );
  const [roster] = await rows<{ id: number; sport_id: number; season_title: string; display_title: string; slug: string }>(
    api,
    sql`SELECT r.id, r.sport_id, r.season_title, r.display_title, sp.global_sport_name_slug AS slug FROM rosters r JOIN sports sp ON sp.id = r.sport_id WHERE r.tenant_id = ${tenantId} AND r.hidden`,
  );
  const entries = await rows<{ id: number; player_id: number; name: string; recruit: boolean }>(
    api,
    sql`SELECT rp.id, rp.player_id, p.first_name || ' ' || p.last_name AS name,
        NOT EXISTS (SELECT 1 FROM roster_players o JOIN rosters r ON r.id = o.roster_id WHERE o.player_id = rp.player_id AND NOT r.hidden) AS recruit
      FROM roster_players rp JOIN players p ON p.id = rp.player_id WHERE rp.roster_id = ${roster!.id} ORDER BY rp.id`,
  );
  const documents = await rows<{ id: number; title: string; path: string; hidden: boolean }>(
    api,
    sql`SELECT id, title, path, hidden FROM documents WHERE tenant_id = ${tenantId} AND (hidden OR access_code_hash IS NOT NULL) ORDER BY id`,
  );
  const splashes = await rows<{ id: number; title: string; start_date: string | Date }>(api, sql`SELECT id, title, start_date FROM splash_pages WHERE tenant_id = ${tenantId} AND hidden ORDER BY id`);
  const forms = await rows<{ id: number; title: string; hidden: boolean }>(
    api,
    sql`SELECT id, title, hidden FROM forms WHERE tenant_id = ${tenantId} AND (hidden OR access_code_hash IS NOT NULL) ORDER BY id`,
  );
  const form = (hidden: boolean) => {
    const row = forms.find((candidate) => candidate.hidden === hidden)!;
    return { id: row.id, title: row.title };
  };
  const document = (hidden: boolean) => {
    const row = documents.find((candidate) => candidate.hidden === hidden)!;
    return { id: row.id, title: row.title, path: row.path };
  };
  return {
    tenantId,
    stories: stories.map((row) => ({
      id: row.id,
      title: row.title,
      filename: row.filename,
      day: new Date(row.post_date).toISOString().slice(0, 10),
      sportId: row.sport_id,
      gameIds: (row.game_ids ?? []).map(Number),
    })),
    roster: { id: roster!.id, sportId: roster!.sport_id, seasonTitle: roster!.season_title, displayTitle: roster!.display_title, sportSlug: roster!.slug },
    entries: entries.map((row) => ({ rosterPlayerId: row.id, playerId: row.player_id, name: row.name, recruit: row.recruit })),
    hiddenDocument: document(true),
    protectedDocument: document(false),
    splashes: splashes.map((row) => ({ id: row.id, title: row.title, startDate: new Date(row.start_date) })),
    hiddenForm: form(true),
    protectedForm: form(false),
  };
}

/** Signs in as the seeded staff member of each demo school; the headers a request of theirs sends. */
export async function staffHeaders(api: TestApi): Promise<Record<'ridgemont' | 'coastalbay', Record<string, string>>> {
  const [ridgemont, coastalbay] = await Promise.all([signInStaff(api.app, 'ridgemont'), signInStaff(api.app, 'coastalbay')]);
  return { ridgemont: { cookie: ridgemont.cookie }, coastalbay: { cookie: coastalbay.cookie } };
}

/**
 * Text that must never reach a fan: each hidden headline, title and recruit's name, the hidden
 * stories' file names, the documents' paths and the hidden and protected forms' titles.
 */
export function needlesOf(items: HiddenItems): string[] {
  return [
    ...items.stories.flatMap((story) => [story.title, story.filename]),
    items.roster.displayTitle,
    ...[items.hiddenDocument, items.protectedDocument].flatMap((document) => [document.title, document.path]),
    ...items.splashes.map((splash) => splash.title),
    items.hiddenForm.title,
    items.protectedForm.title,
    ...items.entries.filter((entry) => entry.recruit).map((entry) => entry.name),
  ];
}

/** Whether a body carries the text as is or with its apostrophes escaped for markup (RSS, HTML). */
export function carries(body: string, text: string): boolean {
  return ['\'', '&#39;', '&#x27;', '&apos;'].some((apostrophe) => body.includes(text.replaceAll("'", apostrophe)));
}
