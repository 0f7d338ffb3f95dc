/** Who changed an item, as the studio shows them. */
export interface StudioPerson {
  /** null: no account (the story scheduler, the demo department). */
  id: number | null;
  name: string;
}

/** The version an item is at on the server (the If-Match of the next write), and who made it. */
export interface VersionStamp {
  version: number;
  updatedAt: string;
  updatedBy: StudioPerson | null;
}

/** A page of a studio list. */
export interface StudioPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * How a write to the studio API ended. `offline`: it never reached the server (no network), so the
 * change is kept on the device; `failed`: the server refused it for another reason (its words).
 */
export type WriteOutcome<T> =
  | { kind: 'done'; value: T }
  | { kind: 'invalid'; message: string; fields: Record<string, string> }
  | { kind: 'conflict'; message: string; current: VersionStamp | null }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

/** An activity feed entry (GET /api/studio/activity). */
export interface ActivityEntry {
  id: number;
  at: string;
  by: StudioPerson | null;
  action: string;
  kind: string;
  itemId: number | null;
  summary: string;
}

/** The signed-in staff member of the studio. */
export interface StudioStaff {
  displayName: string;
  email: string;
  role: 'editor' | 'admin';
}
