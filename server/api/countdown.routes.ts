import type { FastifyInstance } from 'fastify';
import { countdownWire, type CountdownWire } from '../../contract/countdown';
import { GameState, isComplete, isStarted } from '../../core/games/game-state';
import { listGameSummaries, loadGameViews, type GameSummary } from '../schedule/game-list';
import { gameSynonymOf } from '../schedule/game-synonym';
import { atVs, type GameView } from '../schedule/game-view';
import type { ApiDeps } from './api-deps';
import { apiGet, NO_CONTENT } from './api-route';

/** spec 3/4: the home page counts down to a featured game that has not started and is still on. */
function isCountable(game: GameSummary): boolean {
  const state = game.row.gameState;
  return game.row.isSpotlight && !isStarted(state) && !isComplete(state) && state !== GameState.Postponed && state !== GameState.Canceled;
}

export function toCountdownWire(view: GameView): CountdownWire {
  const { record } = view;
  const { game, sport, opponent } = record;
  return {
    id: view.id,
    title: `${sport.title} ${atVs(view.location_indicator) === 'at' ? 'at' : 'vs.'} ${view.opponent.title}`,
    localDateTime: view.date,
    game: {
      id: view.id,
      date: view.date,
      dateUtc: view.date_utc ?? `${view.date}Z`,
      time: view.time ?? '',
      locationIndicator: view.location_indicator,
      location: view.location ?? '',
      isConference: game.conference,
      type: view.type,
      sport: {
        id: sport.id,
        title: sport.title,
        abbreviation: sport.abbrev,
        shortname: sport.shortName,
        shortTitle: sport.shortDisplay ?? sport.shortName,
        globalSportId: sport.globalSportId,
        nonSport: sport.nonSport,
        showAtVs: true,
        globalSportShortname: sport.globalSportShortName,
        gender: sport.gender,
        youtube: sport.youtubeName ?? '',
        facebook: sport.facebookPage ?? '',
        twitter: sport.twitterName ?? '',
        instagram: sport.instagramName ?? '',
        pinterest: sport.pinterestName ?? '',
        tickets: sport.ticketsLink,
        globalSportNameSlug: sport.globalSportNameSlug,
        url: null,
        ranking: null,
        gameSynonym: gameSynonymOf(sport.globalSportShortName),
      },
      opponent: { id: view.opponent.id, title: view.opponent.title, image: opponent?.logo ?? '', website: opponent?.website ?? '' },
      media: {
        video: game.videoUrl ?? '',
        videoText: game.streamProvider,
        audio: game.audioUrl ?? '',
        audioText: null,
        stats: game.statsUrl ?? '',
        ticketLink: game.ticketsUrl,
        gameNote: game.gameNote,
        gamePromotionName: game.promotionName,
        tv: game.tv ?? '',
        tvImage: game.tvImage,
        tvImageLink: '',
        radio: game.radio ?? '',
        custom1: game.custom1 ?? '',
        custom2: game.custom2 ?? '',
        custom3: game.custom3 ?? '',
      },
      promotion: { name: game.promotionName ?? '', link: game.promotionLink ?? '', image: null, caption: game.promotionName ?? '', altText: null },
      eventImage: { link: '', image: view.event_image, caption: null, altText: null },
      facility: game.facility,
    },
    ad: null,
    customInfo: { date: null, description: null },
  };
}

export async function registerCountdownRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  apiGet(
    app,
    { path: '/Countdown/homepage', summary: 'The next featured game the home page counts down to', tag: 'Countdown', response: countdownWire, statuses: { 204: 'No featured game ahead' }, cache: 'live' },
    async ({ tenant }) => {
      const games = await listGameSummaries(deps, tenant.id, { fromInstant: new Date(deps.now()) }, { resultType: 'upcoming' });
      const next = games.find(isCountable);
      const [view] = next ? await loadGameViews(deps, tenant.id, [next.row.id]) : [];
      return view ? toCountdownWire(view) : NO_CONTENT;
    },
  );
}
