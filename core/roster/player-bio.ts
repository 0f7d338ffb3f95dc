import type { RosterMember } from './roster';

/** One season of a player in a sport (the bio's history table). */
export interface PlayerSeason {
  roster_player_id: number;
  season: string;
  year: number;
  jersey: string | null;
  position: string | null;
  academic_year: string | null;
  height: string | null;
  weight: string | null;
  is_captain: boolean;
}

/** A labelled fact the school ranks on the bio ('Class: Junior'). */
export interface BioFact {
  label: string;
  value: string;
}

/** A player's bio for one roster season. */
export interface PlayerBio extends RosterMember {
  roster_title: string;
  season: string;
  /** The sport's global slug: the bio lives under /sports/{slug}. */
  sport_slug: string;
  bio: string | null;
  facts: BioFact[];
  /** Every season of the player in this sport, oldest first. */
  seasons: PlayerSeason[];
}

/** A photo of the player (a season's headshot). */
export interface PlayerMedia {
  id: string;
  title: string;
  date: string;
  image: { url: string; alt: string };
}

/** The player's seasons in the sport, newest first (the bio's season-by-season table). */
export function seasonsNewestFirst(seasons: readonly PlayerSeason[]): PlayerSeason[] {
  return [...seasons].sort((a, b) => b.year - a.year);
}

/**
 * The facts a bio lists, in a fixed order (jersey, position, class, height, weight, hometown,
 * schools, major), then any other fact the school ranks ('Bats/Throws'); empty values left out.
 */
export function playerFacts(bio: PlayerBio): BioFact[] {
  const own: Array<[string, string | null | undefined]> = [
    ['Jersey', bio.uniform_number ? `#${bio.uniform_number}` : null],
    ['Position', bio.position_long ?? bio.position],
    ['Class', bio.academic_year],
    ['Height', bio.height],
    ['Weight', bio.weight ? `${bio.weight} lbs` : null],
    ['Hometown', bio.hometown],
    ['High School', bio.high_school],
    ['Previous School', bio.previous_school],
    ['Major', bio.major],
  ];
  const facts = own.flatMap(([label, value]) => (value && value.trim() !== '' ? [{ label, value: value.trim() }] : []));
  const labels = new Set(facts.map((fact) => fact.label.toLowerCase()));
  for (const fact of bio.facts) {
    const label = fact.label.trim();
    if (label === '' || fact.value.trim() === '' || labels.has(label.toLowerCase())) continue;
    labels.add(label.toLowerCase());
    facts.push({ label, value: fact.value.trim() });
  }
  return facts;
}
