import { canSimulate } from '../../demo/live-simulation/simulator';
import type { SimMatchup } from '../../demo/live-simulation/sim-setup';
import type { SimPlayer } from '../../demo/live-simulation/sim-types';

/** The fields of an EventsResults item (v2-reference 10) the simulator reads. */
interface EventItem {
  id: number;
  date: string;
  dateUtc: string | null;
  time: string | null;
  locationIndicator: string;
  location: string | null;
  gameState: number | null;
  sport: { id: number; shortName: string; title: string; globalSportGender: string | null };
  opponent: { title: string; image: string | null; name: string | null };
}

async function getJson<T>(base: string, tenant: string, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { tenant } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const COMPLETE = new Set([4, 5, 6, 7, 8]);

/** The game to play: the given id, else one of the scoreboard's games not yet finished (a live one first). */
export async function findGame(base: string, tenant: string, gameId: number | undefined): Promise<EventItem> {
  if (gameId !== undefined) {
    const page = await getJson<{ items: EventItem[] }>(base, tenant, `/api/v2/EventsResults/scoreboard?gameId=${gameId}`);
    const game = page.items[0];
    if (!game) throw new Error(`No game ${gameId} for tenant '${tenant}'.`);
    if (!canSimulate(game.sport.shortName)) throw new Error(`Game ${gameId} is ${game.sport.title}, which the simulator does not play.`);
    return game;
  }
  const page = await getJson<{ items: EventItem[] }>(base, tenant, '/api/v2/EventsResults/scoreboard?$pageSize=100');
  // The scoreboard is the server's today (SEED_DATE may set it), soonest first: a live game, else the next.
  const playable = page.items.filter((game) => canSimulate(game.sport.shortName) && !COMPLETE.has(game.gameState ?? 0));
  const pick = playable.find((game) => game.gameState === 3) ?? playable[0];
  if (!pick) throw new Error('No game to play: no game of a simulated sport is coming up. Pass --game <id>.');
  return pick;
}

interface Settings {
  schoolName: string;
  siteName: string;
  theme: { primaryColor: string; primaryTextColor: string };
  config: { logo: string };
}

/** The school's side (from the site settings and the sport's current roster) and the opponent's, for the simulator. */
export async function matchupOf(base: string, tenant: string, game: EventItem): Promise<SimMatchup> {
  const settings = await getJson<Settings>(base, tenant, '/api/v2/common/settings');
  let roster: SimPlayer[] = [];
  try {
    const rosters = await getJson<{ items: Array<{ players: Array<{ rosterPlayerId: number; firstName: string; lastName: string; jerseyNumber: string; positionShort: string }> }> }>(
      base,
      tenant,
      `/api/v2/Rosters?sportId=${game.sport.id}&$pageSize=1`,
    );
    roster = (rosters.items[0]?.players ?? []).map((player) => ({ personId: String(player.rosterPlayerId), firstName: player.firstName, lastName: player.lastName, jersey: player.jerseyNumber, position: player.positionShort }));
  } catch {
    // No roster: the simulator invents one.
  }
  const name = settings.siteName.replace(/ Athletics$/, '');
  return {
    sportCode: game.sport.shortName,
    women: game.sport.globalSportGender === 'F',
    school: { name, color: settings.theme.primaryColor, textColor: settings.theme.primaryTextColor, logo: settings.config.logo, abbreviation: name.split(/\s+/).map((word) => word[0]).join(''), roster },
    opponent: { name: game.opponent.name ?? game.opponent.title, color: null, logo: game.opponent.image },
    locationIndicator: game.locationIndicator,
    start: new Date(game.dateUtc ?? game.date),
    startTime: game.time,
    location: game.location,
    seed: game.id * 7919 + Date.now() % 1000,
  };
}
