import type { SettingsRepository } from '../../../core/settings/settings-repository.port';
import type { SiteSetup } from '../../../core/settings/site-config';
import type { InMemoryDeps } from '../demo-source';
import { answer } from './answer';

/** spec 4: configuration loads once: the source loads the snapshot once, so every ask gives the same setup. */
export class InMemorySettingsRepository implements SettingsRepository {
  constructor(private readonly deps: InMemoryDeps<SiteSetup | null>) {}

  siteSetup(): Promise<SiteSetup | null> {
    return answer(this.deps, 'site setup', null, (setup) => setup);
  }
}
