import type { LoaderFunctionArgs } from 'react-router-dom';
import type { GameCentrePageData } from '../../core/live/game-centre-page-data';
import type { GameCentreRepository } from '../../core/live/game-centre-repository.port';
import { GameCentreRepositoryToken } from '../../core/live/live.tokens';
import { notFoundResponse } from '../loaders';
import type { PageContext } from '../page-family';

// Loaded with the game centre, so the site's first load does not carry it (DESIGN 7).

/** The live family's page: the game centre and its loader. */
export function livePages(context: PageContext) {
  async function gameCentre({ params, request }: LoaderFunctionArgs): Promise<GameCentrePageData> {
    const gameId = Number(params.gameId);
    const path = new URL(request.url).pathname;
    if (!/^\d+$/.test(params.gameId ?? '') || !Number.isSafeInteger(gameId) || gameId <= 0) throw notFoundResponse(path);
    const { container } = context;
    const repository = container.get<GameCentreRepository>(GameCentreRepositoryToken);
    const [game, live, sports] = await Promise.all([repository.game(gameId), repository.liveState(gameId), context.sports()]);
    if (!game) throw notFoundResponse(path);
    return { game, sport: sports.find((sport) => sport.id === game.sport.id) ?? null, live };
  }
  return { game_center: { load: () => import('../../ui/pages/game-center/game-center-page'), loader: gameCentre } };
}
