import { coachingHistoryWire, staffCategoriesWire, staffMemberWire, staffPageWire } from '../../contract/staff';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { EMPTY_COACHING_RECORDS, type CoachingRecords } from '../../core/staff/coaching-records';
import type { StaffDepartment, StaffMember } from '../../core/staff/staff-member';
import type { StaffRepository } from '../../core/staff/staff-repository.port';
import { getParsedOr } from './get-parsed';
import { toCoachingRecords, toStaffDepartment, toStaffMember } from './staff-mapper';

// The API pages the directory; a page holds at most 100 (server MAX_PAGE_SIZE), and a directory is a few hundred people.
const PAGE_SIZE = 100;
const MAX_PAGES = 20;

export class ApiStaffRepository implements StaffRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  directory(): Promise<StaffMember[]> {
    return this.allPages({});
  }

  department(departmentId: number): Promise<StaffMember[]> {
    return this.allPages({ categoryId: departmentId });
  }

  async departments(): Promise<StaffDepartment[]> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/Staff/filters/categories' }, staffCategoriesWire, []);
    return wire.map(toStaffDepartment);
  }

  async member(staffId: number): Promise<StaffMember | undefined> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/Staff/${staffId}` }, staffMemberWire, undefined);
    return wire ? toStaffMember(wire) : undefined;
  }

  async coachingRecords(sportId: number): Promise<CoachingRecords> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/Staff/coaches/history/overall/${sportId}` }, coachingHistoryWire, undefined);
    return wire ? toCoachingRecords(wire) : EMPTY_COACHING_RECORDS;
  }

  /** Every page of GET /Staff; a failed page ends the list with what was read (spec 8: degrade). */
  private async allPages(filter: { categoryId?: number }): Promise<StaffMember[]> {
    const members: StaffMember[] = [];
    for (let pageIndex = 0; pageIndex < MAX_PAGES; pageIndex += 1) {
      const request = { path: '/Staff', query: { categoryId: filter.categoryId, $pageIndex: pageIndex, $pageSize: PAGE_SIZE } };
      const page = await getParsedOr(this.http, this.logger, request, staffPageWire, undefined);
      if (!page) break;
      members.push(...page.items.map(toStaffMember));
      if (pageIndex + 1 >= page.pages || page.items.length === 0) break;
    }
    return members;
  }
}
