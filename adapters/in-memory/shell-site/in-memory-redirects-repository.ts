import type { LegacyRedirect } from '../../../core/routing/legacy-redirects';
import type { RedirectsRepository } from '../../../core/routing/redirects-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { answer } from './answer';

/** The legacy redirects in the school's rank order (the first matching pair wins). */
export class InMemoryRedirectsRepository implements RedirectsRepository {
  constructor(private readonly deps: InMemoryDeps<LegacyRedirect[]>) {}

  all(): Promise<LegacyRedirect[]> {
    return answer(this.deps, 'redirects', [], (redirects) => [...redirects]);
  }
}
