import type { Alert } from './alert';

export interface AlertsRepository {
  /** Active alerts; [] on failure (spec 8). */
  active(): Promise<Alert[]>;
}
