import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A studio list's filters, sort and page, kept in the address (a link shows the same list). Changing a filter
 * or the sort goes back to page 1; a value that is empty or the default is left out of the address.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  // The address last asked for and not yet reached: the router's navigations wait for the route's data, and a
  // second change made meanwhile (words, then a sport) must build on the first, not on the address shown.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);
  const text = (key: string) => params.get(key) ?? '';
  const id = (key: string) => {
    const value = Number(params.get(key));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const change = (next: Record<string, string | number | null>) => {
    const search = new URLSearchParams(asked.current ?? params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null || value === '' || (key === 'page' && value === 1)) search.delete(key);
      else search.set(key, String(value));
    }
    if (!('page' in next)) search.delete('page');
    asked.current = search.toString();
    setParams(search);
  };
  return { text, id, page, change };
}

/** One of `choices` named by the address, or null. */
export function oneOf<T extends string>(choices: readonly T[], value: string): T | null {
  return (choices as readonly string[]).includes(value) ? (value as T) : null;
}
