import { and, count, desc, eq, sql } from 'drizzle-orm';
import { splashBody, splashPageWire, studioSplashWire, type SplashBody, type StudioSplashWire } from '../../../contract/studio/notices';
import { splashPages } from '../../store/tables/site-features';
import { windowState, type NoticeKind } from './notice-commands';
import { checkSport, dateOrNull, emptyToNull, imageFromMedia, requiredText, richText } from './notice-fields';
import type { NoticeRoutesSpec } from './notice-routes';
import { iso, noticeImageFields, savedNoticeFields } from './notice-wire';

type SplashRow = typeof splashPages.$inferSelect;
type SplashValues = Pick<SplashRow, 'title' | 'html' | 'link' | 'imageId' | 'images' | 'youtubeId' | 'backgroundColor' | 'foregroundColor' | 'sportId' | 'hidden' | 'startDate' | 'endDate'>;

/** The splash's video, colours, sport, visibility and window: alike in its wire shape and its snapshot. */
function splashSettings(row: SplashRow) {
  return {
    youtubeId: row.youtubeId,
    backgroundColor: row.backgroundColor,
    foregroundColor: row.foregroundColor,
    sportId: row.sportId,
    hidden: row.hidden,
    startDate: row.startDate.toISOString(),
    endDate: iso(row.endDate),
  };
}

/** spec 4: a splash shows on its page (the home page, or a sport's) while now is inside its window. */
export const splashKind: NoticeKind<SplashRow, SplashBody, SplashValues, StudioSplashWire> = {
  kind: 'splash',
  noun: 'splash',
  async find(db, tenantId, id) {
    const [row] = await db.select().from(splashPages).where(and(eq(splashPages.tenantId, tenantId), eq(splashPages.id, id)));
    return row;
  },
  async list(db, tenantId, page, pageSize) {
    const where = eq(splashPages.tenantId, tenantId);
    const [counted] = await db.select({ total: count() }).from(splashPages).where(where);
    const rows = await db
      .select()
      .from(splashPages)
      .where(where)
      .orderBy(sql`${splashPages.updatedAt} desc nulls last`, desc(splashPages.startDate), desc(splashPages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { rows, total: counted?.total ?? 0 };
  },
  async prepare(db, tenant, body) {
    return {
      title: requiredText(body.title, 'title', 'Enter a title.'),
      html: richText(body.html),
      link: emptyToNull(body.link),
      imageId: body.imageId ?? null,
      images: await imageFromMedia(db, tenant, body.imageId, body.imageAlt),
      youtubeId: emptyToNull(body.youtubeId),
      backgroundColor: emptyToNull(body.backgroundColor),
      foregroundColor: emptyToNull(body.foregroundColor),
      sportId: await checkSport(db, tenant.id, body.sportId),
      hidden: body.hidden,
      startDate: new Date(body.startDate),
      endDate: dateOrNull(body.endDate),
    };
  },
  async insert(tx, tenantId, values) {
    const [row] = await tx.insert(splashPages).values({ tenantId, ...values }).returning();
    return row!;
  },
  async update(tx, tenantId, id, version, values) {
    const [row] = await tx.update(splashPages).set(values).where(and(eq(splashPages.tenantId, tenantId), eq(splashPages.id, id), eq(splashPages.version, version))).returning();
    return row;
  },
  async remove(tx, tenantId, id, version) {
    const gone = await tx.delete(splashPages).where(and(eq(splashPages.tenantId, tenantId), eq(splashPages.id, id), eq(splashPages.version, version))).returning({ id: splashPages.id });
    return gone.length > 0;
  },
  toWire(row, names, now) {
    return {
      ...savedNoticeFields(row, names),
      state: windowState(row.startDate, row.endDate, !row.hidden, now),
      title: row.title,
      html: row.html,
      link: row.link,
      ...noticeImageFields(row),
      ...splashSettings(row),
    };
  },
  snapshot: (row) => ({
    id: row.id,
    title: row.title,
    html: row.html,
    link: row.link,
    imageId: row.imageId,
    images: row.images,
    ...splashSettings(row),
  }),
  label: (row) => row.title,
};

export const splashRoutes: NoticeRoutesSpec<SplashRow, SplashBody, SplashValues, StudioSplashWire> = {
  path: '/splash',
  tag: 'Studio splash',
  kind: splashKind,
  body: splashBody,
  wire: studioSplashWire,
  pageWire: splashPageWire,
};
