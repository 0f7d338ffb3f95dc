import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { AdCreative } from '../../core/ads/ad-creative';
import { adTestValue } from '../../core/ads/ad-slots';
import { useCurrentSport } from '../routing/current-sport-context';
import { usePageResource } from '../routing/page-resources';
import { useAdProvider } from './ad-services';

/**
 * The creative the ad provider gives a slot (null while loading or when it has none). Asked only
 * once `active` (a closed drop-down's slot waits for its panel), and again when the page's sport
 * or adtest changes.
 */
export function useAdCreative(slotId: string, options: { active?: boolean; sportId?: number | null } = {}): AdCreative | null {
  const provider = useAdProvider();
  const currentSport = useCurrentSport();
  const { search } = useLocation();
  const active = options.active ?? true;
  const sportId = options.sportId !== undefined ? options.sportId : (currentSport?.sport.id ?? null);
  const adtest = adTestValue(search);
  const [wanted, setWanted] = useState(active);
  if (active && !wanted) setWanted(true);
  // #12: on a page the server renders, the creative comes with the page.
  const key = provider && wanted ? `ad:${slotId}:${sportId ?? ''}:${adtest ?? ''}` : null;
  // A slot keeps its creative until the next page's (sport's) arrives.
  return usePageResource<AdCreative | null>(key, () => provider!.fill({ slotId, sportId, adtest }), { keepWhileLoading: true });
}
