import { useCallback, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { Link } from '../../routing/link';
import type { SplashPageData } from '../../../core/splash/splash-content';
import { usePageMeta } from '../../routing/page-meta';
import SplashOverlay from '../../splash/splash-overlay';
import styles from './splash-page.module.css';

/**
 * spec 2.1 splash (/splash/{splashId}, full screen): the splash it names, always shown on its own
 * path (spec 4); the loader has sent a splash that is not running to /.
 */
export default function SplashPage() {
  const { content } = useLoaderData() as SplashPageData;
  const [closed, setClosed] = useState(false);
  const onClosed = useCallback(() => setClosed(true), []);
  usePageMeta({ title: content.title });

  // 'Skip Permanently' closes the splash without leaving its route: leave a way home.
  if (closed) {
    return (
      <div className={styles.closed}>
        <h1 className={styles.title}>{content.title}</h1>
        <Link to="/" className={styles.home}>
          Go to the home page
        </Link>
      </div>
    );
  }
  return <SplashOverlay key={content.id} content={content} onSplashRoute headingLevel={1} onClosed={onClosed} />;
}
