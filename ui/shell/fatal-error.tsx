import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import '../styles/global.css';
import { errorText } from './error-text';
import { useInsideShell } from './shell-presence';
import { themeStyle } from './theme-style';
import { useDocumentTitle } from './use-document-title';
import { useShellData } from './use-shell-data';
import styles from './fatal-error.module.css';

const FALLBACK_SUPPORT_EMAIL = 'support@example.edu';

/**
 * spec 2.4: the fatal error screen. As the root errorElement it fills the window; as a page's
 * errorElement it sits inside the shell's main, so it must not add a second main landmark.
 */
export function FatalError() {
  const insideShell = useInsideShell();
  const error = useRouteError();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { setup } = useShellData();
  const email = setup?.identity.supportEmail || FALLBACK_SUPPORT_EMAIL;
  // spec 2.4: the error text is for developers, shown only with ?sidearmDev.
  const showDetail = new URLSearchParams(search).has('sidearmDev');
  useDocumentTitle('Something went wrong');
  const Card = insideShell ? 'div' : 'main';

  return (
    <div className={insideShell ? styles.inline : styles.screen} style={insideShell ? undefined : themeStyle(setup?.identity.theme)}>
      <Card className={styles.card}>
        <p className={styles.mark} aria-hidden="true">
          !
        </p>
        <h1 className={styles.title}>Something went wrong</h1>
        <p className={styles.text}>
          We could not show this page. If the problem persists, contact{' '}
          <a href={`mailto:${email}`} className={styles.email}>
            {email}
          </a>
          .
        </p>
        {/* Navigating clears the router's error state and renders the home page again. */}
        <button type="button" className={styles.button} onClick={() => void navigate('/', { replace: true })}>
          Home Page
        </button>
        {showDetail && (
          <pre className={styles.detail} aria-label="Error details">
            {errorText(error)}
          </pre>
        )}
      </Card>
    </div>
  );
}
