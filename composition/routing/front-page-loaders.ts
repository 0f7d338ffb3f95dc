import type { LoaderFunction } from 'react-router-dom';
import { homeTeams, type HomePageData, type SportHomePageData } from '../../core/home/front-page-data';
import type { HomeFeedRepository } from '../../core/home/home-feed-repository.port';
import { HomeFeedRepositoryToken } from '../../core/home/home-feed.tokens';
import { HOME_GAME_COUNT, HOME_SCOREBOARD_COUNT, HOME_STORY_COUNT, SPORT_GAME_COUNT, SPORT_STORY_COUNT } from '../../core/home/home-feed-rules';
import { sportsDirectory, type SportsListPageData } from '../../core/sports/sports-directory';
import type { PageContext } from '../page-family';

/** The home page's data: latest stories, games across sports, the scoreboard and the countdown. */
export function homeLoader(context: PageContext): LoaderFunction {
  return async (): Promise<HomePageData> => {
    const feed = context.container.get<HomeFeedRepository>(HomeFeedRepositoryToken);
    const [stories, upcoming, results, scoreboard, countdown, sports] = await Promise.all([
      feed.latestStories({ count: HOME_STORY_COUNT }),
      feed.upcomingGames({ count: HOME_GAME_COUNT }),
      feed.recentResults({ count: HOME_GAME_COUNT }),
      feed.scoreboard({ count: HOME_SCOREBOARD_COUNT }),
      feed.countdown(),
      context.sports(),
    ]);
    // Sorted where the data loads (on the server, for a rendered page) rather than while the page hydrates.
    return { stories, upcoming, results, scoreboard, countdown, teams: homeTeams(sports) };
  };
}

/** A sport's home page data: the sport page (404 for an unknown sport) and the sport's own feed. */
export function sportHomeLoader(context: PageContext): LoaderFunction {
  return async ({ params, request }): Promise<SportHomePageData> => {
    const page = await context.sportPage(params, request);
    const feed = context.container.get<HomeFeedRepository>(HomeFeedRepositoryToken);
    const sportId = page.sport.id;
    const scheduleId = page.sport.scheduleId;
    const [stories, upcoming, results, record, roster] = await Promise.all([
      feed.latestStories({ sportId, count: SPORT_STORY_COUNT }),
      feed.upcomingGames({ sportId, count: SPORT_GAME_COUNT }),
      feed.recentResults({ sportId, count: SPORT_GAME_COUNT }),
      scheduleId !== undefined ? feed.record(scheduleId) : Promise.resolve(null),
      feed.currentRoster(sportId),
    ]);
    return { ...page, stories, upcoming, results, record, roster };
  };
}

/** /sports: every sport of the school, grouped for the all-sports page. */
export function sportsListLoader(context: PageContext): LoaderFunction {
  return async (): Promise<SportsListPageData> => ({ groups: sportsDirectory(await context.sports()) });
}
