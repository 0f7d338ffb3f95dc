import { Link } from 'react-router-dom';
import { SUBSCRIBE_PATH } from '../../../core/info/subscribe-form';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';

/** spec 2.1 unsubscribed: where an unsubscribe link in a newsletter ends. */
export default function UnsubscribedPage() {
  usePageTitle('Unsubscribed');
  return (
    <>
      <PageHeader title="You have been unsubscribed" eyebrow="Newsletter" blurb="You will no longer receive our email newsletter. It can take a few days for messages already on their way to stop." />
      <p>Changed your mind? You can sign up again at any time.</p>
      <div className={styles.actions}>
        <Link to={SUBSCRIBE_PATH} className={styles.button}>
          Subscribe again
        </Link>
        <Link to="/" className={`${styles.button} ${styles.buttonSecondary}`}>
          Go to the home page
        </Link>
      </div>
    </>
  );
}
