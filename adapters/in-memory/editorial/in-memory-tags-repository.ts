import { emptyPage, type Paged } from '../../../core/paging/paging';
import type { StorySummary } from '../../../core/stories/story';
import type { Tag } from '../../../core/tags/tag';
import { findTag } from '../../../core/tags/tag-rules';
import type { TagsRepository } from '../../../core/tags/tags-repository.port';
import type { InMemoryDeps } from '../demo-source';
import type { EditorialData } from './editorial-data';
import { answerOr, pageOf } from './in-memory-read';
import { publishedStories, taggedSummary } from './story-rules';

type TagsData = Pick<EditorialData, 'stories' | 'tags'>;

export class InMemoryTagsRepository implements TagsRepository {
  constructor(private readonly deps: InMemoryDeps<TagsData>) {}

  list(): Promise<Tag[]> {
    return answerOr(this.deps, 'tags', [], (data) => data.tags.map((tag) => ({ ...tag })));
  }

  stories(tagSlug: string, options: { sportSlug: string | null; page: number }): Promise<Paged<StorySummary>> {
    return answerOr(this.deps, 'tagged stories', emptyPage<StorySummary>(options.page), (data) => {
      // Only an active tag lists its stories.
      const tag = findTag(data.tags, tagSlug);
      if (!tag) return emptyPage<StorySummary>(options.page);
      const sportSlug = options.sportSlug?.toLowerCase() ?? null;
      const tagged = publishedStories(data.stories, this.deps.clock.now()).filter(
        (story) => story.tags.some((item) => item.id === tag.id) && (sportSlug === null || story.sport?.slug.toLowerCase() === sportSlug),
      );
      return pageOf(tagged.map(taggedSummary), options.page);
    });
  }
}
