import { sql } from 'drizzle-orm';
import type { SocialAccountsWire } from '../../../contract/social-accounts';
import type { RedirectWire } from '../../../contract/site-settings';
import type { CommonTemplatesWire, SportPageTemplateWire, TemplateBlockWire } from '../../../contract/templates';
import { redirects, siteSettings, socialAccounts, type StoredSocialHandle } from '../../store/tables/site';
import { SITE_SETTINGS_DOCUMENTS, type SiteSettingsKind } from '../../store/tables/site-documents';
import type { ImportReport } from './import-report';
import type { MediaNames } from './media-import';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem, type ResourceWriter } from './import-writer';
import type { OriginClient } from './origin-client';

/** The settings documents served as they are stored: each kind with the endpoint that answers it. */
const DOCUMENTS: [SiteSettingsKind, string][] = [
  ['seo', '/Seo'],
  ['google', '/Google'],
  ['analytics', '/Analytics/settings'],
  ['mobile', '/Mobile/settings'],
];

export interface SiteDocument {
  kind: SiteSettingsKind;
  value: unknown;
}

/** A settings document is one row per school and kind: written in place, its mapping keyed by the kind. */
export function documentWriter(context: ImportContext): ResourceWriter<SiteDocument> {
  const upsert: ResourceWriter<SiteDocument>['insert'] = async (tx, row) => {
    await tx
      .insert(siteSettings)
      .values({ tenantId: context.tenantId, kind: row.kind, value: row.value })
      .onConflictDoUpdate({ target: [siteSettings.tenantId, siteSettings.kind], set: { value: sql`excluded.value` } });
    return context.tenantId;
  };
  return { resource: 'site-settings', kind: 'settings', insert: upsert, update: (tx, _id, row) => upsert(tx, row).then(() => undefined) };
}

// A block option naming an item of the school (0 means "every sport" and is kept), with the resource it maps through.
const OPTION_RESOURCES: Record<string, string> = { sportId: 'sports', gameId: 'games', storyId: 'stories', rosterId: 'rosters', galleryId: 'galleries' };

function mappedBlocks(context: ImportContext, blocks: readonly TemplateBlockWire[]): TemplateBlockWire[] {
  return blocks.map((block) => ({
    ...block,
    options: Object.fromEntries(
      Object.entries(block.options).map(([key, value]) => {
        const resource = OPTION_RESOURCES[key];
        return [key, resource && typeof value === 'number' && value !== 0 ? localIdOf(context, resource, value) : value];
      }),
    ),
  }));
}

/** The page templates (ours: /common/templates), with the sports that have their own blocks keyed by slug. */
async function readTemplates(context: ImportContext, origin: OriginClient): Promise<SiteDocument | null> {
  const common = await origin.json<CommonTemplatesWire>('/common/templates');
  if (!common) return null;
  const sportPages = (await origin.json<SportPageTemplateWire[]>('/common/templates/sports-pages')) ?? [];
  const sportOverrides = Object.fromEntries(sportPages.filter((page) => page.template === 'custom').map((page) => [page.globalSportNameSlug, mappedBlocks(context, page.blocks)]));
  return { kind: 'templates', value: { homepage: { blocks: mappedBlocks(context, common.homepage.blocks) }, sportHome: { blocks: mappedBlocks(context, common.sportHome.blocks) }, sportOverrides } };
}

/**
 * SEO, Google, analytics, mobile and page templates: the documents the origin has set up (a 404 means none). Each
 * is checked with the schema our server reads it back with, so a document we could not serve is reported, not stored.
 */
async function importSiteDocuments(context: ImportContext, origin: OriginClient, names: MediaNames, report: ImportReport): Promise<void> {
  const documents = await Promise.all(DOCUMENTS.map(async ([kind, path]) => ({ kind, value: await origin.json<unknown>(path) })));
  const templates = await readTemplates(context, origin);
  const items: MappedItem<SiteDocument>[] = [];
  for (const document of [...documents, ...(templates ? [templates] : [])]) {
    if (document.value === null) continue;
    const checked = SITE_SETTINGS_DOCUMENTS[document.kind].safeParse(document.value);
    if (checked.success) items.push({ sourceId: document.kind, row: names.rewrite(document) });
    else report.refuse('site-settings', document.kind, `The origin's ${document.kind} settings do not match the wire reference: ${checked.error.issues[0]?.message ?? 'invalid'}`);
  }
  await writeResource(context, documentWriter(context), items);
}

type RedirectInsert = Omit<typeof redirects.$inferInsert, 'id' | 'tenantId'>;

/** Legacy URL → new URL pairs, in the origin's order; a pair is known by the URL it redirects. */
async function importRedirects(context: ImportContext, origin: OriginClient): Promise<void> {
  const list = (await origin.json<RedirectWire[]>('/Redirects')) ?? [];
  const items = list.map((pair, rank): MappedItem<RedirectInsert> => ({ sourceId: pair.from, row: { rank, fromPath: pair.from, toPath: pair.to } }));
  await writeResource(context, tableWriter<RedirectInsert>(context, 'redirects', 'redirect', redirects), items);
}

type SocialAccountInsert = Omit<typeof socialAccounts.$inferInsert, 'id' | 'tenantId'>;
const NETWORKS = ['instagram', 'twitter', 'facebook', 'youtube', 'tiktok'] as const;

/** The social accounts in their groups and order; an account is known by its group and name (the wire has no id). */
async function importSocialAccounts(context: ImportContext, origin: OriginClient, names: MediaNames): Promise<void> {
  const answer = names.rewrite(await origin.json<SocialAccountsWire>('/SocialAccounts'));
  const items: MappedItem<SocialAccountInsert>[] = [];
  for (const [groupRank, group] of (answer?.accounts ?? []).entries()) {
    for (const [rank, user] of group.users.entries()) {
      const handles: Partial<Record<(typeof NETWORKS)[number], StoredSocialHandle>> = {};
      for (const network of NETWORKS) {
        const { username, url } = user[network];
        // An account without this network answers nulls, which is what no stored handle gives back.
        if (username !== null && url !== null) handles[network] = { username, url };
      }
      items.push({
        sourceId: `${group.name}/${user.name}`,
        row: { groupName: group.name, groupRank, rank, sportId: localIdOf(context, 'sports', user.sportId), name: user.name, title: user.title ?? null, handles },
      });
    }
  }
  await writeResource(context, tableWriter<SocialAccountInsert>(context, 'social-accounts', 'social-account', socialAccounts), items);
}

/** The site's settings beyond /common/settings: documents, templates, redirects and social accounts. Runs after the content the templates name. */
export async function importSite(context: ImportContext, origin: OriginClient, names: MediaNames, report: ImportReport): Promise<void> {
  await importSiteDocuments(context, origin, names, report);
  await importRedirects(context, origin);
  await importSocialAccounts(context, origin, names);
}
