import type { Alert } from '../../../core/alerts/alert';
import { isAlertActive } from '../../../core/alerts/alert-rules';
import type { AlertsRepository } from '../../../core/alerts/alerts-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { answer } from './answer';

/** spec 4: the alerts enabled, shown on the web and not past their end date now, newest first. */
export class InMemoryAlertsRepository implements AlertsRepository {
  constructor(private readonly deps: InMemoryDeps<Alert[]>) {}

  active(): Promise<Alert[]> {
    return answer(this.deps, 'active alerts', [], (alerts, now) => alerts.filter((alert) => isAlertActive(alert, now)).sort((a, b) => b.id - a.id));
  }
}
