import { useParams } from 'react-router-dom';
import { STUDIO_NAV } from '../../../core/studio/studio-nav';
import { usePageTitle } from '../../honours/use-page-title';
import { Link } from '../../routing/link';
import { ActivityList } from './activity-list';

/** /studio/activity, and the sections whose screens come later (staff). */
export default function StudioSectionPage() {
  const { section = '' } = useParams();
  const item = STUDIO_NAV.find((entry) => entry.path === `/studio/${section}`);
  const title = item?.label ?? 'Not found';
  usePageTitle(`${title} · Studio`);
  if (section === 'activity') {
    return (
      <>
        <h1>Activity</h1>
        <ActivityList page={1} />
      </>
    );
  }
  return (
    <>
      <h1>{title}</h1>
      <p>{item ? 'This part of the studio is not built yet.' : 'The studio has no such section.'}</p>
      <p>
        <Link to="/studio">Back to the studio</Link>
      </p>
    </>
  );
}
