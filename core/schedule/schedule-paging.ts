// The paging helpers live in core/paging/paging.ts. This name stays until composition/families
// (being reworked) imports them from there; nothing else may import it.
export { pageIndexFrom, PAGE_SIZE } from '../paging/paging';
