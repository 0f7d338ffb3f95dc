import type { Publication, PublicationsShelf } from './publication';

/** Loader data of publications_list. */
export interface PublicationsListData {
  shelf: PublicationsShelf;
}

/** Loader data of publications_page: the publication, or the school's empty shelf. */
export type PublicationPageData = { kind: 'found'; publication: Publication } | { kind: 'none' };
