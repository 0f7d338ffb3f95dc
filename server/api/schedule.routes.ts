import type { FastifyInstance } from 'fastify';
import { scheduleGameResultsWire, scheduleGameWire, scheduleRecordWire, scheduleSettingsWire, type ScheduleGameResultsWire, type ScheduleSettingsWire } from '../../contract/schedule';
import { notFound } from '../http/api-error';
import { findGameStories } from '../schedule/game-stories';
import { findGame, findSeason, findSport } from '../schedule/game-query';
import { listGames } from '../schedule/game-list';
import { seriesAdjustments } from '../schedule/opponent-series';
import { toGameView, type GameView } from '../schedule/game-view';
import { toRecordWire } from '../schedule/record-wire';
import { countsTowardRecord, tally } from '../../core/schedule/season-record';
import { toScheduleGameWire } from '../schedule/schedule-game-wire';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment } from './api-route';

const TAG = 'Schedule';

export const SCHEDULE_SETTINGS: ScheduleSettingsWire = {
  opponentHistoryPageEnabled: true,
  scheduleScoreDisplay: 'score',
  isSeasonDepositEnabled: false,
  scheduleDefaultView: 'list',
  schedulePageShowAtVs: true,
};

async function loadView(deps: ApiDeps, tenantId: number, gameId: number): Promise<GameView> {
  const record = await findGame(deps.db, tenantId, gameId);
  if (!record) throw notFound(`No game with id ${gameId}.`);
  const stories = await findGameStories(deps.db, tenantId, [gameId], deps.now());
  return toGameView(record, stories.get(gameId));
}

async function results(deps: ApiDeps, tenantId: number, view: GameView): Promise<ScheduleGameResultsWire> {
  const { record } = view;
  const { game, sport, opponent } = record;
  const series = opponent ? await listGames(deps, tenantId, { sportId: sport.id, opponentId: opponent.id }) : [];
  const [adjustment] = opponent ? await seriesAdjustments(deps.db, tenantId, sport.id, opponent.id) : [];
  const decided = series.map((other) => ({ view: other, resultStatus: other.result?.status ?? null, type: other.type })).filter(countsTowardRecord);
  const total = tally(decided);
  const last = decided.filter((other) => other.view.record.game.date < game.date).pop()?.view;
  const story = view.stories.recap ?? view.stories.preview;
  return {
    socialMedia: { facebookPage: sport.facebookPage, twitterUserName: sport.twitterName, instagramUserName: sport.instagramName, youtubePlaylist: sport.youtubeName },
    boxscore: view.result?.boxscore ?? null,
    story: story ? { id: story.id, headline: story.title, teaser: story.teaser, date: story.postDate, image: story.imagePath, imageAltText: story.imageAltText, video: { archive: null, youtube: null }, url: story.url } : null,
    gamePromotionName: game.promotionName,
    gameCustom1: game.custom1,
    gameCustom2: game.custom2,
    gameCustom3: game.custom3,
    galleries: [],
    gamefiles: game.gameFiles,
    history: {
      totalWins: total.wins + (adjustment?.wins ?? 0),
      totalLosses: total.losses + (adjustment?.losses ?? 0),
      totalTies: total.ties + (adjustment?.ties ?? 0),
      lastMeeting: last ? { id: last.id, resultStatus: last.result!.status, resultTeamScore: last.result!.team_score, resultOpponentScore: last.result!.opponent_score, gameDate: last.date } : null,
    },
    facility: game.facility,
    media: { tv: game.tv, tvImagePath: null, tvImageFileName: null, tvImageCreated: null, tvImageThumbnailPrefix: null, radio: game.radio },
    sportId: sport.id,
    opponentId: opponent?.id ?? 0,
    resultStatus: game.resultStatus,
  };
}

export async function registerScheduleRecordRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: `/Schedule/${intSegment('id')}/Record`,
      summary: "A schedule's (season's) overall, conference, home, away and neutral records and streak",
      tag: TAG,
      response: scheduleRecordWire,
      statuses: { 404: 'No such schedule at this school' },
    },
    async ({ tenant, params }) => {
      const season = await findSeason(deps.db, tenant.id, Number(params.id));
      const sport = season ? await findSport(deps.db, tenant.id, season.sportId) : undefined;
      if (!season || !sport) throw notFound(`No schedule with id ${params.id}.`);
      return toRecordWire(season, sport, await listGames(deps, tenant.id, { seasonId: season.id }));
    },
  );

  apiGet(app, { path: '/Schedule/settings', summary: 'How schedule pages show scores and views', tag: TAG, response: scheduleSettingsWire, cache: 'settings' }, () => SCHEDULE_SETTINGS);

  apiGet(
    app,
    { path: `/ScheduleGames/${intSegment('id')}`, summary: 'One game of the schedule', tag: TAG, response: scheduleGameWire, statuses: { 404: 'No such game at this school' }, cache: 'live' },
    async ({ tenant, params }) => toScheduleGameWire(await loadView(deps, tenant.id, Number(params.id))),
  );

  apiGet(
    app,
    {
      path: `/ScheduleGames/${intSegment('id')}/results`,
      summary: "A game's result page: box score, recap story, files, media and the all-time series with the opponent",
      tag: TAG,
      response: scheduleGameResultsWire,
      statuses: { 404: 'No such game at this school' },
      cache: 'live',
    },
    async ({ tenant, params }) => results(deps, tenant.id, await loadView(deps, tenant.id, Number(params.id))),
  );
}
