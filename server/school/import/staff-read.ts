import type { PageEnvelope } from '../../../contract/paging';
import type { SportWire } from '../../../contract/sports';
import type { CoachingHistoryWire, StaffCategoryWire, StaffMemberWire } from '../../../contract/staff';
import type { OriginClient } from './origin-client';
import type { OriginRoster } from './rosters-import';

/** The staff directory as the origin serves it, plus the people it no longer lists. */
export interface OriginStaff {
  /** GET /Staff/filters/categories: the departments with active staff, in directory order. */
  categories: StaffCategoryWire[];
  /** Everyone, the directory's active staff first in directory order, then former staff read one by one. */
  members: StaffMemberWire[];
  /** GET /Staff/coaches/history/overall/{sportId} by the sport's origin id. */
  histories: Map<number, CoachingHistoryWire>;
}

// The origin's largest page: the whole directory comes in a request or two.
const PAGE = 100;

async function readDirectory(origin: OriginClient): Promise<StaffMemberWire[]> {
  const out: StaffMemberWire[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await origin.json<PageEnvelope<StaffMemberWire>>(`/Staff?$pageSize=${PAGE}&$pageIndex=${page}`);
    out.push(...(answer?.items ?? []));
    if (!answer || page + 1 >= answer.pages) return out;
  }
}

/**
 * Reads the directory (active staff), the departments, and each sport's coaching history. Former staff are in no
 * list: they are found on the rosters' coaches and support (already read with the rosters) and in the histories,
 * and only they are read one by one (GET /Staff/{staffId}).
 */
export async function readStaff(origin: OriginClient, sportList: readonly SportWire[], rosterList: readonly OriginRoster[]): Promise<OriginStaff> {
  const [categories, directory, histories] = await Promise.all([
    origin.json<StaffCategoryWire[]>('/Staff/filters/categories'),
    readDirectory(origin),
    Promise.all(sportList.map(async (sport) => [sport.id, await origin.json<CoachingHistoryWire>(`/Staff/coaches/history/overall/${sport.id}`)] as const)),
  ]);
  const known = new Set(directory.map((member) => member.id));
  const former = new Set<number>();
  const note = (id: number | null | undefined) => {
    if (typeof id === 'number' && !known.has(id)) former.add(id);
  };
  for (const { wire } of rosterList) for (const role of [...(wire.coaches ?? []), ...(wire.support ?? [])]) note(role.staffId);
  const historyMap = new Map<number, CoachingHistoryWire>();
  for (const [sportId, history] of histories) {
    if (!history) continue;
    historyMap.set(sportId, history);
    for (const line of history.yearly) note(line.staffId);
  }
  const formerMembers = await Promise.all([...former].sort((a, b) => a - b).map((id) => origin.json<StaffMemberWire>(`/Staff/${id}`)));
  return { categories: categories ?? [], members: [...directory, ...formerMembers.filter((member): member is StaffMemberWire => member !== null)], histories: historyMap };
}
