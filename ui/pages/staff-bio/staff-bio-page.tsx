import { useLoaderData } from 'react-router-dom';
import type { StaffBioPageData } from '../../../core/staff/staff-page-data';
import { StaffBioView } from '../../people/staff-bio-view';

/** coach_bio and support_staff_bio: a coach's or support staff member's bio under their sport. */
export default function StaffBioPage() {
  return <StaffBioView data={useLoaderData() as StaffBioPageData} />;
}
