import type { SocialLink } from '../social-accounts/social-account';

/** A hall of fame member (v2-reference 20). */
export interface Inductee {
  id: number;
  firstName: string;
  lastName: string;
  slug: string;
  /** The bio page: /honors/{slug}/{inducteeSlug}/{inducteeId}. */
  url: string;
  inductionYear: number;
  classYear: number | null;
  /** Sport titles as inducted. */
  sports: string[];
  image: { url: string; alt: string } | null;
  /** Content HTML. */
  bio: string;
  /** 'Athlete', 'Coach', 'Administrator', 'Team' ... */
  role: string | null;
  yearsActive: string | null;
  hometown: string | null;
  teaser: string | null;
  social: SocialLink[];
}

/** A way the list can be grouped: alphabetical, induction-year, sport ... */
export interface HallOfFameGrouping {
  slug: string;
  name: string;
  statTitle: string;
}

export interface HallOfFameSettings {
  title: string;
  blurb: string | null;
  hideClass: boolean;
  hideInduction: boolean;
  /** A grouping slug. */
  defaultGrouping: string;
  /** The {slug} of /honors/{slug}/... */
  slug: string;
}

/** The members, and the same members keyed by group (a letter, a year, a sport). */
export interface HallOfFameList {
  members: Inductee[];
  groups: Record<string, Inductee[]>;
  grouping: string | null;
}
