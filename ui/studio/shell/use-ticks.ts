import { useState } from 'react';

/**
 * The rows ticked for a bulk action. Ticks belong to the list they were made in: another filter, page or sort
 * (another `listKey`) starts with nothing ticked.
 */
export function useTicks(listKey: string): [ReadonlySet<number>, (ids: Set<number>) => void] {
  const [ticks, setTicks] = useState<{ listKey: string; ids: Set<number> }>({ listKey, ids: new Set() });
  return [ticks.listKey === listKey ? ticks.ids : new Set<number>(), (ids) => setTicks({ listKey, ids })];
}
