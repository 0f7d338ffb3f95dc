import type { SearchResultWire } from '../../contract/search';
import { SNIPPET_POLICY } from '../../core/editorial/html-policy';
import type { SearchResult } from '../../core/search-results/search-result';
import { sanitizeHtml } from '../html/html-sanitizer';

export function toSearchResult(wire: SearchResultWire): SearchResult {
  return {
    type: wire.type,
    id: wire.id,
    title: wire.title,
    snippet: wire.snippet,
    // DESIGN 8: only the <mark> highlights survive.
    snippet_html: sanitizeHtml(wire.snippetHtml, SNIPPET_POLICY),
    url: wire.url,
    image: wire.image ? { url: wire.image.url, alt: wire.image.altText } : null,
    date: wire.date ?? null,
    sport: wire.sport ? { id: wire.sport.id, title: wire.sport.title, slug: wire.sport.globalSportNameSlug } : null,
  };
}
