export const AlertsRepositoryToken = Symbol.for('alerts.AlertsRepository');
