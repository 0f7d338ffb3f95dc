import type { SportWire } from '../../contract/sports';
import type { Sport } from '../../core/sports/sport';

/** spec 7: the wire sport mapped to the spec 3 entity. */
export function toSport(wire: SportWire): Sport {
  return {
    id: wire.id,
    title: wire.title,
    abbreviation: wire.abbrev ?? null,
    short_title: null,
    shortname: wire.shortName,
    global_sport_id: wire.globalSportId ?? null,
    global_sport_shortname: wire.globalSportShortName ?? null,
    global_sport_name_slug: wire.globalSportNameSlug,
    non_sport: wire.nonSport,
    gender: wire.globalSportGender ?? null,
    facebook: wire.facebookPage ?? null,
    instagram: wire.instagramName ?? null,
    pinterest: wire.pinterestName ?? null,
    twitter: wire.twitterName ?? null,
    youtube: wire.youtubeName ?? null,
    tickets: wire.ticketsLink ?? null,
    ...(wire.rosterId != null ? { rosterId: wire.rosterId } : {}),
    ...(wire.scheduleId != null ? { scheduleId: wire.scheduleId } : {}),
    displayOpponentHistory: wire.displayOpponentHistory,
    url: null,
  };
}
