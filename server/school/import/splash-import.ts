import type { SportSplashResponseWire } from '../../../contract/splash';
import { splashPages } from '../../store/tables/site-features';
import type { FeatureScope } from './feature-scopes';
import { tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';

type SplashInsert = Omit<typeof splashPages.$inferInsert, 'id' | 'tenantId'>;

/**
 * The splash running now on the home page and on each sport's pages (GET /Splash/{sportId}). Ended, scheduled and
 * hidden splashes are in no public answer and are not brought; nor are splash clicks (fans' activity). The colours
 * come back with the defaults filled, which our server answers the same.
 */
export async function importSplashPages(context: ImportContext, origin: OriginClient, names: MediaNames, scopes: readonly FeatureScope[]): Promise<void> {
  const answers = await Promise.all(scopes.map(async (scope) => ({ scope, wire: names.rewrite(await origin.json<SportSplashResponseWire>(`/Splash/${scope.originSportId}`)) })));
  const items: MappedItem<SplashInsert>[] = [];
  for (const { scope, wire } of answers) {
    const splash = wire?.data;
    if (!splash) continue;
    items.push({
      sourceId: String(splash.id),
      row: {
        sportId: scope.sportId,
        hidden: false,
        title: splash.title,
        startDate: new Date(splash.startDate),
        endDate: splash.endDate ? new Date(splash.endDate) : null,
        backgroundColor: splash.backgroundColor ?? null,
        foregroundColor: splash.foregroundColor ?? null,
        link: splash.link ?? null,
        html: splash.html ?? null,
        images: splash.picture ? splash.picture.images.map((image) => ({ url: image.url, breakpoint: image.breakpoint ?? null, alt: image.alt ?? null })) : null,
        youtubeId: splash.video?.youtube ?? null,
      },
    });
  }
  await writeResource(context, tableWriter<SplashInsert>(context, 'splash-pages', 'splash', splashPages), items);
}
