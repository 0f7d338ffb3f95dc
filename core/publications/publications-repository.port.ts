import type { PublicationLookup, PublicationsShelf } from './publication';

/** spec 8: failures degrade to the empty shelf or `missing` instead of throwing. */
export interface PublicationsRepository {
  shelf(): Promise<PublicationsShelf>;
  bySlug(slug: string): Promise<PublicationLookup>;
}
