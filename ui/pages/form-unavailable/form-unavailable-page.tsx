import { Link } from '../../routing/link';
import { FORM_NOT_AVAILABLE_TEXT, FORM_NOT_AVAILABLE_TITLE } from '../../../core/info/form-page';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';
import { useShellData } from '../../shell/use-shell-data';

/** spec 2.1 forms and spec 8: a form that does not exist or could not be loaded says it is not available. */
export default function FormUnavailablePage() {
  const { setup } = useShellData();
  usePageTitle(FORM_NOT_AVAILABLE_TITLE);
  const email = setup?.identity.supportEmail;
  return (
    <>
      <PageHeader title={FORM_NOT_AVAILABLE_TITLE} eyebrow="Forms" blurb={FORM_NOT_AVAILABLE_TEXT} />
      <div className={styles.actions}>
        <Link to="/" className={styles.button}>
          Go to the home page
        </Link>
        {email && (
          <a href={`mailto:${email}`} className={`${styles.button} ${styles.buttonSecondary}`}>
            Email the athletics department
          </a>
        )}
      </div>
    </>
  );
}
