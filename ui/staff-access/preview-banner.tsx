import { Link } from '../routing/link';
import { LOGIN_PATH } from '../../core/info/login-form';
import { PREVIEW_BANNER_TEXT } from '../../core/staff-access/staff-access';
import styles from './preview-banner.module.css';

/**
 * On every hidden page (spec 2.1 sign-in routes): says the content is not public, and keeps the
 * page out of search engines (the server also sends X-Robots-Tag: noindex).
 */
export function PreviewBanner() {
  return (
    <div className={styles.banner} role="note" aria-label="Staff preview">
      <meta name="robots" content="noindex, nofollow" />
      <strong>{PREVIEW_BANNER_TEXT}</strong>
      <span>Only signed-in staff can see this page.</span>
      <Link to={LOGIN_PATH}>Staff account and sign-out</Link>
    </div>
  );
}
