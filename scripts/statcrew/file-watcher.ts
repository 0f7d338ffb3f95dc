import { type FSWatcher, readFileSync, statSync, watch } from 'node:fs';
import path from 'node:path';
import type { StatCrewGame } from '../../server/stats/statcrew/statcrew-game';
import { readStatCrewFile } from '../../server/stats/statcrew/statcrew-reader';

/** A content of the stat file that reads as a whole game. */
export interface FileVersion {
  bytes: Buffer;
  game: StatCrewGame;
}

export interface FileWatcherOptions {
  file: string;
  onVersion(version: FileVersion): void;
  /** A read that is not a whole game yet; `stuck` once (per content) when it has stayed so for `stuckMs`. */
  onUnreadable?(message: string, stuck: boolean): void;
  /** The fallback poll of size and mtime: network drives miss watch events. */
  pollMs?: number;
  /** Lets a burst of watch events (one per partial write) end before the file is read. */
  settleMs?: number;
  /** How soon a file caught mid-write is read again. */
  recheckMs?: number;
  /** After this long unchanged and unreadable, the file is a bad file, not one being written. */
  stuckMs?: number;
  now?: () => number;
}

export interface FileWatcher {
  stop(): void;
}

const DEFAULTS = { pollMs: 1_000, settleMs: 30, recheckMs: 100, stuckMs: 2_000 };

type Stamp = string;

function stampOf(file: string): Stamp {
  try {
    const stat = statSync(file);
    return `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
  } catch {
    return 'missing';
  }
}

/**
 * Watches one stat file and hands on each new content that parses whole. Stat software rewrites
 * the file in place, sometimes in several writes, or replaces it by rename: a read that does not
 * parse, or during which the file moved on, is read again shortly and never handed on.
 */
export function watchStatFile(options: FileWatcherOptions): FileWatcher {
  const { file, onVersion, onUnreadable } = options;
  const { pollMs, settleMs, recheckMs, stuckMs } = { ...DEFAULTS, ...definedOf(options) };
  const now = options.now ?? Date.now;
  const base = path.basename(file);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastStamp: Stamp | null = null;
  let lastHanded: Buffer | null = null;
  let unreadable: { bytes: Buffer | null; since: number; reported: boolean } | null = null;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(check, delayMs);
  };

  function notWhole(bytes: Buffer | null, message: string): void {
    const same = unreadable && (bytes === null ? unreadable.bytes === null : unreadable.bytes?.equals(bytes));
    if (!unreadable || !same) unreadable = { bytes, since: now(), reported: false };
    if (now() - unreadable.since < stuckMs) {
      onUnreadable?.(message, false);
      schedule(recheckMs);
      return;
    }
    // Left to the poll and the watch events from here: the next change is read.
    if (!unreadable.reported) onUnreadable?.(message, true);
    unreadable.reported = true;
  }

  function check(): void {
    if (stopped) return;
    const before = stampOf(file);
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch (error) {
      lastStamp = before;
      notWhole(null, (error as NodeJS.ErrnoException).code === 'ENOENT' ? `${file} does not exist yet` : (error as Error).message);
      return;
    }
    const after = stampOf(file);
    lastStamp = after;
    // Written to while being read: what was read may be a mix of two contents.
    if (before !== after || !after.startsWith(`${bytes.length}:`)) {
      schedule(recheckMs);
      return;
    }
    if (lastHanded?.equals(bytes)) {
      unreadable = null;
      return;
    }
    let game: StatCrewGame;
    try {
      game = readStatCrewFile(bytes);
    } catch (error) {
      notWhole(bytes, (error as Error).message);
      return;
    }
    unreadable = null;
    lastHanded = bytes;
    onVersion({ bytes, game });
  }

  let watcher: FSWatcher | null = null;
  try {
    watcher = watch(path.dirname(file), (_event, name) => {
      // Some platforms name no file; Windows folders are case-blind.
      if (!name || name === base || (process.platform === 'win32' && name.toLowerCase() === base.toLowerCase())) schedule(settleMs);
    });
    // A watch that fails (a network share that cannot be watched) leaves the poll on its own.
    watcher.on('error', () => watcher?.close());
  } catch {
    watcher = null;
  }
  const poll = setInterval(() => {
    if (stampOf(file) !== lastStamp) schedule(0);
  }, pollMs);

  schedule(0);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(poll);
      watcher?.close();
    },
  };
}

function definedOf(options: FileWatcherOptions): Partial<typeof DEFAULTS> {
  return Object.fromEntries(Object.entries(options).filter(([key, value]) => key in DEFAULTS && value !== undefined));
}
