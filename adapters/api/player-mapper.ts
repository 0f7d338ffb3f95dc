import type { z } from 'zod';
import type { playerHistoryItemWire, playerMediaItemWire, PlayerBioWire } from '../../contract/players';
import { heightText, weightText } from '../../core/people/measurements';
import { seasonList, type HistoricalPlayer } from '../../core/roster/historical-roster';
import type { PlayerBio, PlayerMedia } from '../../core/roster/player-bio';
import { textOrNull, toPersonImage } from './people-mapper';
import { toRosterMember } from './roster-mapper';

export function toPlayerBio(wire: PlayerBioWire): PlayerBio {
  return {
    ...toRosterMember(wire),
    roster_title: wire.rosterDisplayTitle,
    season: wire.seasonSlug,
    sport_slug: wire.sport.globalSportNameSlug,
    bio: textOrNull(wire.bio),
    facts: [...wire.rankedBioFields].sort((a, b) => a.rank - b.rank).flatMap((field) => (field.value.trim() === '' ? [] : [{ label: field.label, value: field.value }])),
    seasons: wire.historicalFields.map((field) => ({
      roster_player_id: field.rosterPlayerId,
      season: field.season,
      year: field.year,
      jersey: textOrNull(field.jerseyNumber),
      position: textOrNull(field.position),
      academic_year: textOrNull(field.academicYear),
      height: textOrNull(field.height) ?? heightText(field.heightFeet, field.heightInches) ?? null,
      weight: weightText(field.weight) ?? null,
      is_captain: field.isCaptain,
    })),
  };
}

export function toPlayerMedia(wire: z.infer<typeof playerMediaItemWire>): PlayerMedia {
  return { id: wire.id, title: wire.title, date: wire.postDate, image: toPersonImage(wire.image, wire.title) ?? { url: wire.url, alt: wire.title } };
}

export function toHistoricalPlayer(wire: z.infer<typeof playerHistoryItemWire>): HistoricalPlayer {
  return {
    player_id: wire.playerId,
    roster_player_id: wire.rosterPlayerId,
    first_name: wire.firstName,
    last_name: wire.lastName,
    seasons: seasonList(wire.seasons),
    sport: { id: wire.sportId, title: wire.sportName, slug: wire.sportSlug },
    image: toPersonImage(wire.image, `${wire.firstName} ${wire.lastName}`),
  };
}
