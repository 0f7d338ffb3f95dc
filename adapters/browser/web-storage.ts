import type { KeyValueStorage } from '../../core/platform/key-value-storage.port';

/** Browser storage that never throws (private mode, quota): failures read as empty. */
export class WebStorage implements KeyValueStorage {
  constructor(private readonly storage: () => Storage) {}

  getItem(key: string): string | null {
    try {
      return this.storage().getItem(key);
    } catch {
      return null;
    }
  }

  setItem(key: string, value: string): void {
    try {
      this.storage().setItem(key, value);
    } catch {
      // Storage full or unavailable: the value is simply not kept.
    }
  }

  removeItem(key: string): void {
    try {
      this.storage().removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  }
}
