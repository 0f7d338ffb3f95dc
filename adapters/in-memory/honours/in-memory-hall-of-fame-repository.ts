import type { HallOfFameRepository } from '../../../core/hall-of-fame/hall-of-fame-repository.port';
import type { HallOfFameGrouping, HallOfFameList, HallOfFameSettings, Inductee } from '../../../core/hall-of-fame/inductee';
import type { InMemoryDeps } from '../demo-source';
import { answerOr, groupsOf, type GroupIds } from './honours-support';

export interface HallOfFameData {
  /** Every member, in the API's list order (last name, first name). */
  members: Inductee[];
  /** By grouping slug the API offers: its buckets (a letter, a year, a sport) as member ids. */
  groups: GroupIds;
  groupings: HallOfFameGrouping[];
  settings: HallOfFameSettings | null;
}

const noList = (): HallOfFameList => ({ members: [], groups: {}, grouping: null });

export class InMemoryHallOfFameRepository implements HallOfFameRepository {
  constructor(private readonly deps: InMemoryDeps<HallOfFameData>) {}

  /** A grouping the school does not offer has no list (the API's 400): the empty list. */
  list(grouping: string): Promise<HallOfFameList> {
    return answerOr(this.deps, 'hall of fame list', noList(), (data): HallOfFameList => {
      const slug = grouping.toLowerCase();
      const ids = Object.hasOwn(data.groups, slug) ? data.groups[slug] : undefined;
      return ids ? { members: [...data.members], groups: groupsOf(data.members, ids), grouping: slug } : noList();
    });
  }

  byId(id: number): Promise<Inductee | undefined> {
    return answerOr(this.deps, 'hall of fame member', undefined, (data) => data.members.find((member) => member.id === id));
  }

  groupings(): Promise<HallOfFameGrouping[]> {
    return answerOr(this.deps, 'hall of fame groupings', [], (data) => [...data.groupings]);
  }

  settings(): Promise<HallOfFameSettings | null> {
    return answerOr(this.deps, 'hall of fame settings', null, (data) => data.settings);
  }
}
