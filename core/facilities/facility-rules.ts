import type { Facility } from './facility';

/** Featured facilities first (when the school's settings ask for it), the API's order kept otherwise. */
export function featuredFirst(facilities: readonly Facility[], enabled: boolean): Facility[] {
  if (!enabled) return [...facilities];
  return [...facilities.filter((facility) => facility.featured), ...facilities.filter((facility) => !facility.featured)];
}

/** A map search for an address (OpenStreetMap: no key, no tracking script). */
export function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.trim())}`;
}

export interface Fact {
  label: string;
  value: string;
}

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The facts a facility page lists, only those the API gives. */
export function facilityFacts(facility: Facility): Fact[] {
  const facts: Fact[] = [];
  if (facility.capacity !== null && facility.capacity > 0) facts.push({ label: 'Capacity', value: wholeNumber.format(facility.capacity) });
  if (facility.openedYear !== null) facts.push({ label: 'Opened', value: String(facility.openedYear) });
  if (facility.surface) facts.push({ label: 'Surface', value: facility.surface });
  if (facility.location) facts.push({ label: 'Location', value: facility.location });
  if (facility.address) facts.push({ label: 'Address', value: facility.address });
  if (facility.sports.length > 0) facts.push({ label: 'Home of', value: facility.sports.map((sport) => sport.title).join(', ') });
  return facts;
}
