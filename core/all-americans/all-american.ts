/** One All-American selection (the API's /AllAmerican, in the HallOfFame style). */
export interface AllAmerican {
  id: number;
  firstName: string;
  lastName: string;
  year: number;
  /** 'First Team', 'Second Team', 'Third Team' or 'Honorable Mention'. */
  team: string;
  selector: string;
  position: string;
  hometown: string;
  classYear: string;
  sport: { id: number; title: string; slug: string };
  /** Content HTML. */
  bio: string;
  image: { url: string; alt: string } | null;
  /** The honoree's current roster bio, when still on a roster. */
  rosterUrl: string | null;
}

export interface AllAmericanGrouping {
  slug: string;
  name: string;
}

export interface AllAmericanSettings {
  title: string;
  blurb: string | null;
  defaultGrouping: string;
}

export interface AllAmericanList {
  members: AllAmerican[];
  groups: Record<string, AllAmerican[]>;
  grouping: string | null;
}
