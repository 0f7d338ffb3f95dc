import { Link } from '../../routing/link';
import { useDocumentTitle } from '../../shell/use-document-title';
import styles from './not-found-page.module.css';

// spec 2.1 and 8: unknown paths land here and show 'Page not found'.
const TITLE = 'Page not found';

export default function NotFoundPage() {
  useDocumentTitle(TITLE);
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{TITLE}</h1>
      <p className={styles.text}>The page you were looking for has moved or no longer exists.</p>
      <div className={styles.actions}>
        <Link to="/" className={styles.primary}>
          Go to the home page
        </Link>
        <Link to="/search" className={styles.secondary}>
          Search the site
        </Link>
      </div>
    </div>
  );
}
