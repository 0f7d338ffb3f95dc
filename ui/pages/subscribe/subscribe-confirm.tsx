import { SUBSCRIBE_CONFIRM_PATH, SUBSCRIBE_PATH } from '../../../core/info/subscribe-form';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';
import { Link } from '../../routing/link';
import form from '../../info/info.module.css';

/**
 * Issue 46: the page a confirmation link opens. Its one button is a plain form posted to the server (no script
 * needed), so a mail scanner that opens the link confirms nothing; only a person's click does.
 */
export function SubscribeConfirm({ secret }: { secret: string }) {
  usePageTitle('Confirm your sign-up');
  return (
    <>
      <PageHeader title="Confirm your sign-up" eyebrow="Newsletter" blurb="One more step: confirm that this address is yours and that you want our emails." />
      <form method="post" action={SUBSCRIBE_CONFIRM_PATH} className={form.form}>
        <input type="hidden" name="token" value={secret} />
        <button type="submit" className={`${styles.button} ${form.submit}`}>
          Confirm my sign-up
        </button>
      </form>
    </>
  );
}

/** Where the confirmation form lands: confirmed, or the link was used, replaced or expired. */
export function SubscribeConfirmed({ confirmed }: { confirmed: boolean }) {
  usePageTitle(confirmed ? 'Sign-up confirmed' : 'Confirmation link not current');
  return (
    <>
      {confirmed ? (
        <PageHeader title="You're signed up" eyebrow="Newsletter" blurb="Thank you for confirming. You will hear from us about the sports you chose; every email has a link to unsubscribe." />
      ) : (
        <PageHeader title="This confirmation link is not current" eyebrow="Newsletter" blurb="It was used already, a newer one was sent, or it is more than 48 hours old. Sign up again to get a new link." />
      )}
      <div className={styles.actions}>
        {!confirmed && (
          <Link to={SUBSCRIBE_PATH} className={styles.button}>
            Sign up again
          </Link>
        )}
        <Link to="/" className={`${styles.button} ${confirmed ? '' : styles.buttonSecondary}`}>
          Go to the home page
        </Link>
      </div>
    </>
  );
}
