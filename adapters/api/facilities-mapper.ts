import type { FacilitiesSettingsWire, FacilityWire } from '../../contract/facilities';
import type { FacilitiesSettings, Facility } from '../../core/facilities/facility';

/** The slug of the facility page's path when the API gives none: the last-but-one segment of its url. */
function slugOf(wire: FacilityWire): string {
  if (wire.slug) return wire.slug;
  const segments = wire.url.split('/').filter(Boolean);
  return segments.length >= 3 ? segments[segments.length - 2]! : String(wire.id);
}

export function toFacility(wire: FacilityWire): Facility {
  const slug = slugOf(wire);
  return {
    id: wire.id,
    title: wire.title,
    slug,
    teaser: wire.teaser,
    location: wire.location,
    // spec 2.1 facilities_page: /facilities/{facilityName}/{facilityId}.
    url: wire.url.startsWith('/facilities/') ? wire.url : `/facilities/${slug}/${wire.id}`,
    description: wire.description,
    images: wire.images.map((image) => ({ url: image.url, alt: image.alt })),
    featuredImage: wire.featuredImage ?? wire.images[0] ?? null,
    featured: wire.featured,
    sports: wire.sports.map((sport) => ({ id: sport.id, title: sport.title, shortname: sport.shortName })),
    address: wire.address ?? null,
    kind: wire.kind ?? null,
    capacity: wire.capacity ?? null,
    openedYear: wire.openedYear ?? null,
    surface: wire.surface ?? null,
  };
}

export function toFacilitiesSettings(wire: FacilitiesSettingsWire): FacilitiesSettings {
  return { title: wire.facilitiesTitle, blurb: wire.facilitiesBlurb ?? null, showFeaturedFirst: wire.showFeaturedFirst, showMapLinks: wire.showMapLinks };
}
