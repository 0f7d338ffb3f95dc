import { act } from '@testing-library/react';
import type { LiveScoreboardEvent, LiveScoreboardStream } from '../../../core/live/live-scoreboard-stream.port';

/** A live scoreboard stream the test drives: `emit` delivers an event to the subscriber, inside act(). */
export function scoreboardStream(): LiveScoreboardStream & { emit(event: LiveScoreboardEvent): void } {
  let listener: ((event: LiveScoreboardEvent) => void) | null = null;
  return {
    subscribe(onEvent) {
      listener = onEvent;
      return () => {
        listener = null;
      };
    },
    emit(event) {
      act(() => listener?.(event));
    },
  };
}
