import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { opponentFiltersWire, opponentHistoryWire, opponentSeriesPageWire, type OpponentHistoryWire, type OpponentSeriesWire } from '../../contract/opponent-history';
import { notFound } from '../http/api-error';
import { pagingOf } from '../http/cursor-paging';
import { toPage, type Paging } from '../http/paging';
import { intParam } from '../http/query';
import { requireSport, type SportRow } from '../schedule/game-query';
import { loadSeries, summarize, type Series } from '../schedule/opponent-series';
import { gameFilesOf } from '../schedule/schedule-game-wire';
import { games, opponents } from '../store/tables/schedule';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment } from './api-route';
import { storedSportWire } from './people-wire';

const TAG = 'OpponentHistory';

const POINTS_SYNONYMS: Record<string, string> = { baseball: 'Runs', softball: 'Runs', msoc: 'Goals', wsoc: 'Goals', mhockey: 'Goals', fhockey: 'Goals', wlax: 'Goals', wvball: 'Sets' };

function toSeriesWire(series: Series): OpponentSeriesWire {
  const summary = summarize(series);
  return {
    opponent: { id: series.opponent.id, name: series.opponent.title },
    results: [...series.games].reverse().map((view) => ({
      gameId: view.id,
      gameDate: view.date,
      resultStatus: view.result!.status,
      gameLocationIndicator: view.location_indicator,
      gameConference: view.record.game.conference,
      teamScore: view.result!.team_score,
      opponentScore: view.result!.opponent_score,
    })),
    teamTotalPoints: summary.teamPoints,
    opponentTotalPoints: summary.opponentPoints,
    allTimeAdjustmentsRecords: summary.adjustments,
    allTotalRecords: summary.total,
    lastTenGameRecords: summary.lastTen,
    currentStreak: summary.streak,
    largestMarginOfVictory: summary.largestWin,
    smallestMarginOfVictory: summary.smallestWin,
    opponentName: series.opponent.title,
    opponentId: series.opponent.id,
    firstMeetingYear: series.adjustment?.firstMeetingYear ?? (series.games[0] ? Number(series.games[0].date.slice(0, 4)) : null),
  };
}

function toHistoryWire(series: Series, sport: SportRow): OpponentHistoryWire {
  const summary = summarize(series);
  const { opponent } = series;
  const logoFile = opponent.logo ? opponent.logo.slice(opponent.logo.lastIndexOf('/') + 1) : '';
  return {
    opponent: { id: opponent.id, title: opponent.title, image: opponent.logo, prefix: null, name: opponent.shortTitle },
    results: [...series.games].reverse().map((view) => {
      const { game, season } = view.record;
      const result = view.result!;
      return {
        gameId: view.id,
        gameDate: view.date,
        resultStatus: result.status,
        gamePregameStoryId: view.pregame_story_id,
        gamePostGameStoryId: view.postgame_story_id,
        gameLocationIndicator: view.location_indicator,
        gameLocation: view.location,
        gameConference: game.conference,
        opponentName: opponent.title,
        seasonTitle: season.title,
        teamScore: result.team_score,
        opponentScore: result.opponent_score,
        resultBoxScoreFile: result.boxscore,
        resultPostscoreInfo: result.postscore ?? '',
        scoringLine: game.lineScores,
        image: opponent.logo
          ? {
              id: opponent.id,
              fileName: logoFile,
              path: opponent.logo.slice(0, opponent.logo.lastIndexOf('/')),
              defaultCaption: `${opponent.title} logo`,
              // The seed draws logos as SVG: no pixel size to give.
              origWidth: null,
              origHeight: null,
              categoryId: null,
              isTemp: false,
              created: season.createdAt.toISOString(),
              oldId: null,
              creditId: null,
              lastUpdated: season.createdAt.toISOString(),
              galimageId: null,
              tags: null,
              oldPath: null,
              isSvg: true,
              mediaCaption: null,
              url: opponent.logo,
              absoluteUrl: opponent.logo,
              altText: `${opponent.title} logo`,
              title: opponent.title,
              creditName: null,
            }
          : null,
        opponentLogoPath: opponent.logo,
        result: { status: result.status, teamScore: result.team_score, opponentScore: result.opponent_score, prescoreInfo: result.prescore ?? '', postscoreInfo: result.postscore ?? '', boxscore: result.boxscore, recap: result.recap },
        media: {
          tv: game.tv ?? '',
          tvImage: game.tvImage,
          tvImageLink: '',
          radio: game.radio ?? '',
          video: game.videoUrl,
          audio: game.audioUrl,
          stats: game.statsUrl,
          tickets: game.ticketsUrl,
          preview: view.stories.preview?.url ?? null,
          gamefiles: gameFilesOf(view.record),
          customDisplayFields: [],
          gameNote: game.gameNote,
        },
      };
    }),
    largestMarginOfVictory: summary.largestWin,
    smallestMarginOfVictory: summary.smallestWin,
    sport: {
      pointsSynonym: POINTS_SYNONYMS[sport.globalSportShortName ?? ''] ?? 'Points',
      ...storedSportWire(sport),
    },
    allTotalRecords: summary.total,
    allTimeAdjustmentsRecords: summary.adjustments,
    homeRecords: summary.home,
    awayRecords: summary.away,
    conferenceRecords: summary.conference,
    lastTenGameRecords: summary.lastTen,
    teamTotalPoints: summary.teamPoints,
    opponentTotalPoints: summary.opponentPoints,
    currentStreak: summary.streak,
    firstMeetingYear: series.adjustment?.firstMeetingYear ?? null,
  };
}

