import { useSearchParams } from 'react-router-dom';
import { Link } from '../../routing/link';
import { SUBSCRIBE_PATH, UNSUBSCRIBE_UNKNOWN_LINK } from '../../../core/info/subscribe-form';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';

/**
 * spec 2.1 unsubscribed: where an unsubscribe link in a newsletter ends (GET /unsubscribe removes the
 * subscription, then comes here). `?link=unknown`: the link named no current subscription.
 */
export default function UnsubscribedPage() {
  const [search] = useSearchParams();
  const unknown = search.get('link') === UNSUBSCRIBE_UNKNOWN_LINK;
  usePageTitle(unknown ? 'Unsubscribe link not found' : 'Unsubscribed');
  return (
    <>
      {unknown ? (
        <PageHeader
          title="This unsubscribe link is not current"
          eyebrow="Newsletter"
          blurb="No subscription uses this link any more: it was probably used already, or the link was cut short when it was copied. If you still receive our newsletter, use the link in the latest email."
        />
      ) : (
        <PageHeader title="You have been unsubscribed" eyebrow="Newsletter" blurb="You will no longer receive our email newsletter. It can take a few days for messages already on their way to stop." />
      )}
      <p>{unknown ? 'To sign up, or to change the sports you hear about, use the sign-up form.' : 'Changed your mind? You can sign up again at any time.'}</p>
      <div className={styles.actions}>
        <Link to={SUBSCRIBE_PATH} className={styles.button}>
          {unknown ? 'Go to the sign-up form' : 'Subscribe again'}
        </Link>
        <Link to="/" className={`${styles.button} ${styles.buttonSecondary}`}>
          Go to the home page
        </Link>
      </div>
    </>
  );
}
