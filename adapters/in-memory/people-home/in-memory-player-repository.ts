import { emptyPage } from '../../../core/paging/paging';
import type { HistoricalPlayer, HistoricalRosterPage, HistoricalRosterQuery } from '../../../core/roster/historical-roster';
import type { PlayerBio, PlayerMedia } from '../../../core/roster/player-bio';
import type { RosterMember } from '../../../core/roster/roster';
import type { PlayerRepository } from '../../../core/roster/roster-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { answer } from '../in-memory-answer';
import { careerKey, type PeopleData } from './people-home-data';

const lower = (text: string | undefined) => (text ?? '').trim().toLowerCase();

/** The history's filters as the API reads them: a sport, a last name's start, a name's part (any case). */
function matches(entry: HistoricalPlayer, query: HistoricalRosterQuery): boolean {
  const start = lower(query.lastNameStart);
  const search = lower(query.nameSearch);
  if (query.sportId !== undefined && entry.sport.id !== query.sportId) return false;
  if (start !== '' && !entry.last_name.toLowerCase().startsWith(start)) return false;
  return search === '' || entry.first_name.toLowerCase().includes(search) || entry.last_name.toLowerCase().includes(search);
}

/** The roster entry a bio belongs to, with its roster's sport. */
function entryOf(data: PeopleData, rosterPlayerId: number): { member: RosterMember; sportId: number } | undefined {
  for (const roster of data.rosters) {
    const member = roster.players.find((player) => player.id === rosterPlayerId);
    if (member) return { member, sportId: roster.sport.id };
  }
  return undefined;
}

/** Players' bios, photos and the historical roster, from the demo snapshot. */
export class InMemoryPlayerRepository implements PlayerRepository {
  constructor(private readonly deps: InMemoryDeps<PeopleData>) {}

  bio(rosterPlayerId: number): Promise<PlayerBio | undefined> {
    return answer(this.deps, 'player bio', undefined, (data) => {
      const detail = data.bios[String(rosterPlayerId)];
      if (!detail) return undefined;
      const { member, seasons, ...rest } = detail;
      const entry = entryOf(data, rosterPlayerId);
      if (!entry) return undefined;
      const own = member ?? entry.member;
      return { ...own, ...rest, seasons: seasons ?? [...(data.careers[careerKey(own.player_id, entry.sportId)] ?? [])] };
    });
  }

  media(playerId: number): Promise<PlayerMedia[]> {
    return answer(this.deps, 'player media', [], (data) => [...(data.media[String(playerId)] ?? [])]);
  }

  history(query: HistoricalRosterQuery): Promise<HistoricalRosterPage> {
    return answer(this.deps, 'historical roster', emptyPage<HistoricalPlayer>(query.pageIndex), (data) => {
      const { pageIndex, pageSize } = query;
      // The API refuses a page it cannot number (a 400, read as an empty page).
      if (!Number.isInteger(pageIndex) || !Number.isInteger(pageSize) || pageIndex < 0 || pageSize < 1) return emptyPage<HistoricalPlayer>(pageIndex);
      const found = data.history.filter((entry) => matches(entry, query));
      return { items: found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize), total: found.length, page: pageIndex, pages: Math.ceil(found.length / pageSize) };
    });
  }
}
