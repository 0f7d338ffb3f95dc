import type { Sport } from '../../core/sports/sport';

/** A sport with the API's defaults, so each fixture names only what matters. */
export function sport(overrides: Partial<Sport> & Pick<Sport, 'id' | 'title' | 'global_sport_name_slug'>): Sport {
  return {
    abbreviation: null,
    short_title: null,
    shortname: overrides.global_sport_name_slug,
    global_sport_id: overrides.id,
    global_sport_shortname: null,
    non_sport: false,
    gender: null,
    facebook: null,
    instagram: null,
    pinterest: null,
    twitter: null,
    youtube: null,
    tickets: null,
    displayOpponentHistory: false,
    url: null,
    ...overrides,
  };
}
