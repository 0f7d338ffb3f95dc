import { Link } from '../../routing/link';
import { usePageMeta } from '../../routing/page-meta';

/**
 * spec 2.1 sportfile: its loader sends the reader on to the story or document the legacy file
 * names (or 404s), so this only shows if a router renders before the redirect lands.
 */
export default function SportfilePage() {
  usePageMeta({ title: 'This page has moved' });
  return (
    <>
      <h1>This page has moved</h1>
      <p>
        Find it in the <Link to="/archives">news archive</Link>.
      </p>
    </>
  );
}
