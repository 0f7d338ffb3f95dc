import type { FilterOption } from '../../../core/editorial/filter-option';
import { emptyPage, type Paged } from '../../../core/paging/paging';
import type { ArchiveQuery } from '../../../core/stories/archive-query';
import type { StoriesRepository } from '../../../core/stories/stories-repository.port';
import type { Story, StorySummary } from '../../../core/stories/story';
import { isStorySlug } from '../../../core/stories/story-route';
import type { InMemoryDeps } from '../demo-source';
import type { EditorialData } from './editorial-data';
import { answerOr, pageOf } from './in-memory-read';
import { archiveSummary, publishedStories, relatedSummary, storySlug } from './story-rules';

type StoriesData = Pick<EditorialData, 'stories' | 'archiveSports'>;

/** `YYYY-MM-DD` of a day written `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm:ss`, or undefined. */
function dayOf(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/.exec(text);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) ? `${year}-${month}-${day}` : undefined;
}

export class InMemoryStoriesRepository implements StoriesRepository {
  constructor(private readonly deps: InMemoryDeps<StoriesData>) {}

  private published(data: StoriesData): Story[] {
    return publishedStories(data.stories, this.deps.clock.now());
  }

  story(day: string, slug: string): Promise<Story | undefined> {
    return answerOr(this.deps, 'story', undefined, (data) => {
      const wanted = dayOf(day);
      const name = slug.toLowerCase();
      if (!wanted || !isStorySlug(name)) return undefined;
      return this.published(data).find((story) => storySlug(story) === name && story.date.slice(0, 10) === wanted);
    });
  }

  related(storyId: number, count: number): Promise<StorySummary[]> {
    return answerOr(this.deps, 'related stories', [], (data) => {
      const published = this.published(data);
      const story = published.find((item) => item.id === storyId);
      if (!story) return [];
      const sportId = story.sport?.id ?? null;
      return published
        .filter((item) => item.id !== story.id && (item.sport?.id ?? null) === sportId)
        .slice(0, Math.max(0, count))
        .map(relatedSummary);
    });
  }

  archive(query: ArchiveQuery): Promise<Paged<StorySummary>> {
    return answerOr(this.deps, 'archive', emptyPage<StorySummary>(query.page), (data) => {
      // v2-reference 17: the search text is contained (any case) in the headline; the year is the post date's.
      const search = query.search.trim().toLowerCase();
      const year = query.seasonYear === null ? null : String(query.seasonYear);
      const matching = this.published(data).filter(
        (story) =>
          (search === '' || story.title.toLowerCase().includes(search)) &&
          (year === null || story.date.slice(0, 4) === year) &&
          (query.sportId === null || story.sport?.id === query.sportId),
      );
      return pageOf(matching.map(archiveSummary), query.page);
    });
  }

  archiveSeasons(): Promise<FilterOption[]> {
    return answerOr(this.deps, 'archive years', [], (data) => {
      const years = [...new Set(this.published(data).map((story) => Number(story.date.slice(0, 4))))].sort((a, b) => b - a);
      return years.map((year) => ({ value: year, label: String(year) }));
    });
  }

  archiveSports(): Promise<FilterOption[]> {
    return answerOr(this.deps, 'archive sports', [], (data) => {
      const withStories = new Set(this.published(data).flatMap((story) => (story.sport ? [story.sport.id] : [])));
      return data.archiveSports.filter((option) => withStories.has(option.value));
    });
  }
}
