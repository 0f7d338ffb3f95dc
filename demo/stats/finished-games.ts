import { sql } from 'drizzle-orm';
import type { Db } from '../../server/store/database';
import type { GivenLineScore } from './box-score-facts';

/** A finished game of a points-based sport, as the schedule seeded it. */
export interface FinishedGame {
  id: number;
  sportId: number;
  seasonId: number;
  seasonYear: number;
  opponentId: number | null;
  opponentTitle: string;
  locationIndicator: string;
  teamScore: number;
  opponentScore: number;
  lineScore: GivenLineScore | null;
  periodLabel: string | null;
}

interface GameRow {
  id: number;
  sport_id: number;
  season_id: number;
  season_year: number;
  opponent_id: number | null;
  opponent_title: string | null;
  event_title: string | null;
  location_indicator: string;
  team_score: string | null;
  opponent_score: string | null;
  line_scores: { label?: string; periods?: string[]; team?: string[]; opponent?: string[] } | string | null;
}

const whole = (value: string | null) => (value !== null && /^\d{1,3}$/.test(value.trim()) ? Number(value) : null);

function lineScoreOf(raw: GameRow['line_scores']): { line: GivenLineScore | null; label: string | null } {
  const record = typeof raw === 'string' ? (JSON.parse(raw) as Exclude<GameRow['line_scores'], string>) : raw;
  if (!record || !Array.isArray(record.periods) || !Array.isArray(record.team) || !Array.isArray(record.opponent)) return { line: null, label: record?.label ?? null };
  // 'X' marks a half inning the home side did not need.
  const values = (list: string[]) => list.map((value) => (/^\d+$/.test(String(value).trim()) ? Number(value) : null));
  return { line: { periods: record.periods.map(String), team: values(record.team), opponent: values(record.opponent) }, label: record.label ?? null };
}

/** Games with a result (W, L or T) that started before `today`, in each sport's season order. */
export async function loadFinishedGames(db: Db, tenantId: number, sportIds: number[], today: number): Promise<FinishedGame[]> {
  if (sportIds.length === 0) return [];
  const result = await db.execute(sql`
    SELECT g.id, g.sport_id, g.season_id, s.year AS season_year, g.opponent_id, o.title AS opponent_title, g.event_title,
           g.location_indicator, g.team_score, g.opponent_score, g.line_scores
    FROM games g
    JOIN seasons s ON s.id = g.season_id
    LEFT JOIN opponents o ON o.id = g.opponent_id
    WHERE g.tenant_id = ${tenantId}
      AND g.sport_id IN (${sql.join(sportIds.map((id) => sql`${id}`), sql`, `)})
      AND g.result_status IN ('W', 'L', 'T')
      AND g.date < ${new Date(today).toISOString()}
    ORDER BY g.sport_id, g.season_id, g.date, g.id`);
  const rows = (result as unknown as { rows: GameRow[] }).rows;
  return rows.flatMap((row) => {
    const teamScore = whole(row.team_score);
    const opponentScore = whole(row.opponent_score);
    if (teamScore === null || opponentScore === null) return [];
    const { line, label } = lineScoreOf(row.line_scores);
    return [{
      id: Number(row.id),
      sportId: Number(row.sport_id),
      seasonId: Number(row.season_id),
      seasonYear: Number(row.season_year),
      opponentId: row.opponent_id === null ? null : Number(row.opponent_id),
      opponentTitle: row.opponent_title ?? row.event_title ?? 'Opponent',
      locationIndicator: row.location_indicator,
      teamScore,
      opponentScore,
      lineScore: line,
      periodLabel: label,
    }];
  });
}
