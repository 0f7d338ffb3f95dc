import type { KeyValueStorage } from '../../platform/key-value-storage.port';
import type { StoryDraft } from './story';

/** A draft that could not be sent, kept on this device with when it was kept. */
export interface DraftBackup {
  draft: StoryDraft;
  savedAt: number;
  /** The version the edits were made on (null for a story not yet created). */
  baseVersion: number | null;
}

/** One key per school and story ('new' before the first save). */
export function draftBackupKey(tenant: string, storyId: number | null): string {
  return `studio-draft:${tenant}:${storyId ?? 'new'}`;
}

/** The kept drafts of one school, read and written through the device's storage port. */
export class DraftBackups {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly tenant: string,
  ) {}

  keep(storyId: number | null, backup: DraftBackup): void {
    this.storage.setItem(draftBackupKey(this.tenant, storyId), JSON.stringify(backup));
  }

  read(storyId: number | null): DraftBackup | null {
    const raw = this.storage.getItem(draftBackupKey(this.tenant, storyId));
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as Partial<DraftBackup>;
      if (typeof value.savedAt !== 'number' || typeof value.draft?.title !== 'string' || typeof value.draft.body !== 'string') return null;
      return { draft: value.draft, savedAt: value.savedAt, baseVersion: typeof value.baseVersion === 'number' ? value.baseVersion : null };
    } catch {
      return null;
    }
  }

  forget(storyId: number | null): void {
    this.storage.removeItem(draftBackupKey(this.tenant, storyId));
  }
}

/** A kept draft is worth offering back only when it differs from what the server has. */
export function isWorthRestoring(backup: DraftBackup | null, current: StoryDraft): backup is DraftBackup {
  return backup !== null && JSON.stringify(backup.draft) !== JSON.stringify(current);
}
