import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { AdCreative } from '../../core/ads/ad-creative';
import { adTestValue } from '../../core/ads/ad-slots';
import { useCurrentSport } from '../routing/current-sport-context';
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
  const [creative, setCreative] = useState<AdCreative | null>(null);
  const [wanted, setWanted] = useState(active);
  if (active && !wanted) setWanted(true);

  useEffect(() => {
    if (!provider || !wanted) return;
    let current = true;
    void provider.fill({ slotId, sportId, adtest }).then((answer) => {
      if (current) setCreative(answer);
    });
    return () => {
      current = false;
    };
  }, [provider, wanted, slotId, sportId, adtest]);

  return creative;
}
