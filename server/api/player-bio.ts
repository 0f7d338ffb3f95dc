import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PlayerBioWire } from '../../contract/players';
import { sanitizeContentHtml } from '../http/content-html';
import type { Db } from '../store/database';
import { preparedQuery } from '../store/prepared-query';
import { players, rosterPlayers, rosters } from '../store/tables/people';
import { sports } from '../store/tables/foundation';
import { academicYearWire, heightParts, personImage, sportWire, type PeopleScope } from './people-wire';
import { rosterDisplayFields, toRosterPlayerWire, type EntryWithPlayer } from './roster-wire';

function trend(current: number | null, previous: number | null | undefined): number {
  if (current === null || previous === null || previous === undefined) return 0;
  return Math.sign(current - previous);
}

function inches(height: string | null): number | null {
  const { heightFeet, heightInches } = heightParts(height);
  return heightFeet === null ? null : heightFeet * 12 + (heightInches ?? 0);
}

/** The roster entry a bio is asked for: its player's seasons in its sport are found from it. */
const namedEntry = alias(rosterPlayers, 'entry');

/**
 * The player's seasons in the sport of the roster entry `rosterPlayerId` names, oldest first, each with the player
 * and the school's sport, in one query: the public bio's (shown rosters only) or staff preview's (all). The entry
 * itself is one of them. Joined from the entry, every step is an index lookup (as sub-selects of the entry, the
 * planner hashed every roster of the school on each call).
 */
function seasonsOfEntry(name: string, withHidden: boolean) {
  return preparedQuery((db) =>
    db
      .select({
        entry: rosterPlayers,
        player: players,
        roster: rosters,
        sport: {
          abbrev: sports.abbrev,
          shortDisplay: sports.shortDisplay,
          shortName: sports.shortName,
          globalSportId: sports.globalSportId,
          globalSportNameSlug: sports.globalSportNameSlug,
          globalSportGender: sports.gender,
          id: sports.id,
          title: sports.title,
        },
      })
      .from(namedEntry)
      .innerJoin(rosterPlayers, and(eq(rosterPlayers.tenantId, namedEntry.tenantId), eq(rosterPlayers.playerId, namedEntry.playerId), eq(rosterPlayers.sportId, namedEntry.sportId)))
      .innerJoin(players, eq(players.id, rosterPlayers.playerId))
      .innerJoin(rosters, eq(rosters.id, rosterPlayers.rosterId))
      .innerJoin(sports, and(eq(sports.id, rosterPlayers.sportId), eq(sports.tenantId, sql.placeholder('tenantId'))))
      .where(and(eq(namedEntry.tenantId, sql.placeholder('tenantId')), eq(namedEntry.id, sql.placeholder('rosterPlayerId')), withHidden ? undefined : eq(rosters.hidden, false)))
      .orderBy(asc(rosters.year))
      .prepare(name),
  );
}
const seasonsShown = seasonsOfEntry('player_bio_seasons', false);
const seasonsWithHidden = seasonsOfEntry('player_bio_seasons_hidden', true);

/**
 * GET /Players/roster/bio/{rosterPlayerId}: the season's roster entry with the player's other seasons
 * in the sport. `hidden` (staff preview, GET /Hidden/players/roster/bio) wants an entry of a hidden
 * roster and lists hidden seasons too; the public bio neither finds nor lists them.
 */
export async function playerBio(db: Db, scope: PeopleScope, rosterPlayerId: number, hidden = false): Promise<PlayerBioWire | null> {
  const tenantId = scope.tenant.id;
  // The entry is among its player's seasons, in a shown roster for the public bio and a hidden one for the preview
  // (no sport of the school: no bio).
  const seasons = await (hidden ? seasonsWithHidden : seasonsShown)(db).execute({ tenantId, rosterPlayerId });
  const row = seasons.find((season) => season.entry.id === rosterPlayerId && season.roster.hidden === hidden);
  if (!row) return null;
  const sport = sportWire(row.sport);

  const { entry, player, roster } = row;
  const base = toRosterPlayerWire(scope, { entry, player }, roster, sport);
  const name = `${player.firstName} ${player.lastName}`;
  const image = personImage(scope, player.imagePath, name, player.imageAlt);
  const hometown = `${player.hometown}, ${player.homeState}`;
  const batsThrows = /^[RLS]\/[RL]$/.test(entry.custom1);
  const ranked: Array<[label: string, value: string | null | undefined, bioField: string]> = [
    ['Position', entry.positionLong, 'rp_position_long'],
    ['Class', entry.academicYear, 'rp_academic_year'],
    ['Height', entry.height, 'height'],
    ['Weight', entry.weight === null ? null : `${entry.weight} lbs`, 'rp_weight'],
    [batsThrows ? 'Bats/Throws' : 'Events', entry.custom1, 'rp_custom1'],
    ['Hometown', hometown, 'player_hometown'],
    ['High School', player.highSchool, 'player_highschool'],
    ['Previous School', player.previousSchool, 'player_previous_school'],
    ['Major', player.major, 'player_major'],
  ];
  return {
    ...base,
    rosterDisplayTitle: roster.displayTitle,
    seasonSlug: roster.seasonTitle,
    bio: sanitizeContentHtml(entry.bio),
    images: [],
    bioFields: {
      rp_academic_year: academicYearWire(entry.academicYear).long,
      rp_position_short: entry.position,
      rp_custom1: entry.custom1,
      height: entry.height ?? '',
      rp_weight: entry.weight === null ? null : String(entry.weight),
      player_previous_school: player.previousSchool,
      player_hometown: hometown,
    },
    historicalFields: seasons.map((season, index) => {
      const before = index > 0 ? seasons[index - 1]!.entry : undefined;
      return {
        rosterPlayerId: season.entry.id,
        image,
        season: season.roster.seasonTitle,
        year: season.roster.year,
        weight: season.entry.weight,
        weightTrend: trend(season.entry.weight, before?.weight),
        ...heightParts(season.entry.height),
        height: season.entry.height ?? '',
        heightTrend: trend(inches(season.entry.height), before ? inches(before.height) : undefined),
        position: season.entry.position,
        jerseyNumber: season.entry.jersey,
        academicYear: season.entry.academicYear,
        isCaptain: season.entry.isCaptain,
      };
    }),
    displayFields: rosterDisplayFields([{ entry, player } satisfies EntryWithPlayer]),
    rankedBioFields: ranked
      .filter((item): item is [string, string, string] => typeof item[1] === 'string' && item[1] !== '')
      .map(([label, value, bioField], index) => ({ label, value, bioField, rank: index + 1 })),
    settings: { showXmlStatsOnRpPage: true, showHistoricalInfoOnRpPage: true },
    statsSeasons: seasons.map((season) => ({ season: season.roster.seasonTitle, year: season.roster.year, rosterPlayerId: season.entry.id })),
  };
}
