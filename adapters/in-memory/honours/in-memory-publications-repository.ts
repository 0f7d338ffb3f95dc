import type { PublicationLookup, PublicationsShelf } from '../../../core/publications/publication';
import type { PublicationsRepository } from '../../../core/publications/publications-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { answerOr } from './honours-support';

export interface PublicationsData {
  /** The whole shelf (every publication, newest first), or `none` for a school without publications. */
  shelf: PublicationsShelf;
}

export class InMemoryPublicationsRepository implements PublicationsRepository {
  constructor(private readonly deps: InMemoryDeps<PublicationsData>) {}

  shelf(): Promise<PublicationsShelf> {
    return answerOr(this.deps, 'publications shelf', { kind: 'none' } as PublicationsShelf, (data) =>
      data.shelf.kind === 'shelf' ? { ...data.shelf, publications: [...data.shelf.publications] } : { kind: 'none' },
    );
  }

  /** Slugs are lower-case (v2-reference 1.5): a slug matches whatever its case. */
  bySlug(slug: string): Promise<PublicationLookup> {
    return answerOr(this.deps, 'publication', { kind: 'missing' } as PublicationLookup, (data): PublicationLookup => {
      if (data.shelf.kind !== 'shelf') return { kind: 'none' };
      const wanted = slug.toLowerCase();
      const publication = data.shelf.publications.find((candidate) => candidate.slug.toLowerCase() === wanted);
      return publication ? { kind: 'found', publication } : { kind: 'missing' };
    });
  }
}
