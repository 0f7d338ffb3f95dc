import type { ComparedFamily } from './family';

/** The staff directory, support staff, coaching seasons and head coaches' records. */
export const staffAnswers: ComparedFamily = async (pairs) => {
  const sports = await pairs('sports');
  const staff = await pairs('staff');
  return [
    ['/Staff?$pageSize=100', '/Staff?$pageSize=100'],
    ['/Staff?$pageSize=100&$pageIndex=1', '/Staff?$pageSize=100&$pageIndex=1'],
    ['/Staff/supportStaff?$pageSize=100', '/Staff/supportStaff?$pageSize=100'],
    ['/Staff/filters/categories', '/Staff/filters/categories'],
    ['/Staff/coaches/filters/seasons', '/Staff/coaches/filters/seasons'],
    ...staff.map(({ source, local }): [string, string] => [`/Staff/${source}`, `/Staff/${local}`]),
    ...sports.flatMap(({ source, local }): [string, string][] => [
      [`/Staff/supportStaff?sportId=${source}&$pageSize=100`, `/Staff/supportStaff?sportId=${local}&$pageSize=100`],
      [`/Staff/coaches/filters/seasons?sportId=${source}`, `/Staff/coaches/filters/seasons?sportId=${local}`],
      [`/Staff/coaches/history/overall/${source}`, `/Staff/coaches/history/overall/${local}`],
    ]),
  ];
};
