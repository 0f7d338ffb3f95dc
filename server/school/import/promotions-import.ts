import type { PromotionCampaignWire, PromotionSetWire } from '../../../contract/promotions';
import type { SportWire } from '../../../contract/sports';
import type { CommonTemplatesWire, SportPageTemplateWire } from '../../../contract/templates';
import { HOME_PROMOTION_SLOTS, SPORT_HOME_PROMOTION_SLOTS } from '../../../core/home/home-feed-rules';
import type { SliderOptions } from '../../../core/promotions/promotion';
import { promotionCampaigns, promotions } from '../../store/tables/site-features';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';

type PromotionInsert = Omit<typeof promotions.$inferInsert, 'id' | 'tenantId'>;
type CampaignInsert = Omit<typeof promotionCampaigns.$inferInsert, 'id' | 'tenantId'>;

/** The site's own promotion locations (the footer's icons, the home and sport pages' slots). */
const KNOWN_LOCATIONS = ['footer-icons', ...HOME_PROMOTION_SLOTS, ...SPORT_HOME_PROMOTION_SLOTS];

/** A location as read: the set's location and its running campaigns, and the sport it belongs to (origin id). */
interface OriginLocation {
  sourceId: string;
  name: string;
  sportId: number | null;
  set: PromotionSetWire;
}

/** Location names: the known slots and every promotion block of the origin's page templates. */
async function locationNames(origin: OriginClient): Promise<string[]> {
  const [common, sportPages] = await Promise.all([origin.json<CommonTemplatesWire>('/common/templates'), origin.json<SportPageTemplateWire[]>('/common/templates/sports-pages')]);
  const blocks = [...(common?.homepage.blocks ?? []), ...(common?.sportHome.blocks ?? []), ...(sportPages ?? []).flatMap((page) => page.blocks)];
  const named = blocks.flatMap((block) => (block.type === 'promotion' && typeof block.options.name === 'string' ? [block.options.name.toLowerCase()] : []));
  return [...new Set([...KNOWN_LOCATIONS, ...named])].sort();
}

/**
 * Promotion sets are served by location name only (GET /promotions/{name} and /promotions/{name}/{sportId}), with
 * their running campaigns: each name is asked site-wide and for every sport. A sport's answer naming another
 * location than the site-wide one is the sport's own set; a sport answering nothing while the site-wide set runs
 * has its own set with nothing running, kept as an empty location so it answers nothing here too.
 */
export async function readPromotions(origin: OriginClient, sportList: readonly SportWire[]): Promise<OriginLocation[]> {
  const names = await locationNames(origin);
  const perName = await Promise.all(
    names.map(async (name) => {
      const [general, ...perSport] = await Promise.all([origin.json<PromotionSetWire>(`/promotions/${name}`), ...sportList.map((sport) => origin.json<PromotionSetWire>(`/promotions/${name}/${sport.id}`))]);
      const out: OriginLocation[] = [];
      if (general?.location.id != null) out.push({ sourceId: String(general.location.id), name, sportId: null, set: general });
      sportList.forEach((sport, index) => {
        const set = perSport[index];
        if (set?.location.id != null && set.location.id !== general?.location.id) out.push({ sourceId: String(set.location.id), name, sportId: sport.id, set });
        else if (!set && general) out.push({ sourceId: `${name}/${sport.id}`, name, sportId: sport.id, set: { ...general, campaigns: [], content_id: null } });
      });
      return out;
    }),
  );
  return perName.flat();
}

function toCampaignRow(promotionId: number, rank: number, wire: PromotionCampaignWire): CampaignInsert {
  return {
    promotionId,
    rank,
    title: wire.title,
    link: wire.link ?? null,
    hoverText: wire.hover_text ?? null,
    openInNewWindow: wire.open_in_new_window,
    cssClass: wire.css_class ?? null,
    icon: wire.icon ?? null,
    html: wire.html ?? null,
    images: wire.picture ? wire.picture.images.map((image) => ({ url: image.image, breakpoint: image.breakpoint ?? null, alt: image.alt ?? null, width: image.width ?? null, height: image.height ?? null })) : null,
    // Only running campaigns are served, without their window: here they run until the studio gives them one.
    startDate: null,
    endDate: null,
  };
}

/** Writes the locations, then their campaigns in the order served (a campaign shown at several sports once). */
export async function importPromotions(context: ImportContext, list: readonly OriginLocation[], names: MediaNames): Promise<void> {
  const locations = names.rewrite(list);
  const locationItems: MappedItem<PromotionInsert>[] = [];
  for (const location of locations) {
    const sportId = localIdOf(context, 'sports', location.sportId);
    if (location.sportId !== null && sportId === null) continue;
    const { set } = location;
    locationItems.push({
      sourceId: location.sourceId,
      row: { name: location.name, sportId, type: set.location.type, effect: set.location.effect, contentId: set.content_id ?? null, swiperOptions: (set.swiper_options ?? null) as SliderOptions | null },
    });
  }
  await writeResource(context, tableWriter<PromotionInsert>(context, 'promotions', 'promotion', promotions), locationItems);

  const campaignItems: MappedItem<CampaignInsert>[] = [];
  const seen = new Set<number>();
  for (const location of locations) {
    const promotionId = localIdOf(context, 'promotions', location.sourceId);
    if (promotionId === null) continue;
    location.set.campaigns.forEach((campaign, rank) => {
      if (seen.has(campaign.id)) return;
      seen.add(campaign.id);
      campaignItems.push({ sourceId: String(campaign.id), row: toCampaignRow(promotionId, rank, campaign) });
    });
  }
  await writeResource(context, tableWriter<CampaignInsert>(context, 'promotion-campaigns', 'promotion-campaign', promotionCampaigns), campaignItems);
}
