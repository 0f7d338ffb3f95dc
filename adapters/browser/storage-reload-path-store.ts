import type { KeyValueStorage } from '../../core/platform/key-value-storage.port';
import type { StoredReload } from '../../core/site-update/site-update.machine';
import type { ReloadPathStore } from '../../core/site-update/site-update.port';

export const RELOAD_PATH_KEY = 'site-update.reload';

/** The reload guard's path in (session) storage; an unreadable entry counts as none. */
export class StorageReloadPathStore implements ReloadPathStore {
  constructor(private readonly storage: KeyValueStorage) {}

  read(): StoredReload | null {
    try {
      const raw = this.storage.getItem(RELOAD_PATH_KEY);
      if (!raw) return null;
      const value = JSON.parse(raw) as Partial<StoredReload>;
      return typeof value.path === 'string' && typeof value.expiresAt === 'number' ? { path: value.path, expiresAt: value.expiresAt } : null;
    } catch {
      return null;
    }
  }

  write(reload: StoredReload): void {
    this.storage.setItem(RELOAD_PATH_KEY, JSON.stringify(reload));
  }

  clear(): void {
    this.storage.removeItem(RELOAD_PATH_KEY);
  }
}
