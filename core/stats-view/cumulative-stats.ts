import type { LocationIndicator } from '../games/game';
import type { StatColumn, StatGroup } from './stat-table';

export interface CumulativeGame {
  game_id: number;
  date: string;
  opponent: string;
  location_indicator: LocationIndicator;
  conference: boolean;
  result_status: string;
  team_score: number;
  opponent_score: number;
}

export interface TeamStat {
  key: string;
  label: string;
  title: string;
  team: string;
  opponents: string;
}

export interface StatLeader {
  category: string;
  abbreviation: string;
  label: string | null;
  leaders: Array<{ name: string; jersey: string | null; value: string }>;
}

export interface CumulativeGroup extends StatGroup {
  opponent_totals: Record<string, string>;
  average_columns: StatColumn[];
}

/** A sport's season to date (the cumestats page). */
export interface CumulativeStats {
  sport: { id: number; title: string; slug: string };
  season: { title: string; year: number };
  games_played: number;
  record: { overall: string; conference: string; home: string; away: string; neutral: string };
  games: CumulativeGame[];
  team_stats: TeamStat[];
  groups: CumulativeGroup[];
  leaders: StatLeader[];
}
