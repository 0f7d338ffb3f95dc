/** spec 3: facility (field detail not shown there; these are the API's, v2-reference 13). */
export interface FacilityImage {
  url: string;
  alt: string;
}

export interface FacilitySport {
  id: number;
  title: string;
  shortname: string;
}

export interface Facility {
  id: number;
  title: string;
  slug: string;
  teaser: string;
  location: string;
  /** The site's facility page: /facilities/{facilityName}/{facilityId}. */
  url: string;
  /** Content HTML. */
  description: string;
  images: FacilityImage[];
  featuredImage: FacilityImage | null;
  featured: boolean;
  sports: FacilitySport[];
  address: string | null;
  kind: string | null;
  capacity: number | null;
  openedYear: number | null;
  surface: string | null;
}

export interface FacilitiesSettings {
  title: string;
  blurb: string | null;
  showFeaturedFirst: boolean;
  showMapLinks: boolean;
}
