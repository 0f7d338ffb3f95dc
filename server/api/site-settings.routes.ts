import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { analyticsSettingsWire, googleSettingsWire, mobileSettingsWire, redirectsWire, seoSettingsWire } from '../../contract/site-settings';
import { featureNotConfigured } from '../http/api-error';
import type { Db } from '../store/database';
import { redirects, siteSettings } from '../store/tables/site';
import { SITE_SETTINGS_DOCUMENTS, type SiteSettingsKind } from '../store/tables/site-documents';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';

/** A school's settings document of one kind, read back through its schema; undefined when not set up. */
export async function readSiteDocument<K extends SiteSettingsKind>(db: Db, tenantId: number, kind: K): Promise<z.output<(typeof SITE_SETTINGS_DOCUMENTS)[K]> | undefined> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(and(eq(siteSettings.tenantId, tenantId), eq(siteSettings.kind, kind)));
  if (!row) return undefined;
  return SITE_SETTINGS_DOCUMENTS[kind].parse(row.value) as z.output<(typeof SITE_SETTINGS_DOCUMENTS)[K]>;
}

/** The document, or the reference's "feature not configured" 404 (v2-reference 1.4). */
export async function requireSiteDocument<K extends SiteSettingsKind>(db: Db, tenantId: number, kind: K, feature: string) {
  const document = await readSiteDocument(db, tenantId, kind);
  if (document === undefined) throw featureNotConfigured(`${feature} settings were not found`);
  return document;
}

const NOT_CONFIGURED = 'the school has not set this up ({ "Message": ... })';

/** v2-reference 4: SEO, Google, analytics, mobile and redirects. */
export async function registerSiteSettingsRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  apiGet(
    app,
    { path: '/Seo', summary: 'SEO title and meta templates with {token} placeholders, robots and sitemap settings', tag: 'Site settings', response: seoSettingsWire, statuses: { 404: NOT_CONFIGURED }, cache: 'settings' },
    ({ tenant }) => requireSiteDocument(db, tenant.id, 'seo', 'SEO'),
  );
  apiGet(
    app,
    { path: '/Google', summary: 'Google 360 settings: property id, client and conference identity', tag: 'Site settings', response: googleSettingsWire, statuses: { 404: NOT_CONFIGURED }, cache: 'settings' },
    ({ tenant }) => requireSiteDocument(db, tenant.id, 'google', 'Google'),
  );
  apiGet(
    app,
    { path: '/Analytics/settings', summary: 'Tag manager codes and analytics measurement ids', tag: 'Site settings', response: analyticsSettingsWire, cache: 'settings' },
    // An unset school simply has no tags.
    async ({ tenant }) => (await readSiteDocument(db, tenant.id, 'analytics')) ?? { analyticsMeasurementIds: [], tagManagerCodes: [] },
  );
  apiGet(
    app,
    { path: '/Mobile/settings', summary: "The school's mobile app settings (Apple app id)", tag: 'Site settings', response: mobileSettingsWire, cache: 'settings' },
    async ({ tenant }) => (await readSiteDocument(db, tenant.id, 'mobile')) ?? { mobileAppleAppId: null },
  );
  apiGet(
    app,
    { path: '/Redirects', summary: 'Legacy URL to new URL pairs', tag: 'Site settings', response: redirectsWire, cache: 'settings' },
    async ({ tenant }) => {
      const rows = await db
        .select({ from: redirects.fromPath, to: redirects.toPath })
        .from(redirects)
        .where(eq(redirects.tenantId, tenant.id))
        .orderBy(asc(redirects.rank), asc(redirects.id));
      return rows;
    },
  );
}
