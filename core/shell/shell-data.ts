import type { Alert } from '../alerts/alert';
import type { NavigationItem } from '../navigation/navigation-item';
import type { SiteSetup } from '../settings/site-config';
import type { Sport } from '../sports/sport';

/** What the root route's loader gives every page: the shell's data. */
export interface ShellData {
  setup: SiteSetup | null;
  navigation: NavigationItem[];
  sports: Sport[];
  alerts: Alert[];
}
