import { useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { Link } from '../../routing/link';
import { dateTimeAttribute, longDate } from '../../../core/editorial/content-dates';
import { PAGE_SIZE } from '../../../core/paging/paging';
import { resultCount, SEARCH_TYPE_LABELS, searchQueryString } from '../../../core/search-results/search-query';
import type { SearchPageData } from '../../../core/search-results/search-page-data';
import { SEARCH_RESULT_TYPES, type SearchResultType } from '../../../core/search-results/search-result';
import { isSearchable, SEARCH_PLACEHOLDER } from '../../../core/search/search-overlay.machine';
import { PageHeader } from '../../editorial/page-header';
import { useSiteTitle } from '../../editorial/page-title';
import { Pagination } from '../../paging/pagination';
import { usePageMeta } from '../../routing/page-meta';
import shared from '../../editorial/editorial.module.css';
import styles from './search-page.module.css';

/** spec 2.1 Search (/search?q=): stories, players, coaches and staff that match, best first. */
export default function SearchPage() {
  const { query, results } = useLoaderData() as SearchPageData;
  usePageMeta({ title: useSiteTitle(query.q ? `Search: ${query.q}` : 'Search'), description: 'Search the stories, players, coaches and staff of the site.' });
  return (
    <>
      <PageHeader title={query.q ? `Search results for “${query.q}”` : 'Search'} />
      <SearchForm key={query.q} initial={query.q} type={query.type} />
      {results && (
        <section aria-labelledby="search-results-title">
          <h2 id="search-results-title" className="visually-hidden">
            Results
          </h2>
          <nav aria-label="Kind of result" className={styles.types}>
            <ul role="list" className={styles.typeList}>
              {[null, ...SEARCH_RESULT_TYPES].map((type: SearchResultType | null) => (
                <li key={type ?? 'all'}>
                  <Link to={`/search${searchQueryString({ q: query.q, type, page: 0 })}`} className={styles.type} aria-current={query.type === type ? 'page' : undefined}>
                    {type ? SEARCH_TYPE_LABELS[type].many : 'All'}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {results.total > 0 ? (
            <>
              <p className={shared.count} role="status">
                {resultCount(results.total)}
                {results.pages > 1 && ` · page ${results.page + 1} of ${results.pages}`}
              </p>
              <ol role="list" className={styles.results} start={results.page * PAGE_SIZE + 1}>
                {results.items.map((result) => (
                  <li key={`${result.type}-${result.id}`} className={styles.result}>
                    {result.image && <img src={result.image.url} alt="" width={96} height={96} loading="lazy" className={styles.image} data-type={result.type} />}
                    <div className={styles.text}>
                      <p className={styles.meta}>
                        <span className={styles.badge}>{SEARCH_TYPE_LABELS[result.type].one}</span>
                        {result.sport && <span>{result.sport.title}</span>}
                        {result.date && <time dateTime={dateTimeAttribute(result.date)}>{longDate(result.date)}</time>}
                      </p>
                      <h3 className={styles.title}>
                        <Link to={result.url}>{result.title}</Link>
                      </h3>
                      {result.snippet_html ? (
                        // Sanitised by the adapter (DESIGN 8): text and <mark> only.
                        <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: result.snippet_html }} />
                      ) : (
                        <p className={styles.snippet}>{result.snippet}</p>
                      )}
                    </div>
                  </li>
                ))}
              </ol>
              <Pagination label="Search result pages" page={results.page} pages={results.pages} hrefFor={(page) => `/search${searchQueryString({ ...query, page })}`} />
            </>
          ) : (
            <p className={shared.empty} role="status">
              No results for “{query.q}”{query.type ? ` among ${SEARCH_TYPE_LABELS[query.type].many.toLowerCase()}` : ''}. Try other words, or fewer of them.
            </p>
          )}
        </section>
      )}
    </>
  );
}

function SearchForm({ initial, type }: { initial: string; type: SearchResultType | null }) {
  const [text, setText] = useState(initial);
  const navigate = useNavigate();
  // spec 5: search submits only when the trimmed text is non-empty.
  const searchable = isSearchable(text);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (searchable) navigate(`/search${searchQueryString({ q: text.trim(), type, page: 0 })}`);
  };
  return (
    <form method="get" action="/search" role="search" aria-label="Site" onSubmit={onSubmit} className={shared.filters}>
      <div className={`${shared.field} ${shared.fieldWide}`}>
        <label htmlFor="search-page-input" className={shared.label}>
          Search stories, players, coaches and staff
        </label>
        <input id="search-page-input" type="search" name="q" value={text} onChange={(event) => setText(event.target.value)} placeholder={SEARCH_PLACEHOLDER} maxLength={200} className={shared.control} />
      </div>
      {type && <input type="hidden" name="type" value={type} />}
      <div className={shared.actions}>
        <button type="submit" className={shared.button} disabled={!searchable}>
          Search
        </button>
      </div>
    </form>
  );
}
