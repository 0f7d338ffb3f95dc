import type { Alert } from '../alerts/alert';
import type { NavigationItem } from '../navigation/navigation-item';
import type { SeoSettings } from '../seo/seo-settings';
import type { SiteSetup } from '../settings/site-config';
import type { Sport } from '../sports/sport';

/** What the root route's loader gives every page: the shell's data. */
export interface ShellData {
  setup: SiteSetup | null;
  navigation: NavigationItem[];
  sports: Sport[];
  alerts: Alert[];
  /** The school's SEO templates (spec 2.2 page titles and descriptions); with the page's data, so a hydrated page has them too. */
  seo?: SeoSettings | null;
}
