/** spec 3: the Sport entity, with the spec's field names. */
export interface Sport {
  id: number;
  title: string;
  abbreviation: string | null;
  /** Always null (spec 3). */
  short_title: null;
  shortname: string;
  global_sport_id: number | null;
  global_sport_shortname: string | null;
  global_sport_name_slug: string;
  non_sport: boolean;
  gender: string | null;
  facebook: string | null;
  instagram: string | null;
  pinterest: string | null;
  twitter: string | null;
  youtube: string | null;
  tickets: string | null;
  rosterId?: number;
  scheduleId?: number;
  displayOpponentHistory: boolean;
  /** Always null (spec 3). */
  url: null;
}
