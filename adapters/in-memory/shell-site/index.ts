import type { AdapterSet } from '../../../core/backend/adapter-set';
import { depsOf, type InMemoryDeps } from '../demo-source';
import { dumpShellSite as dump } from './dump-shell-site';
import { InMemoryAdProvider } from './in-memory-ad-provider';
import { InMemoryAlertsRepository } from './in-memory-alerts-repository';
import { InMemoryNavigationRepository } from './in-memory-navigation-repository';
import { InMemoryPromotionsRepository } from './in-memory-promotions-repository';
import { InMemoryRedirectsRepository } from './in-memory-redirects-repository';
import { InMemorySeoRepository } from './in-memory-seo-repository';
import { InMemorySettingsRepository } from './in-memory-settings-repository';
import { InMemorySplashRepository } from './in-memory-splash-repository';
import { InMemorySportsRepository } from './in-memory-sports-repository';
import { InMemoryTakeoversRepository } from './in-memory-takeovers-repository';
import type { ShellSiteData } from './shell-site-data';

export type { ShellSiteData } from './shell-site-data';

/** The ports this part of the in-memory set fills. */
export type ShellSitePorts = Pick<AdapterSet, 'sports' | 'navigation' | 'settings' | 'alerts' | 'redirects' | 'seo' | 'splash' | 'takeovers' | 'promotions' | 'ads'>;

/** Reads this part's demo data through the ports of a backend that holds the seed (our API). */
export async function dumpShellSite(api: AdapterSet, _today: number): Promise<ShellSiteData> {
  // The server applies its dates to "today" itself; the in-memory ports apply theirs to their clock.
  return dump(api);
}

/** The shell's ports (sports, menus, setup, alerts) and the site's extras (redirects, SEO, splash, takeovers, promotions, ads) over the snapshot. */
export function shellSiteAdapters(deps: InMemoryDeps<ShellSiteData>): ShellSitePorts {
  return {
    sports: new InMemorySportsRepository(depsOf(deps, 'sports')),
    navigation: new InMemoryNavigationRepository(depsOf(deps, 'navigation')),
    settings: new InMemorySettingsRepository(depsOf(deps, 'settings')),
    alerts: new InMemoryAlertsRepository(depsOf(deps, 'alerts')),
    redirects: new InMemoryRedirectsRepository(depsOf(deps, 'redirects')),
    seo: new InMemorySeoRepository(depsOf(deps, 'seo')),
    splash: new InMemorySplashRepository(depsOf(deps, 'splash')),
    takeovers: new InMemoryTakeoversRepository(depsOf(deps, 'takeovers')),
    promotions: new InMemoryPromotionsRepository(depsOf(deps, 'promotions')),
    ads: new InMemoryAdProvider(depsOf(deps, 'ads')),
  };
}
