import type { AdCreative, AdRequest } from './ad-creative';

/**
 * Fills ad slots. The default provider serves the school's own house ads; another ad server can
 * stand in for it without the views changing.
 */
export interface AdProvider {
  /** The creative for a slot, or null when it stays empty (no ad, or the call failed: spec 8). */
  fill(request: AdRequest): Promise<AdCreative | null>;
}
