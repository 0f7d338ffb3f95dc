import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { promotionBody, promotionPageWire, studioPromotionWire, type PromotionBody, type StudioPromotionWire } from '../../../contract/studio/notices';
import type { Db } from '../../store/database';
import { promotionCampaigns, promotions } from '../../store/tables/site-features';
import { invalidInput } from '../studio-route';
import { windowState, type NoticeKind } from './notice-commands';
import { plainText } from '../../http/content-text';
import { dateOrNull, emptyToNull, imageFromMedia, requiredText, richText } from './notice-fields';
import type { NoticeRoutesSpec } from './notice-routes';
import { iso, noticeImageFields, savedNoticeFields } from './notice-wire';

type CampaignRow = typeof promotionCampaigns.$inferSelect;
type LocationRow = Pick<typeof promotions.$inferSelect, 'id' | 'name' | 'sportId' | 'type'>;
type PromotionRow = CampaignRow & { location: LocationRow };
type PromotionValues = Pick<CampaignRow, 'promotionId' | 'title' | 'link' | 'hoverText' | 'openInNewWindow' | 'html' | 'imageId' | 'images' | 'rank' | 'startDate' | 'endDate'>;

const locationColumns = { id: promotions.id, name: promotions.name, sportId: promotions.sportId, type: promotions.type };

/** The named places of the site a campaign can be put in (home-top, footer-icons, a sport's sidebar...). */
export function promotionLocations(db: Db, tenantId: number): Promise<LocationRow[]> {
  return db.select(locationColumns).from(promotions).where(eq(promotions.tenantId, tenantId)).orderBy(asc(promotions.name), asc(promotions.id));
}

async function withLocation(db: Db, row: CampaignRow | undefined): Promise<PromotionRow | undefined> {
  if (!row) return undefined;
  const [location] = await db.select(locationColumns).from(promotions).where(eq(promotions.id, row.promotionId));
  return { ...row, location: location! };
}

/** spec 3: a campaign runs in its location while now is inside its optional start/end window. */
export const promotionKind: NoticeKind<PromotionRow, PromotionBody, PromotionValues, StudioPromotionWire> = {
  kind: 'promotion',
  noun: 'promotion',
  async find(db, tenantId, id) {
    const [row] = await db.select().from(promotionCampaigns).where(and(eq(promotionCampaigns.tenantId, tenantId), eq(promotionCampaigns.id, id)));
    return withLocation(db, row);
  },
  async list(db, tenantId, page, pageSize) {
    const where = eq(promotionCampaigns.tenantId, tenantId);
    const [counted] = await db.select({ total: count() }).from(promotionCampaigns).where(where);
    const rows = await db
      .select({ campaign: promotionCampaigns, location: locationColumns })
      .from(promotionCampaigns)
      .innerJoin(promotions, eq(promotions.id, promotionCampaigns.promotionId))
      .where(where)
      .orderBy(sql`${promotionCampaigns.updatedAt} desc nulls last`, desc(promotionCampaigns.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { rows: rows.map(({ campaign, location }) => ({ ...campaign, location })), total: counted?.total ?? 0 };
  },
  async prepare(db, tenant, body) {
    const [location] = await db.select({ id: promotions.id }).from(promotions).where(and(eq(promotions.tenantId, tenant.id), eq(promotions.id, body.locationId)));
    if (!location) throw invalidInput({ locationId: 'Choose where the promotion shows.' });
    return {
      promotionId: location.id,
      title: requiredText(body.title, 'title', 'Enter a title.'),
      link: emptyToNull(body.link),
      hoverText: plainText(emptyToNull(body.hoverText)),
      openInNewWindow: body.openInNewWindow,
      html: richText(body.html),
      imageId: body.imageId ?? null,
      images: await imageFromMedia(db, tenant, body.imageId, body.imageAlt),
      rank: body.rank,
      startDate: dateOrNull(body.startDate),
      endDate: dateOrNull(body.endDate),
    };
  },
  async insert(tx, tenantId, values) {
    const [row] = await tx.insert(promotionCampaigns).values({ tenantId, ...values }).returning();
    return (await withLocation(tx, row))!;
  },
  async update(tx, tenantId, id, version, values) {
    const [row] = await tx
      .update(promotionCampaigns)
      .set(values)
      .where(and(eq(promotionCampaigns.tenantId, tenantId), eq(promotionCampaigns.id, id), eq(promotionCampaigns.version, version)))
      .returning();
    return withLocation(tx, row);
  },
  async remove(tx, tenantId, id, version) {
    const gone = await tx
      .delete(promotionCampaigns)
      .where(and(eq(promotionCampaigns.tenantId, tenantId), eq(promotionCampaigns.id, id), eq(promotionCampaigns.version, version)))
      .returning({ id: promotionCampaigns.id });
    return gone.length > 0;
  },
  toWire(row, names, now) {
    return {
      ...savedNoticeFields(row, names),
      state: windowState(row.startDate, row.endDate, true, now),
      location: row.location,
      title: row.title,
      link: row.link,
      hoverText: row.hoverText,
      openInNewWindow: row.openInNewWindow,
      html: row.html,
      ...noticeImageFields(row),
      rank: row.rank,
      startDate: iso(row.startDate),
      endDate: iso(row.endDate),
    };
  },
  snapshot: (row) => ({
    id: row.id,
    locationId: row.promotionId,
    title: row.title,
    link: row.link,
    hoverText: row.hoverText,
    openInNewWindow: row.openInNewWindow,
    html: row.html,
    imageId: row.imageId,
    images: row.images,
    rank: row.rank,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
  }),
  label: (row) => row.title,
};

export function promotionRoutes(db: Db): NoticeRoutesSpec<PromotionRow, PromotionBody, PromotionValues, StudioPromotionWire> {
  return {
    path: '/promotions',
    tag: 'Studio promotions',
    kind: promotionKind,
    body: promotionBody,
    wire: studioPromotionWire,
    pageWire: promotionPageWire,
    listExtra: async (tenant) => ({ locations: await promotionLocations(db, tenant.id) }),
  };
}
