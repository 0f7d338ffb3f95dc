export const SearchResultsRepositoryToken = Symbol.for('search-results.SearchResultsRepository');
