import { siteSettings } from '../../server/store/tables/site';
import type { SiteSettingsDocument, SiteSettingsKind } from '../../server/store/tables/site-documents';
import { DEMO_SCHOOLS } from '../schools';
import type { SeedContext } from '../seed-context';
import { seedHouseAds } from '../site/house-ads';
import { seedPromotions } from '../site/promotions';
import { seedRedirectsAndTags } from '../site/redirects-and-tags';
import { seoSettings } from '../../server/school/seo-templates';
import { analyticsSettings, googleSettings, mobileSettings, templatesDocument } from '../site/settings-documents';
import { seedSlideshows } from '../site/slideshows';
import { seedSocialAccounts } from '../site/social-accounts';
import { seedSplashPages, seedTakeovers } from '../site/splash-and-takeovers';
import { seedTicketing } from '../site/ticketing';

type SettingsRow<K extends SiteSettingsKind = SiteSettingsKind> = { kind: K; value: SiteSettingsDocument<K> };

/** Seeds the site content of one school: settings, tags, takeovers, splash, rotators, promotions, social, tickets. */
export async function seedSite(context: SeedContext): Promise<void> {
  const { db, tenantId, school, sports } = context;
  const schoolIndex = Math.max(0, DEMO_SCHOOLS.findIndex((candidate) => candidate.key === school.key));
  const documents: SettingsRow[] = [
    { kind: 'seo', value: seoSettings(school) },
    { kind: 'google', value: googleSettings(school, schoolIndex) },
    { kind: 'analytics', value: analyticsSettings(schoolIndex) },
    { kind: 'mobile', value: mobileSettings(schoolIndex) },
    // spec 9: default isConcurrent false.
    { kind: 'takeovers', value: { isConcurrent: false } },
    { kind: 'templates', value: templatesDocument(school, sports) },
  ];
  await db.insert(siteSettings).values(documents.map(({ kind, value }) => ({ tenantId, kind, value })));
  await seedRedirectsAndTags(context);
  await seedTakeovers(context);
  await seedSplashPages(context);
  await seedSlideshows(context);
  await seedPromotions(context);
  await seedSocialAccounts(context);
  await seedTicketing(context);
  await seedHouseAds(context);
}
