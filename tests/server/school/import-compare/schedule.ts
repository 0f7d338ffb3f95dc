import type { ComparedFamily } from './family';

/** Sports, seasons, games, series and rosters: the first families imported. */
export const scheduleAnswers: ComparedFamily = async (pairs) => {
  const sports = await pairs('sports');
  const seasons = await pairs('seasons');
  const games = await pairs('games');
  return [
    ['/common/settings', '/common/settings'],
    ['/Sports', '/Sports'],
    ['/OpponentHistory/filters/opponents', '/OpponentHistory/filters/opponents'],
    ['/Rosters/list', '/Rosters/list'],
    ['/Rosters/active/list', '/Rosters/active/list'],
    ...sports.flatMap(({ source, local }): [string, string][] => [
      [`/Sports/${source}`, `/Sports/${local}`],
      [`/Season?sportId=${source}`, `/Season?sportId=${local}`],
      [`/Season/${source}/related`, `/Season/${local}/related`],
      [`/Season/standings?sportId=${source}`, `/Season/standings?sportId=${local}`],
      [`/Rosters/list?sportId=${source}`, `/Rosters/list?sportId=${local}`],
    ]),
    ...seasons.map(({ source, local }): [string, string] => [`/Schedule/${source}/Record`, `/Schedule/${local}/Record`]),
    ...games.map(({ source, local }): [string, string] => [`/ScheduleGames/${source}`, `/ScheduleGames/${local}`]),
    ...games.map(({ source, local }): [string, string] => [`/ScheduleGames/${source}/results`, `/ScheduleGames/${local}/results`]),
  ];
};
