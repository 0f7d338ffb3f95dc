import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alertBody, alertPageWire, studioAlertWire, type AlertBody, type StudioAlertWire } from '../../../contract/studio/notices';
import { alerts } from '../../store/tables/foundation';
import { windowState, type NoticeKind } from './notice-commands';
import { dateOrNull, emptyToNull, optionalText, requiredText } from './notice-fields';
import type { NoticeRoutesSpec } from './notice-routes';
import { iso, savedNoticeFields } from './notice-wire';

type AlertRow = typeof alerts.$inferSelect;
type AlertValues = Pick<AlertRow, 'title' | 'message' | 'link' | 'enabled' | 'showOnWeb' | 'startDate' | 'endDate'>;

/** spec 4: an alert shows while enabled, on the web, started and not past its end. */
export const alertKind: NoticeKind<AlertRow, AlertBody, AlertValues, StudioAlertWire> = {
  kind: 'alert',
  noun: 'alert',
  async find(db, tenantId, id) {
    const [row] = await db.select().from(alerts).where(and(eq(alerts.tenantId, tenantId), eq(alerts.id, id)));
    return row;
  },
  async list(db, tenantId, page, pageSize) {
    const where = eq(alerts.tenantId, tenantId);
    const [counted] = await db.select({ total: count() }).from(alerts).where(where);
    const rows = await db.select().from(alerts).where(where).orderBy(sql`${alerts.updatedAt} desc nulls last`, desc(alerts.id)).limit(pageSize).offset((page - 1) * pageSize);
    return { rows, total: counted?.total ?? 0 };
  },
  async prepare(_db, _tenant, body) {
    return {
      title: requiredText(body.title, 'title', 'Enter the alert.'),
      message: optionalText(body.message),
      link: emptyToNull(body.link),
      enabled: body.enabled,
      showOnWeb: body.showOnWeb,
      startDate: dateOrNull(body.startDate),
      endDate: dateOrNull(body.endDate),
    };
  },
  async insert(tx, tenantId, values) {
    const [row] = await tx.insert(alerts).values({ tenantId, ...values }).returning();
    return row!;
  },
  async update(tx, tenantId, id, version, values) {
    const [row] = await tx.update(alerts).set(values).where(and(eq(alerts.tenantId, tenantId), eq(alerts.id, id), eq(alerts.version, version))).returning();
    return row;
  },
  async remove(tx, tenantId, id, version) {
    const gone = await tx.delete(alerts).where(and(eq(alerts.tenantId, tenantId), eq(alerts.id, id), eq(alerts.version, version))).returning({ id: alerts.id });
    return gone.length > 0;
  },
  toWire(row, names, now) {
    return {
      ...savedNoticeFields(row, names),
      state: windowState(row.startDate, row.endDate, row.enabled && row.showOnWeb, now),
      title: row.title,
      message: row.message,
      link: row.link,
      enabled: row.enabled,
      showOnWeb: row.showOnWeb,
      startDate: iso(row.startDate),
      endDate: iso(row.endDate),
    };
  },
  snapshot: (row) => ({ id: row.id, title: row.title, message: row.message, link: row.link, enabled: row.enabled, showOnWeb: row.showOnWeb, startDate: iso(row.startDate), endDate: iso(row.endDate) }),
  label: (row) => row.title,
};

export const alertRoutes: NoticeRoutesSpec<AlertRow, AlertBody, AlertValues, StudioAlertWire> = {
  path: '/alerts',
  tag: 'Studio alerts',
  kind: alertKind,
  body: alertBody,
  wire: studioAlertWire,
  pageWire: alertPageWire,
};
