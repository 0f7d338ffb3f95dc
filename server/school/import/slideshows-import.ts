import type { SlideshowCampaignWire, SlideshowWire } from '../../../contract/slideshows';
import type { SportWire } from '../../../contract/sports';
import { slideshowCampaigns, slideshows, type StoredImage } from '../../store/tables/site-features';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';

type SlideshowInsert = Omit<typeof slideshows.$inferInsert, 'id' | 'tenantId'>;
type CampaignInsert = Omit<typeof slideshowCampaigns.$inferInsert, 'id' | 'tenantId'>;

const storedImages = (picture: SlideshowCampaignWire['primaryImage']): StoredImage[] => picture.images.map((image) => ({ url: image.image, breakpoint: image.breakpoint ?? null, alt: image.alt ?? null }));

/** The rotator's sport, from its page address (`/sports/{slug}`; `/` is the home page). */
function sportOf(context: ImportContext, sportList: readonly SportWire[], contentUrl: string): number | null {
  const slug = /^\/sports\/([^/]+)/.exec(contentUrl)?.[1];
  const sport = slug ? sportList.find((s) => s.globalSportNameSlug === slug) : undefined;
  return sport ? localIdOf(context, 'sports', sport.id) : null;
}

/**
 * The rotators (GET /Slideshows without sportId: every one) and their slides. The public answer carries only the
 * slides running now, so those are what we bring; a slide's creation instant is its links' `created` (ours stamps
 * them with it), else the rotator's date.
 */
export async function importSlideshows(context: ImportContext, origin: OriginClient, names: MediaNames, sportList: readonly SportWire[]): Promise<void> {
  const list = names.rewrite((await origin.json<SlideshowWire[]>('/Slideshows')) ?? []);
  const shows: MappedItem<SlideshowInsert>[] = list.map(({ location, contentDate, contentUrl }) => ({
    sourceId: String(location.id),
    row: { sportId: sportOf(context, sportList, contentUrl), title: location.title, options: location.options, type: location.type ?? null, createdAt: new Date(contentDate) },
  }));
  await writeResource(context, tableWriter<SlideshowInsert>(context, 'slideshows', 'slideshow', slideshows), shows);

  const campaigns: MappedItem<CampaignInsert>[] = [];
  for (const { location, contentDate, campaigns: slides } of list) {
    const slideshowId = localIdOf(context, 'slideshows', location.id);
    if (slideshowId === null) continue;
    for (const [rank, slide] of slides.entries()) {
      campaigns.push({
        sourceId: String(slide.id),
        row: {
          slideshowId,
          rank,
          title: slide.title,
          subtitle: slide.subtitle ?? null,
          teaser: slide.teaser ?? null,
          startDate: new Date(slide.startDate),
          endDate: slide.endDate ? new Date(slide.endDate) : null,
          primaryLink: slide.primaryLink ?? null,
          // linkId names the link itself, not an item of the school: kept as the origin has it.
          links: slide.links.map(({ linkId, linkUrl, linkText }) => ({ linkId, linkUrl, linkText })),
          primaryImages: storedImages(slide.primaryImage),
          secondaryImages: storedImages(slide.secondaryImage),
          createdAt: new Date(slide.links[0]?.created ?? contentDate),
        },
      });
    }
  }
  await writeResource(context, tableWriter<CampaignInsert>(context, 'slideshow-campaigns', 'slideshow-campaign', slideshowCampaigns), campaigns);
}
