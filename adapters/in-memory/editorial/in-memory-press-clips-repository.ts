import type { FilterOption } from '../../../core/editorial/filter-option';
import { emptyPage, type Paged } from '../../../core/paging/paging';
import type { ClippingsQuery } from '../../../core/press-clips/clippings-query';
import type { PressClip } from '../../../core/press-clips/press-clip';
import type { PressClipsRepository } from '../../../core/press-clips/press-clips-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { answerOr, newestFirst, pageOf } from './in-memory-read';

/** The academic season of a clip's date: it starts on 1 July; its value is that year, its label '2025-26'. */
export function clipSeason(date: string): FilterOption | undefined {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match) return undefined;
  const start = Number(match[2]) >= 7 ? Number(match[1]) : Number(match[1]) - 1;
  return { value: start, label: `${start}-${String((start + 1) % 100).padStart(2, '0')}` };
}

export class InMemoryPressClipsRepository implements PressClipsRepository {
  constructor(private readonly deps: InMemoryDeps<PressClip[]>) {}

  list(query: ClippingsQuery): Promise<Paged<PressClip>> {
    return answerOr(this.deps, 'press clips', emptyPage<PressClip>(query.page), (clips) => {
      const matching = clips.filter((clip) => (query.sportId === null || clip.sport?.id === query.sportId) && (query.season === null || clipSeason(clip.date)?.value === query.season));
      return pageOf(newestFirst(matching), query.page);
    });
  }

  seasons(): Promise<FilterOption[]> {
    return answerOr(this.deps, 'press clip seasons', [], (clips) => {
      const seasons = new Map<number, FilterOption>();
      for (const clip of clips) {
        const season = clipSeason(clip.date);
        if (season) seasons.set(season.value, season);
      }
      return [...seasons.values()].sort((a, b) => b.value - a.value);
    });
  }
}
