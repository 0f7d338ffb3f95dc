import type { Sport } from '../../../core/sports/sport';
import type { SportsRepository } from '../../../core/sports/sports-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { answer } from './answer';

/** The school's sports, in the school's order (as the API lists them). */
export class InMemorySportsRepository implements SportsRepository {
  constructor(private readonly deps: InMemoryDeps<Sport[]>) {}

  list(): Promise<Sport[]> {
    return answer(this.deps, 'sports list', [], (sports) => [...sports]);
  }

  byId(id: number): Promise<Sport | undefined> {
    return answer(this.deps, `sport ${id}`, undefined, (sports) => sports.find((sport) => sport.id === id));
  }
}
