import { emptyPage, type Paged } from '../../../core/paging/paging';
import type { SearchQuery } from '../../../core/search-results/search-query';
import type { SearchResult } from '../../../core/search-results/search-result';
import type { SearchResultsRepository } from '../../../core/search-results/search-results-repository.port';
import type { Story } from '../../../core/stories/story';
import type { InMemoryDeps } from '../demo-source';
import type { EditorialData, PersonEntry } from './editorial-data';
import { answerOr, pageOf } from './in-memory-read';
import { parseQuery, plainText, rankOf, snippetOf, type SearchDocument, type SearchQueryTerms } from './site-search';
import { publishedStories } from './story-rules';

type SearchData = Pick<EditorialData, 'stories' | 'people'>;

/** Something the search can find, before its snippet is made. */
interface Candidate {
  result: Omit<SearchResult, 'snippet' | 'snippet_html'>;
  document: SearchDocument;
  /** The text the snippet is taken from. */
  body: string;
}

function storyCandidate(story: Story): Candidate {
  const text = plainText(story.body_html);
  return {
    result: {
      type: 'story',
      id: story.id,
      title: story.title,
      url: story.url,
      image: story.primary_image ? { url: story.primary_image.url, alt: story.primary_image.alt || story.title } : null,
      date: story.date,
      sport: story.sport ? { id: story.sport.id, title: story.sport.title, slug: story.sport.slug } : null,
    },
    document: { title: story.title, about: `${story.subheadline} ${story.teaser}`, text },
    body: `${story.teaser.trim() || story.subheadline} ${text}`.trim(),
  };
}

function personCandidate(person: PersonEntry): Candidate {
  return { result: person.result, document: { title: person.result.title, about: person.about, text: person.text }, body: [person.about, person.text].filter(Boolean).join('. ') };
}

const TYPE_ORDER = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Full-text search of stories, players, coaches and staff, best match first. */
export class InMemorySearchResultsRepository implements SearchResultsRepository {
  constructor(private readonly deps: InMemoryDeps<SearchData>) {}

  search(query: SearchQuery): Promise<Paged<SearchResult>> {
    if (query.q.trim() === '') return Promise.resolve(emptyPage(query.page));
    return answerOr(this.deps, 'search', emptyPage<SearchResult>(query.page), (data) => {
      const terms: SearchQueryTerms = parseQuery(query.q);
      const candidates: Candidate[] = [
        ...(query.type === null || query.type === 'story' ? publishedStories(data.stories, this.deps.clock.now()).map(storyCandidate) : []),
        ...data.people.filter((person) => query.type === null || person.result.type === query.type).map(personCandidate),
      ];
      const hits = candidates
        .map((candidate) => ({ candidate, rank: rankOf(candidate.document, terms) }))
        .filter((hit) => hit.rank > 0)
        .sort((a, b) => b.rank - a.rank || TYPE_ORDER(a.candidate.result.type, b.candidate.result.type) || a.candidate.result.id - b.candidate.result.id);
      const page = pageOf(hits, query.page);
      return { ...page, items: page.items.map(({ candidate }) => ({ ...candidate.result, ...snippetOf(candidate.body, terms) })) };
    });
  }
}
