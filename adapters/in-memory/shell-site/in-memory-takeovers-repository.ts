import type { TakeoverList } from '../../../core/takeovers/takeover';
import { EMPTY_TAKEOVER_LIST } from '../../../core/takeovers/takeover-rules';
import type { TakeoversRepository } from '../../../core/takeovers/takeovers-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { answer } from './answer';
import type { TakeoversData } from './shell-site-data';

/** spec 7: the takeovers of the home page (sport 0) or a sport, with the school's takeover config. */
export class InMemoryTakeoversRepository implements TakeoversRepository {
  constructor(private readonly deps: InMemoryDeps<TakeoversData>) {}

  forSport(sportId: number): Promise<TakeoverList> {
    return answer(this.deps, `takeovers of sport ${sportId}`, EMPTY_TAKEOVER_LIST, (takeovers) => ({
      takeovers: [...(takeovers.bySport[String(sportId)] ?? [])],
      config: takeovers.config,
    }));
  }
}
