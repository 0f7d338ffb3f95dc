import type { ComparedFamily } from './family';

/**
 * The same path under /api/v2.1: the comparison GETs `/api/v2` + path on both servers, so a path starting '.1/'
 * reaches /api/v2.1/.
 */
export const onV21 = (path: string): string => `.1${path}`;

const PAGE = 100;
const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/**
 * Players and their roster seasons: every roster with its players, every roster season's bio (v2 and v2.1), the
 * historical list (whole, per sport, per initial), a share of the players' media and a few name searches.
 * /Players/random is left out: its daily order hashes our ids, which differ from the origin's by design.
 */
export const playerAnswers: ComparedFamily = async (pairs) => {
  const sports = await pairs('sports');
  const rosters = await pairs('rosters');
  const entries = await pairs('roster-players');
  const people = await pairs('players');
  // Each history item holds at least one roster season: these pages cover the list (the last ones may be empty).
  const historyPages = Math.ceil(entries.length / PAGE);
  const path = (a: string, b: string): [string, string] => [a, b];
  return [
    ...rosters.flatMap(({ source, local }) => [
      path(`/Rosters/${source}`, `/Rosters/${local}`),
      path(`/Players/roster/${source}?$pageSize=${PAGE}`, `/Players/roster/${local}?$pageSize=${PAGE}`),
      path(onV21(`/Players/roster/${source}?PageSize=${PAGE}`), onV21(`/Players/roster/${local}?PageSize=${PAGE}`)),
    ]),
    ...entries.map(({ source, local }) => path(`/Players/roster/bio/${source}`, `/Players/roster/bio/${local}`)),
    // v2.1 serves the same bio from the same handler: a tenth of them keep the comparison within its time.
    ...entries.filter((_, index) => index % 10 === 0).map(({ source, local }) => path(onV21(`/Players/roster/bio/${source}`), onV21(`/Players/roster/bio/${local}`))),
    ...Array.from({ length: historyPages }, (_, page) => path(`/Players/history?$pageSize=${PAGE}&$pageIndex=${page}`, `/Players/history?$pageSize=${PAGE}&$pageIndex=${page}`)),
    path(onV21(`/Players/history?PageSize=${PAGE}`), onV21(`/Players/history?PageSize=${PAGE}`)),
    ...sports.map(({ source, local }) => path(`/Players/history?SportId=${source}&$pageSize=${PAGE}`, `/Players/history?SportId=${local}&$pageSize=${PAGE}`)),
    ...LETTERS.map((letter) => path(`/Players/history?lastNameStart=${letter}&$pageSize=${PAGE}`, `/Players/history?lastNameStart=${letter}&$pageSize=${PAGE}`)),
    ...people.filter((_, index) => index % 10 === 0).flatMap(({ source, local }) => [path(`/Players/${source}/media`, `/Players/${local}/media`), path(onV21(`/Players/${source}/media`), onV21(`/Players/${local}/media`))]),
    ...['an', 'son', 'ma', 'lee'].map((text) => path(`/Players/search?searchText=${text}`, `/Players/search?searchText=${text}`)),
  ];
};
