import type { Award, AwardType } from '../../../core/awards/award';
import type { AwardsRepository } from '../../../core/awards/awards-repository.port';
import { emptyPage, type PageRequest, type Paged } from '../../../core/paging/paging';
import type { InMemoryDeps } from '../demo-source';
import { answerOr, pageOf } from './honours-support';

export interface AwardsData {
  /** Every award, newest first (the API's order). */
  awards: Award[];
  types: AwardType[];
}

export class InMemoryAwardsRepository implements AwardsRepository {
  constructor(private readonly deps: InMemoryDeps<AwardsData>) {}

  list(request: PageRequest & { typeId?: number }): Promise<Paged<Award>> {
    return answerOr(this.deps, 'awards list', emptyPage<Award>(request.pageIndex), (data) =>
      pageOf(request.typeId === undefined ? data.awards : data.awards.filter((award) => award.typeId === request.typeId), request),
    );
  }

  byId(id: number): Promise<Award | undefined> {
    return answerOr(this.deps, 'award', undefined, (data) => data.awards.find((award) => award.id === id));
  }

  types(): Promise<AwardType[]> {
    return answerOr(this.deps, 'award types', [], (data) => [...data.types]);
  }
}
