import type { AlertWire } from '../../../contract/alerts';
import { alerts } from '../../store/tables/foundation';
import { tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { OriginClient } from './origin-client';

type AlertInsert = Omit<typeof alerts.$inferInsert, 'id' | 'tenantId'>;

/**
 * The alerts showing now (GET /Alert/active, ours; the reference has none). Disabled, ended and scheduled alerts are
 * in no public answer. The message comes as plain text, which is what ours serves of it.
 */
export async function importAlerts(context: ImportContext, origin: OriginClient): Promise<void> {
  const list = (await origin.json<AlertWire[]>('/Alert/active')) ?? [];
  // Ours lists the newest (highest id) first: written oldest first, they keep that order.
  const items: MappedItem<AlertInsert>[] = [...list].reverse().map((alert) => ({
    sourceId: String(alert.id),
    row: { title: alert.title, message: alert.message, link: alert.link, enabled: alert.enabled, showOnWeb: alert.showOnWeb, endDate: alert.endDate ? new Date(alert.endDate) : null, startDate: null },
  }));
  await writeResource(context, tableWriter<AlertInsert>(context, 'alerts', 'alert', alerts), items);
}
