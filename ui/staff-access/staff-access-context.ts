import { createContext, useContext } from 'react';
import type { StaffAccessRepository } from '../../core/staff-access/staff-access-repository.port';

/** Staff sign-in and sign-out; the app provides it around the router (a view rendered alone has none). */
export const StaffAccessContext = createContext<StaffAccessRepository | null>(null);

export function useStaffAccess(): StaffAccessRepository | null {
  return useContext(StaffAccessContext);
}
