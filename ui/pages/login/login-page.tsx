import { useLoaderData } from 'react-router-dom';
import type { LoginPageData } from '../../../core/info/info-pages';
import { LOGIN_FIELDS, SIGN_IN_UNAVAILABLE_MESSAGE } from '../../../core/info/login-form';
import { FORM_INCOMPLETE_MESSAGE } from '../../../core/info/simple-form';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';
import { TextField } from '../../info/form-fields';
import form from '../../info/info.module.css';
import { useSimpleForm } from '../../info/use-simple-form';

const FORM_ID = 'login';
const [EMAIL, PASSWORD] = LOGIN_FIELDS as [(typeof LOGIN_FIELDS)[number], (typeof LOGIN_FIELDS)[number]];

/** spec 2.1 login: the staff sign-in form; routes under /hidden and /protected lead here. Sign-in itself comes later. */
export default function LoginPage() {
  const data = useLoaderData() as LoginPageData | undefined;
  const redirectTo = data?.redirectTo ?? null;
  usePageTitle('Staff sign-in');
  const { values, status, message, change, blur, submit } = useSimpleForm(FORM_ID, LOGIN_FIELDS);

  return (
    <>
      <PageHeader title="Staff sign-in" eyebrow="Athletics staff" blurb="Sign in to preview content that is not published yet." />
      {redirectTo && (
        <p className={`${form.notice} ${form.pageNotice}`} role="status">
          The page you asked for is only for signed-in staff. After signing in you will return to <code>{redirectTo}</code>.
        </p>
      )}
      <form className={form.form} noValidate onSubmit={submit} aria-label="Staff sign-in">
        {status === 'incomplete' && (
          <p role="alert" className={`${form.notice} ${form.noticeError}`}>
            {FORM_INCOMPLETE_MESSAGE}
          </p>
        )}
        <TextField
          formId={FORM_ID}
          field={EMAIL}
          type="email"
          autoComplete="username"
          required
          value={String(values[EMAIL.name] ?? '')}
          message={message(EMAIL)}
          onChange={(value) => change(EMAIL.name, value)}
          onBlur={() => blur(EMAIL.name)}
        />
        <TextField
          formId={FORM_ID}
          field={PASSWORD}
          type="password"
          autoComplete="current-password"
          required
          value={String(values[PASSWORD.name] ?? '')}
          message={message(PASSWORD)}
          onChange={(value) => change(PASSWORD.name, value)}
          onBlur={() => blur(PASSWORD.name)}
        />
        <button type="submit" className={`${styles.button} ${form.submit}`} disabled={status === 'sending'}>
          Sign in
        </button>
        {status === 'notSent' && (
          <p role="alert" className={`${form.notice} ${form.noticeError}`}>
            {SIGN_IN_UNAVAILABLE_MESSAGE}
          </p>
        )}
      </form>
    </>
  );
}
