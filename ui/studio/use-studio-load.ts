import { useEffect, useRef, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; message: string };

/**
 * Data a studio screen loads in the browser (the studio is not rendered for search engines): asked
 * again when `key` (what the data depends on) changes or on `reload`.
 */
/** What was loaded, made into something else once it is there (loading and failure pass through). */
export const mapLoaded = <T, U>(loaded: Loaded<T>, map: (value: T) => U): Loaded<U> => (loaded.state === 'ready' ? { state: 'ready', value: map(loaded.value) } : loaded);

export function useStudioLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): { loaded: Loaded<T>; reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [turn, setTurn] = useState(0);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const key = JSON.stringify(deps.map((dep) => (typeof dep === 'object' && dep !== null ? 'object' : dep)));
  useEffect(() => {
    let live = true;
    latest.current().then(
      (value) => live && setLoaded({ state: 'ready', value }),
      (error: unknown) => live && setLoaded({ state: 'failed', message: error instanceof Error ? error.message : 'The studio could not load this.' }),
    );
    return () => {
      live = false;
    };
  }, [key, turn]);
  return { loaded, reload: () => setTurn((n) => n + 1) };
}

/** A time as people in the newsroom read it: "Nov 27, 14:32". */
export function studioTime(iso: string | number | null): string {
  if (iso === null || iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

export function clockTime(ms: number): string {
  return new Date(ms).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}
