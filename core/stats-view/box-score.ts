import type { LocationIndicator } from '../games/game';
import type { StatGroup } from './stat-table';

/** A team total of a box score ('Total Offense' 477). */
export interface TeamTotal {
  key: string;
  label: string;
  title: string;
  value: string;
}

export interface BoxScoreTeam {
  is_school: boolean;
  name: string;
  logo: string | null;
  score: number;
  result_status: string;
  period_scores: string[];
  totals: TeamTotal[];
  groups: StatGroup[];
}

export interface ScoringPlay {
  period: string;
  clock: string | null;
  team_name: string;
  description: string;
  home_score: number;
  visiting_score: number;
}

/** A finished game's box score: line score by period, team totals and player stat tables. */
export interface BoxScore {
  game_id: number;
  sport: { id: number; title: string; slug: string };
  season: { title: string; year: number };
  date: string;
  location_indicator: LocationIndicator;
  location: string | null;
  facility: string | null;
  attendance: number | null;
  result_status: string;
  team_score: number;
  opponent_score: number;
  postscore: string | null;
  period_label: string;
  periods: string[];
  home: BoxScoreTeam;
  visitor: BoxScoreTeam;
  scoring: ScoringPlay[];
}

/** The school's and the opponent's sides of a box score. */
export function boxScoreSides(box: Pick<BoxScore, 'home' | 'visitor'>): { school: BoxScoreTeam; opponent: BoxScoreTeam } {
  return box.home.is_school ? { school: box.home, opponent: box.visitor } : { school: box.visitor, opponent: box.home };
}

/** The sum of a team's period scores that are numbers (an 'X' counts nothing). */
export function periodTotal(scores: readonly string[]): number {
  return scores.reduce((sum, score) => (/^\d+$/.test(score.trim()) ? sum + Number(score) : sum), 0);
}

/** spec 2.1 box_score: /sports/{globalSportNameSlug}/stats/{season}/{oppSlug}/boxscore/{gameId}. */
export function boxScorePath(sportSlug: string, season: string | number, opponentSlug: string, gameId: number): string {
  return `/sports/${sportSlug}/stats/${season}/${opponentSlug}/boxscore/${gameId}`;
}
