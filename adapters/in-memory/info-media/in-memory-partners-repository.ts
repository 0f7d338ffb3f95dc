import type { Partner } from '../../../core/partners/partner';
import type { PartnersRepository } from '../../../core/partners/partners-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { answer } from './info-media-support';

/** The campaigns of the school's partners promotion, in the API's order ([] when it promotes none). */
export class InMemoryPartnersRepository implements PartnersRepository {
  constructor(private readonly deps: InMemoryDeps<Partner[]>) {}

  promoted(): Promise<Partner[]> {
    return answer(this.deps, 'partners', [], (partners) => partners);
  }
}
