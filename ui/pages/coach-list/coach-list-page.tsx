import { useLoaderData } from 'react-router-dom';
import type { CoachesPageData } from '../../../core/staff/staff-page-data';
import { CoachListView } from './coach-list-view';
import { CoachingRecordsView } from './coaching-records-view';

/**
 * coach_list and coach_coaching_records: both match '/sports/:sportSlug/coaches/:x' (spec 2.1),
 * so the loader tells them apart ('year' or 'overall' is the records page) and this page shows either.
 */
export default function CoachesPage() {
  const data = useLoaderData() as CoachesPageData;
  return data.kind === 'records' ? <CoachingRecordsView data={data} /> : <CoachListView data={data} />;
}
