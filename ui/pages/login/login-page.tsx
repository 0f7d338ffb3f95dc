import { useMemo, useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { Link } from '../../routing/link';
import type { LoginPageData } from '../../../core/info/info-pages';
import { LOGIN_FIELDS } from '../../../core/info/login-form';
import { FORM_INCOMPLETE_MESSAGE } from '../../../core/info/simple-form';
import { SIGN_IN_FAILED_MESSAGE, type StaffMember } from '../../../core/staff-access/staff-access';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';
import { FormAlert, TextField } from '../../info/form-fields';
import form from '../../info/info.module.css';
import { useSimpleForm, type FormSender } from '../../info/use-simple-form';
import { useStaffAccess } from '../../staff-access/staff-access-context';

const FORM_ID = 'login';
const [EMAIL, PASSWORD] = LOGIN_FIELDS as [(typeof LOGIN_FIELDS)[number], (typeof LOGIN_FIELDS)[number]];

/** spec 2.1 login: the staff sign-in form; routes under /hidden lead here and sign-in returns there. */
export default function LoginPage() {
  const data = useLoaderData() as LoginPageData | undefined;
  const redirectTo = data?.redirectTo ?? null;
  usePageTitle('Staff sign-in');
  return (
    <>
      <PageHeader title="Staff sign-in" eyebrow="Athletics staff" blurb="Sign in to preview content that is not published yet." />
      {data?.staff ? <SignedIn staff={data.staff} redirectTo={redirectTo} /> : <SignInForm redirectTo={redirectTo} />}
    </>
  );
}

function SignInForm({ redirectTo }: { redirectTo: string | null }) {
  const access = useStaffAccess();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMemo<FormSender | null>(
    () =>
      access
        ? async (values) => {
            setRefusal(null);
            const outcome = await access.signIn(String(values[EMAIL.name] ?? ''), String(values[PASSWORD.name] ?? ''));
            if (outcome.kind === 'refused') {
              setRefusal(outcome.message);
              throw new Error(outcome.message);
            }
            if (redirectTo) await navigate(redirectTo, { replace: true });
            else await revalidator.revalidate();
          }
        : null,
    [access, navigate, redirectTo, revalidator],
  );
  const { status, textBinding, submit } = useSimpleForm(FORM_ID, LOGIN_FIELDS, send);

  return (
    <>
      {redirectTo && (
        <p className={`${form.notice} ${form.pageNotice}`} role="status">
          The page you asked for is only for signed-in staff. After signing in you will return to <code>{redirectTo}</code>.
        </p>
      )}
      <form className={form.form} noValidate onSubmit={submit} aria-label="Staff sign-in">
        {status === 'incomplete' && <FormAlert>{FORM_INCOMPLETE_MESSAGE}</FormAlert>}
        <TextField {...textBinding(EMAIL)} type="email" autoComplete="username" required />
        <TextField {...textBinding(PASSWORD)} type="password" autoComplete="current-password" required />
        <button type="submit" className={`${styles.button} ${form.submit}`} disabled={status === 'sending'}>
          Sign in
        </button>
        {status === 'notSent' && <FormAlert>{refusal ?? SIGN_IN_FAILED_MESSAGE}</FormAlert>}
      </form>
    </>
  );
}

function SignedIn({ staff, redirectTo }: { staff: StaffMember; redirectTo: string | null }) {
  const access = useStaffAccess();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const signOut = async (everywhere: boolean) => {
    setBusy(true);
    try {
      await access?.signOut(everywhere);
    } finally {
      setBusy(false);
      await revalidator.revalidate();
    }
  };
  return (
    <section className={form.form} aria-label="Signed in">
      <p role="status" className={`${form.notice} ${form.pageNotice}`}>
        Signed in as <strong>{staff.displayName}</strong> ({staff.email}).
      </p>
      {redirectTo && (
        <p>
          <Link to={redirectTo}>Continue to {redirectTo}</Link>
        </p>
      )}
      <button type="button" className={`${styles.button} ${form.submit}`} disabled={busy} onClick={() => void signOut(false)}>
        Sign out
      </button>{' '}
      <button type="button" className={`${styles.button} ${form.submit}`} disabled={busy} onClick={() => void signOut(true)}>
        Sign out on every device
      </button>
    </section>
  );
}
