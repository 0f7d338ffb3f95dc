/** A media guide or game program (v2-reference 32; snake_case on the wire). */
export interface Publication {
  id: string;
  slug: string;
  title: string;
  description: string;
  coverUrl: string | null;
  /** The document itself. */
  fileUrl: string;
  createdOn: string;
  updatedOn: string;
  sport: { id: number; title: string; slug: string } | null;
  season: string | null;
  /** 'media-guide', 'game-program' or another kind the school uses. */
  kind: string | null;
  /** The site's page: /publications/{publicationSlug}. */
  url: string;
}

/**
 * The publications of a school. A school without any answers 404 with a Message
 * (v2-reference 1.4): that is `none`, an empty shelf, not an error.
 */
export type PublicationsShelf =
  | { kind: 'shelf'; title: string; description: string; showDates: boolean; publications: Publication[] }
  | { kind: 'none' };

export type PublicationLookup = { kind: 'found'; publication: Publication } | { kind: 'none' } | { kind: 'missing' };
