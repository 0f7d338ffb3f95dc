import type { PublicationsWire, PublicationWire } from '../../contract/publications';
import type { Publication, PublicationsShelf } from '../../core/publications/publication';

/** The slug: the API's, else the last segment of the site URL or of the file's slug. */
function slugOf(wire: PublicationWire): string {
  return wire.slug || wire.file.slug || wire.url.split('/').filter(Boolean).pop() || wire.id;
}

export function toPublication(wire: PublicationWire): Publication {
  const slug = slugOf(wire);
  const sport = wire.sport ?? wire.sports[0] ?? null;
  return {
    id: wire.id,
    slug,
    title: wire.title,
    description: wire.description,
    coverUrl: wire.image || wire.file.image || null,
    fileUrl: wire.file.url,
    createdOn: wire.created_on,
    updatedOn: wire.updated_on,
    sport: sport ? { id: sport.id, title: sport.title, slug: sport.slug } : null,
    season: wire.season ?? null,
    kind: wire.kind ?? null,
    // spec 2.1 publications_page: /publications/{publicationSlug}.
    url: `/publications/${encodeURIComponent(slug)}`,
  };
}

export function toPublicationsShelf(wire: PublicationsWire): PublicationsShelf {
  return { kind: 'shelf', title: wire.title, description: wire.description, showDates: wire.show_dates, publications: wire.publications.map(toPublication) };
}
