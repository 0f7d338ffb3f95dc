import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../honours/use-page-title';
import { Link } from '../../routing/link';
import { ActivityLog } from './activity-log';

/** /studio/activity; any other section the studio does not have. */
export default function StudioSectionPage() {
  const { section = '' } = useParams();
  usePageTitle(section === 'activity' ? 'Activity · Studio' : 'Not found · Studio');
  if (section === 'activity') {
    return (
      <>
        <h1>Activity</h1>
        <ActivityLog />
      </>
    );
  }
  return (
    <>
      <h1>Not found</h1>
      <p>The studio has no such section.</p>
      <p>
        <Link to="/studio">Back to the studio</Link>
      </p>
    </>
  );
}