export async function registerOpponentHistoryRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {

  const seriesPage = async (tenantId: number, sportId: number, paging: Paging) => {
    const sport = await requireSport(deps.db, tenantId, sportId);
    const all = [...(await loadSeries(deps, tenantId, sport.id)).values()].sort((a, b) => a.opponent.title.localeCompare(b.opponent.title) || a.opponent.id - b.opponent.id);
    return toPage(all.slice(paging.offset, paging.offset + paging.pageSize).map(toSeriesWire), all.length, paging);
  };

  apiGet(
    app,
    {
      path: `/OpponentHistory/list/${intSegment('sportId')}`,
      summary: "A sport's all-time series with each opponent, by opponent name",
      tag: TAG,
      response: opponentSeriesPageWire,
      statuses: { 404: 'No such sport at this school' },
    },
    ({ tenant, params, request }) => seriesPage(tenant.id, Number(params.sportId), pagingOf(request)),
  );

  // v2-reference 21: v2.1's replacement of /OpponentHistory/list/{sportId}, the sport in the query.
  apiGet(
    app,
    {
      path: '/OpponentHistory',
      summary: "A sport's all-time series with each opponent, by opponent name (v2.1's /OpponentHistory/list/{sportId})",
      tag: TAG,
      query: z.object({ SportId: intParam }),
      response: opponentSeriesPageWire,
      statuses: { 400: 'SportId missing or not an integer', 404: 'No such sport at this school' },
      versions: ['v2.1'],
    },
    ({ tenant, query, request }) => seriesPage(tenant.id, query.SportId, pagingOf(request)),
  );

  apiGet(
    app,
    {
      path: `/OpponentHistory/opponent/${intSegment('sportId')}/${intSegment('opponentId')}`,
      summary: "The school's all-time series with one opponent in a sport: every result and the records",
      tag: TAG,
      response: opponentHistoryWire,
      statuses: { 404: 'No such sport or opponent at this school, or no series between them' },
      versions: ['v2', 'v2.1'],
    },
    async ({ tenant, params }) => {
      const sport = await requireSport(deps.db, tenant.id, Number(params.sportId));
      const opponentId = Number(params.opponentId);
      const series = (await loadSeries(deps, tenant.id, sport.id, opponentId)).get(opponentId);
      if (!series) throw notFound(`No series with opponent ${opponentId} in ${sport.title}.`);
      return toHistoryWire(series, sport);
    },
  );

  apiGet(
    app,
    {
      path: '/OpponentHistory/filters/opponents',
      summary: 'The opponents the school has played (one sport with sportId), by name',
      tag: TAG,
      query: z.object({ sportId: intParam.optional() }),
      response: opponentFiltersWire,
      versions: ['v2', 'v2.1'],
    },
    async ({ tenant, query }) => {
      const played = deps.db
        .selectDistinct({ id: games.opponentId })
        .from(games)
        .where(and(eq(games.tenantId, tenant.id), ...(query.sportId !== undefined ? [eq(games.sportId, query.sportId)] : [])));
      const rows = await deps.db
        .select()
        .from(opponents)
        .where(and(eq(opponents.tenantId, tenant.id), inArray(opponents.id, played)))
        .orderBy(asc(opponents.title));
      return rows.map((row) => ({ value: row.id, name: row.title, statTitle: row.shortTitle }));
    },
  );
}
