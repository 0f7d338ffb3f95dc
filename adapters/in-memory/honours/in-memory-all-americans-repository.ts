import type { AllAmerican, AllAmericanGrouping, AllAmericanList, AllAmericanSettings } from '../../../core/all-americans/all-american';
import type { AllAmericansRepository } from '../../../core/all-americans/all-americans-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { answerOr, groupsOf, type GroupIds } from './honours-support';

export interface AllAmericansData {
  /** Every selection, in the API's list order (newest year first, then last name). */
  members: AllAmerican[];
  /** By grouping slug the API offers: its buckets (a year, a sport, a team, a letter) as member ids. */
  groups: GroupIds;
  groupings: AllAmericanGrouping[];
  settings: AllAmericanSettings | null;
}

const noList = (): AllAmericanList => ({ members: [], groups: {}, grouping: null });

export class InMemoryAllAmericansRepository implements AllAmericansRepository {
  constructor(private readonly deps: InMemoryDeps<AllAmericansData>) {}

  /** A grouping the API does not offer has no list (its 400): the empty list. */
  list(grouping: string): Promise<AllAmericanList> {
    return answerOr(this.deps, 'All-Americans list', noList(), (data): AllAmericanList => {
      const slug = grouping.toLowerCase();
      const ids = Object.hasOwn(data.groups, slug) ? data.groups[slug] : undefined;
      return ids ? { members: [...data.members], groups: groupsOf(data.members, ids), grouping: slug } : noList();
    });
  }

  byId(id: number): Promise<AllAmerican | undefined> {
    return answerOr(this.deps, 'All-American', undefined, (data) => data.members.find((member) => member.id === id));
  }

  groupings(): Promise<AllAmericanGrouping[]> {
    return answerOr(this.deps, 'All-Americans groupings', [], (data) => [...data.groupings]);
  }

  settings(): Promise<AllAmericanSettings | null> {
    return answerOr(this.deps, 'All-Americans settings', null, (data) => data.settings);
  }
}
