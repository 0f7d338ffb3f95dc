import { useEffect, useRef, useState } from 'react';
import { scoreAnnouncement } from '../../core/live/live-announcements';
import { foldLiveEvent } from '../../core/live/live-event-fold';
import type { LiveGameSnapshot } from '../../core/live/live-game';
import type { LiveGameStream, LiveStreamStatus } from '../../core/live/live-stream.port';

export interface LiveGameState {
  snapshot: LiveGameSnapshot | null;
  /** The latest score announcement for the polite live region ('' until a score changes). */
  announcement: string;
  status: LiveStreamStatus;
}

/**
 * A game's live state, kept current from the stream: starts from the loader's state, resumes after it,
 * folds each event (core's live-event-fold) and words score changes for screen readers.
 */
export function useLiveGame(gameId: number, initial: LiveGameSnapshot | null, subscribe: LiveGameStream['subscribe'] | null, enabled = true): LiveGameState {
  const [state, setState] = useState<Omit<LiveGameState, 'status'>>({ snapshot: initial, announcement: '' });
  const [status, setStatus] = useState<LiveStreamStatus>('connecting');
  const latest = useRef(initial);
  useEffect(() => {
    latest.current = state.snapshot;
  }, [state.snapshot]);

  useEffect(() => {
    if (!subscribe || !enabled) return undefined;
    return subscribe(
      gameId,
      (event) => {
        setState((current) => {
          const { snapshot, outcome } = foldLiveEvent(current.snapshot, event);
          if (outcome !== 'applied' || !snapshot) return current;
          const announcement = scoreAnnouncement(current.snapshot?.game ?? null, snapshot.game);
          return { snapshot, announcement: announcement ?? current.announcement };
        });
      },
      setStatus,
      // Resume after what the page already shows (the loader's state, or what arrived since).
      { after: latest.current?.gameId === gameId ? latest.current.eventId : undefined },
    );
  }, [gameId, subscribe, enabled]);

  return { ...state, status };
}
