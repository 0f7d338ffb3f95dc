import { activeAlertsWire } from '../../contract/alerts';
import type { Alert } from '../../core/alerts/alert';
import type { AlertsRepository } from '../../core/alerts/alerts-repository.port';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { getParsedOr } from './get-parsed';

export class ApiAlertsRepository implements AlertsRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  active(): Promise<Alert[]> {
    return getParsedOr(this.http, this.logger, { path: '/Alert/active' }, activeAlertsWire, []);
  }
}
