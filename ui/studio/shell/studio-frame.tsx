import type { ReactNode } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { currentNavItem, studioNavFor } from '../../../core/studio/studio-nav';
import { Link } from '../../routing/link';
import styles from '../studio.module.css';
import { useStudioKeys } from './use-studio-keys';
import { StudioServicesContext, type StudioPageData, type StudioServices } from '../studio-services';

/** The studio around each of its screens: who is signed in, the studio's navigation, the screen. */
export function StudioFrame({ services, children }: { services: StudioServices; children: ReactNode }) {
  const data = useLoaderData() as StudioPageData | null;
  const { pathname } = useLocation();
  const staff = data?.staff;
  const current = currentNavItem(pathname);
  useStudioKeys();
  return (
    <StudioServicesContext.Provider value={services}>
      {/* The studio is for staff, not for search engines. */}
      <meta name="robots" content="noindex, nofollow" />
      <div className={styles.studio}>
        <div className={styles.bar}>
          <Link to="/studio" className={styles.brand}>
            Studio
          </Link>
          {staff && (
            <span>
              Signed in as {staff.displayName} ({staff.role === 'admin' ? 'administrator' : 'editor'})
            </span>
          )}
          <Link to="/">View the site</Link>
        </div>
        {staff && (
          <nav className={styles.nav} aria-label="Studio">
            <ul>
              {studioNavFor(staff).map((item) => (
                <li key={item.path}>
                  <Link to={item.path} aria-current={current?.path === item.path ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.content} data-studio-content>
          {children}
        </div>
      </div>
    </StudioServicesContext.Provider>
  );
}
