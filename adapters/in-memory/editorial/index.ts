import type { AdapterSet } from '../../../core/backend/adapter-set';
import { depsOf, type InMemoryDeps } from '../demo-source';
import type { EditorialData } from './editorial-data';
import { InMemoryCoverageRepository } from './in-memory-coverage-repository';
import { InMemoryDocumentsRepository } from './in-memory-documents-repository';
import { InMemoryMomentsRepository } from './in-memory-moments-repository';
import { InMemoryPressClipsRepository } from './in-memory-press-clips-repository';
import { InMemoryRssRepository } from './in-memory-rss-repository';
import { InMemorySearchResultsRepository } from './in-memory-search-results-repository';
import { InMemoryStoriesRepository } from './in-memory-stories-repository';
import { InMemoryTagsRepository } from './in-memory-tags-repository';

export type { EditorialData } from './editorial-data';
export { dumpEditorial } from './dump-editorial';

/** The ports this part of the in-memory set fills. */
export type EditorialPorts = Pick<AdapterSet, 'stories' | 'tags' | 'search' | 'coverage' | 'documents' | 'moments' | 'pressClips' | 'rss'>;

/** Stories, tags, search, media coverage, documents, highlight moments, press clips and RSS feeds over the demo snapshot. */
export function editorialAdapters(deps: InMemoryDeps<EditorialData>): EditorialPorts {
  return {
    stories: new InMemoryStoriesRepository(deps),
    tags: new InMemoryTagsRepository(deps),
    search: new InMemorySearchResultsRepository(deps),
    coverage: new InMemoryCoverageRepository(depsOf(deps, 'coverage')),
    documents: new InMemoryDocumentsRepository(depsOf(deps, 'documents')),
    moments: new InMemoryMomentsRepository(depsOf(deps, 'videos')),
    pressClips: new InMemoryPressClipsRepository(depsOf(deps, 'pressClips')),
    rss: new InMemoryRssRepository(depsOf(deps, 'rss')),
  };
}
