/** A stat as a leader board shows it: its name, short form, and an optional display label. */
export interface StatAbbreviation {
  stat: string;
  abbreviation: string;
  label?: string;
}

export type StatSport = 'football' | 'basketball' | 'volleyball' | 'soccer';

// spec 9: stat abbreviations and labels per sport.
export const STAT_ABBREVIATIONS: Readonly<Record<StatSport, readonly StatAbbreviation[]>> = {
  football: [
    { stat: 'Tackles', abbreviation: 'TKL' },
    { stat: 'Sacks', abbreviation: 'SACK' },
    { stat: 'QB Rating', abbreviation: 'QBR' },
    { stat: 'Pass Yards', abbreviation: 'YDS', label: 'Passing' },
    { stat: 'Rec Yards', abbreviation: 'YDS', label: 'Receiving' },
    { stat: 'Rushing Yards', abbreviation: 'YDS', label: 'Rushing' },
    { stat: 'Receptions', abbreviation: 'REC' },
    { stat: 'Touchdowns', abbreviation: 'TDs' },
  ],
  basketball: [
    { stat: 'Points', abbreviation: 'PTS' },
    { stat: 'Rebounds', abbreviation: 'REB' },
    { stat: 'Assists', abbreviation: 'AST' },
    { stat: 'Blocks', abbreviation: 'BLK' },
    { stat: 'Steals', abbreviation: 'STL' },
    { stat: 'Personal Fouls', abbreviation: 'Pers' },
    { stat: 'Efficiency', abbreviation: '%' },
    { stat: 'Usage Percentage', abbreviation: '%' },
  ],
  volleyball: [
    { stat: 'Kills', abbreviation: 'Kills' },
    { stat: 'Hitting %', abbreviation: '%' },
    { stat: 'Assists', abbreviation: 'AST' },
    { stat: 'Service Aces', abbreviation: 'SA' },
    { stat: 'Blocks', abbreviation: 'BLKs' },
    { stat: 'Digs', abbreviation: 'Digs' },
    { stat: 'Points', abbreviation: 'PTS' },
  ],
  soccer: [
    { stat: 'Goals', abbreviation: 'Goals' },
    { stat: 'Assists', abbreviation: 'AST' },
    { stat: 'Shots', abbreviation: 'Shots' },
    { stat: 'Shots on Goal', abbreviation: 'SOG' },
    { stat: 'Red Cards', abbreviation: 'RC' },
    { stat: 'Yellow Cards', abbreviation: 'YC' },
    { stat: 'Green Cards', abbreviation: 'GC' },
    { stat: 'Fouls', abbreviation: 'Fouls' },
    { stat: 'Defensive Saves', abbreviation: 'DS' },
  ],
};

function find(sport: StatSport, stat: string): StatAbbreviation | undefined {
  const wanted = stat.trim().toLowerCase();
  return STAT_ABBREVIATIONS[sport].find((entry) => entry.stat.toLowerCase() === wanted);
}

/** The short form of a stat; the stat's own name when the sport has none for it. */
export function statAbbreviation(sport: StatSport, stat: string): string {
  return find(sport, stat)?.abbreviation ?? stat;
}

/** The label a stat is shown under ('Pass Yards' shows 'Passing'); the stat's own name otherwise. */
export function statLabel(sport: StatSport, stat: string): string {
  return find(sport, stat)?.label ?? stat;
}
