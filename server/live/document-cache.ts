import type { LiveGame } from '../../core/live/live-game';

/** How many games' latest documents an instance keeps in memory (a school rarely has more than a dozen live at once). */
const MAX_GAMES = 256;

/**
 * The latest document this instance stored or read per game, with its version, so an ingest diffs against
 * memory instead of reading the (large) document back. The version read under the game's lock decides
 * whether the entry is current (another instance may have written since).
 */
export class LiveDocumentCache {
  private readonly entries = new Map<number, { version: number; document: LiveGame }>();

  get(gameId: number, version: number): LiveGame | undefined {
    const entry = this.entries.get(gameId);
    return entry && entry.version === version ? entry.document : undefined;
  }

  set(gameId: number, version: number, document: LiveGame): void {
    this.entries.delete(gameId);
    this.entries.set(gameId, { version, document });
    if (this.entries.size > MAX_GAMES) this.entries.delete(this.entries.keys().next().value!);
  }
}
