import { Form, useLocation, useNavigation } from 'react-router-dom';
import { ACCESS_CODE_FIELD } from '../../../core/staff-access/protected-content';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';
import { FormAlert } from '../../info/form-fields';
import form from '../../info/info.module.css';

/**
 * spec 6 /protected pages (sport files, forms): asks for the page's access code and posts it to the
 * route's action, which keeps it for the tab. `message`: why the last code failed, if it did.
 */
export function AccessCodeForm({ message }: { message: string | null }) {
  usePageTitle('Access code needed');
  const sending = useNavigation().state !== 'idle';
  // A new form after each try, so a refused code is not left in the field.
  const attempt = useLocation().key;
  const inputId = 'protected-access-code';
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeader title="Access code needed" eyebrow="Protected page" blurb="The athletics department shares this page with an access code. Enter the code you were given; it is remembered until you close this browser tab." />
      <Form key={attempt} method="post" className={form.form} aria-label="Access code">
        {message && <FormAlert>{message}</FormAlert>}
        <div className={form.field}>
          <label htmlFor={inputId} className={form.label}>
            Access code
          </label>
          <input id={inputId} className={form.input} name={ACCESS_CODE_FIELD} type="password" autoComplete="off" required maxLength={200} />
        </div>
        <button type="submit" className={`${styles.button} ${form.submit}`} disabled={sending}>
          Open the page
        </button>
      </Form>
    </>
  );
}
