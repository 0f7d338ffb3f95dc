import { gameImportWire, resultsDueWire, studioGamePageWire, studioGameWire, studioOpponentPageWire, studioOpponentWire } from '../../../contract/studio/schedule';
import type { GameDraft, GameList, ImportAnswer, Opponent, OpponentDraft, ResultsDue, StudioGame } from '../../../core/studio/schedule/studio-game';

// The schedule answers of /api/studio, parsed with the contract's own schemas (DESIGN 3); an answer that
// is not one maps to null (a write then says the server's answer could not be read).

export function game(value: unknown): StudioGame | null {
  const parsed = studioGameWire.safeParse(value);
  if (!parsed.success) return null;
  const { updatedBy, ...rest } = parsed.data;
  return { ...rest, updatedBy: updatedBy && updatedBy.id !== null ? { id: updatedBy.id, name: updatedBy.name } : null };
}

export function gameList(value: unknown): GameList {
  const parsed = studioGamePageWire.safeParse(value);
  if (!parsed.success) throw new Error('The server’s list of games could not be read.');
  return { games: parsed.data.items.map((item) => game(item)!), seasons: parsed.data.seasons };
}

export function resultsDue(value: unknown): ResultsDue {
  const parsed = resultsDueWire.safeParse(value);
  if (!parsed.success) throw new Error('The server’s list of results due could not be read.');
  return { games: parsed.data.items.map(({ sport, today, ...item }) => ({ ...game(item)!, sport, today })), days: parsed.data.days };
}

export function importAnswer(value: unknown): ImportAnswer | null {
  const parsed = gameImportWire.safeParse(value);
  if (!parsed.success) return null;
  return { created: parsed.data.created.map((item) => game(item)!), rows: parsed.data.rows };
}

export function opponent(value: unknown): Opponent | null {
  const parsed = studioOpponentWire.safeParse(value);
  if (!parsed.success) return null;
  const { slug: _slug, ...rest } = parsed.data;
  return rest;
}

export function opponentList(value: unknown): Opponent[] {
  const parsed = studioOpponentPageWire.safeParse(value);
  if (!parsed.success) throw new Error('The server’s list of opponents could not be read.');
  return parsed.data.items.map((item) => opponent(item)!);
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The body of POST /games and PUT /games/{id} (contract gameBody): empty text is null. */
export function gameBody(draft: GameDraft) {
  return {
    sportId: draft.sportId,
    seasonId: draft.seasonId,
    date: draft.date.trim(),
    time: textOrNull(draft.time),
    opponentId: draft.opponentId,
    eventTitle: textOrNull(draft.eventTitle),
    location: draft.location,
    city: textOrNull(draft.city),
    facility: textOrNull(draft.facility),
    conference: draft.conference,
    kind: draft.kind,
    status: draft.status,
    tv: textOrNull(draft.tv),
    radio: textOrNull(draft.radio),
    streamUrl: textOrNull(draft.streamUrl),
    ticketsUrl: textOrNull(draft.ticketsUrl),
    notes: textOrNull(draft.notes),
  };
}

/** The body of POST /opponents and PUT /opponents/{id}. */
export function opponentBody(draft: OpponentDraft) {
  return { name: draft.name.trim(), city: textOrNull(draft.city), logoId: draft.logoId, conference: draft.conference };
}
