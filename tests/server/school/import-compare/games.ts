import { TEST_NOW } from '../../../support/test-clock';
import type { ComparedFamily } from './family';

/** The seasons the demo seed plays, by their first year, around the tests' instant (and one either side). */
const YEARS = Array.from({ length: 7 }, (_, i) => new Date(TEST_NOW).getUTCFullYear() - 5 + i);

/**
 * Game details: the lists that show a game's custom fields, line score and links, every box score, and each stats sport's season stats built from them (/Stats/cumulative per
 * season). /Stats/bio and the career stats take a roster player's id: the players family compares those.
 */
export const gameAnswers: ComparedFamily = async (pairs) => {
  const sports = new Map((await pairs('sports')).map(({ source, local }) => [source, local]));
  const boxes = await pairs('box-scores');
  const games = new Map((await pairs('games')).map(({ source, local }) => [source, local]));
  const same = (path: string): [string, string] => [path, path];
  return [
    // Custom fields, line scores, event images (EventsResults) and game links (calendar events), every game.
    ...Array.from({ length: 15 }, (_, page) => same(`/EventsResults/results?$pageSize=100&$pageIndex=${page}`)),
    ...Array.from({ length: 4 }, (_, page) => same(`/EventsResults/upcoming?StartDate=1900-01-01&EndDate=2999-12-31&$pageSize=100&$pageIndex=${page}`)),
    ...YEARS.flatMap((year) => [same(`/Calendar/events/date-range?startDate=${year}-01-01&endDate=${year}-12-31`), same(`/Calendar/events/date-range?startDate=${year}-07-01&endDate=${year + 1}-06-30`)]),
    // Highlight clips: the newest, and each game's.
    ...Array.from({ length: 5 }, (_, page) => same(`/WePlayed/latest?$pageSize=100&$pageIndex=${page}`)),
    ...[...games].map(([source, local]): [string, string] => [`/WePlayed/game?gameId=${source}&$pageSize=100`, `/WePlayed/game?gameId=${local}&$pageSize=100`]),
    ...boxes.map(({ source }): [string, string] => [`/Stats/boxscore/${source}`, `/Stats/boxscore/${games.get(source)}`]),
    ...[...sports].flatMap(([source, local]): [string, string][] => [
      [`/Stats/cumulative?sportId=${source}`, `/Stats/cumulative?sportId=${local}`],
      ...YEARS.map((year): [string, string] => [`/Stats/cumulative?sportId=${source}&season=${year}`, `/Stats/cumulative?sportId=${local}&season=${year}`]),
    ]),
  ];
};
