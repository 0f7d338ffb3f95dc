import { DEFAULT_PAGINATION } from '../constants';
import { pageIndexFrom, pageParamOf } from '../paging/paging';
import { idFromQuery, listHref } from '../honours/paging';
import type { AwardType } from './award';

export const AWARDS_PATH = '/awards';
/** The awards list's heading when no award type is chosen (spec 2.1: athletes of the week). */
export const ALL_AWARDS_TITLE = 'Athlete Awards';

export interface AwardsListQuery {
  pageIndex: number;
  pageSize: number;
  typeId?: number;
}

/** The list as its URL states it: `?type=` (an award type id) and `?page=`. */
export function awardsListQuery(get: (name: string) => string | null): AwardsListQuery {
  return { pageIndex: pageIndexFrom(get('page')), pageSize: DEFAULT_PAGINATION.count, typeId: idFromQuery(get('type')) };
}

export function awardsListHref(typeId: number | undefined, pageIndex: number): string {
  return listHref(AWARDS_PATH, [
    ['type', typeId],
    ['page', pageParamOf(pageIndex)],
  ]);
}

/** The chosen type's plural title, else the all-awards title (an unknown type id too). */
export function awardsHeading(types: readonly AwardType[], typeId: number | undefined): string {
  const type = typeId === undefined ? undefined : types.find((candidate) => candidate.id === typeId);
  return type ? type.display || type.title : ALL_AWARDS_TITLE;
}

export function awardPath(id: number): string {
  return `${AWARDS_PATH}/${id}`;
}
