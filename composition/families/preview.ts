import { HIDDEN_ROUTE_NAMES, PROTECTED_ROUTE_NAMES } from '../../core/staff-access/staff-routes';
import { ProtectedContentRepositoryToken, StaffAccessRepositoryToken } from '../../core/staff-access/staff-access.tokens';
import { lazyPages } from '../lazy-pages';
import type { PageFamily } from '../page-family';

/** The staff side: who is signed in (the sign-in page and every hidden page ask), hidden previews and protected pages. */
export const previewFamily: PageFamily = {
  bind(repository) {
    repository(StaffAccessRepositoryToken, () => import('../../adapters/api/api-staff-access-repository').then((m) => m.ApiStaffAccessRepository));
    repository(ProtectedContentRepositoryToken, () => import('../../adapters/api/api-protected-content-repository').then((m) => m.ApiProtectedContentRepository));
  },
  pages: (context) => lazyPages([...HIDDEN_ROUTE_NAMES, ...PROTECTED_ROUTE_NAMES], () => import('./preview-pages').then((m) => m.previewPages(context)), ['protected_sportfile', 'protected_forms']),
};
