export interface RosterSocialLink {
  /** One of the social icon channels (spec 9), e.g. 'twitter'. */
  channel: string;
  url: string;
}

/** spec 3: Roster player. Height and weight are optional; the roster sorts by them when present. */
export interface RosterPlayer {
  id: number;
  first_name: string;
  last_name: string;
  academic_year: string | null;
  hometown: string | null;
  position: string | null;
  /** The jersey number as printed ('00', '7', 'A'). */
  uniform_number: string | null;
  image: { url: string; alt: string } | null;
  social_links: RosterSocialLink[];
  sport: { id: number; title: string } | null;
  height?: string | null;
  weight?: string | null;
}
