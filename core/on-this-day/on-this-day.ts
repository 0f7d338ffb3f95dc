/** spec 3: on-this-day groups by year (v2-reference 22). */
export interface OtdSport {
  id: number;
  title: string;
  slug: string | null;
}

interface OtdEntryBase {
  id: number;
  date: string;
  sport: OtdSport | null;
  featured: boolean;
}

export type OtdEntry =
  | (OtdEntryBase & { type: 'note'; title: string; text: string })
  | (OtdEntryBase & { type: 'story'; title: string; url: string; byline: string | null; image: { url: string; alt: string } | null })
  | (OtdEntryBase & { type: 'game'; locationIndicator: string; opponent: string | null; result: { status: string | null; teamScore: string | null; opponentScore: string | null } | null })
  | (OtdEntryBase & { type: 'video'; title: string; url: string; image: { url: string; alt: string } | null })
  | (OtdEntryBase & { type: 'podcast'; title: string; url: string });

export type OtdEntryType = OtdEntry['type'];

export interface OtdYear {
  year: number;
  entries: OtdEntry[];
}

/** A calendar day without a year. */
export interface CalendarDay {
  month: number;
  day: number;
}

export interface OnThisDay extends CalendarDay {
  years: OtdYear[];
  image: { url: string; alt: string } | null;
}
