import type { StoredReload } from './site-update.machine';

/** Where the running site learns which build the server serves now. */
export interface BuildManifest {
  /** The latest build id; rejects when the server cannot be asked. */
  latestBuildId(): Promise<string>;
}

/** spec 4: the reload guard's path, kept in session storage across the reload. */
export interface ReloadPathStore {
  read(): StoredReload | null;
  write(reload: StoredReload): void;
  clear(): void;
}
