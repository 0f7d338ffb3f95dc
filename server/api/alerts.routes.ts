import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { activeAlertsWire, type AlertWire } from '../../contract/alerts';
import { isAlertActive } from '../../core/alerts/alert-rules';
import { answerChangesAt, nextWindowEdge } from '../http/answer-changes-at';
import { plainText } from '../http/content-text';
import type { Db } from '../store/database';
import { alerts } from '../store/tables/foundation';
import { apiGet } from './api-route';

export async function registerAlertRoutes(app: FastifyInstance, db: Db, now: () => number): Promise<void> {
  apiGet(app, { path: '/Alert/active', summary: 'Alerts that are enabled, shown on the web and not past their end date, newest first', tag: 'Alerts', response: activeAlertsWire, cache: 'settings' }, async ({ tenant, request }) => {
    const instant = now();
    const rows = await db.select().from(alerts).where(eq(alerts.tenantId, tenant.id)).orderBy(desc(alerts.id));
    answerChangesAt(request, nextWindowEdge(rows.map((row) => ({ start: row.startDate, end: row.endDate })), instant));
    // An alert the studio scheduled waits for its start (the wire has no start date: it is simply not there yet).
    const started = rows.filter((row) => !row.startDate || row.startDate.getTime() <= instant);
    const wire: AlertWire[] = started.map((row) => ({
      id: row.id,
      title: row.title,
      enabled: row.enabled,
      showOnWeb: row.showOnWeb,
      endDate: row.endDate ? row.endDate.toISOString() : null,
      link: row.link,
      // The site shows an alert's message as text, in one line with its title; markup is dropped as it leaves the store, whatever was written into it.
      message: plainText(row.message),
    }));
    // spec 4: the same activity rule the site applies.
    return wire.filter((alert) => isAlertActive(alert, instant));
  });
}
