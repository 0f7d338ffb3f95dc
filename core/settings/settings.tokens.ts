export const SettingsRepositoryToken = Symbol.for('settings.SettingsRepository');
/** The page's bootstrap configuration (tenant, API base) placed in the page by the server. */
export const BootConfigToken = Symbol.for('settings.BootConfig');
