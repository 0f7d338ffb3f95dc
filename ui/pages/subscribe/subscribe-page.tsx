import { useMemo } from 'react';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { SubscribePageData } from '../../../core/info/info-pages';
import { FORM_INCOMPLETE_MESSAGE } from '../../../core/info/simple-form';
import { SUBSCRIBE_CONFIRM_PARAM, SUBSCRIBE_CONFIRMED_PARAM, SUBSCRIBE_FIELDS, SUBSCRIBE_NOT_SENT_MESSAGE, subscribeSentMessage } from '../../../core/info/subscribe-form';
import { subscribeValues } from '../../../core/info/subscription';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';
import { FormAlert, TextField } from '../../info/form-fields';
import form from '../../info/info.module.css';
import { useSubscriptions } from '../../info/subscription-context';
import { useSimpleForm, type FormSender } from '../../info/use-simple-form';
import { useShellData } from '../../shell/use-shell-data';
import { SportChoices } from './sport-choices';
import { SubscribeConfirm, SubscribeConfirmed } from './subscribe-confirm';

const FORM_ID = 'subscribe';
type Field = (typeof SUBSCRIBE_FIELDS)[number];
const [EMAIL, SPORTS, FINALS] = SUBSCRIBE_FIELDS as [Field, Field, Field];

/**
 * spec 2.1 subscribe: the sign-up, stored by the API (POST /Subscriptions) once the form's rules pass; issue 46: the
 * address's owner confirms from the link mailed to it (`?confirm=`), and lands back here (`?confirmed=`).
 */
export default function SubscribePage() {
  const [search] = useSearchParams();
  const secret = search.get(SUBSCRIBE_CONFIRM_PARAM);
  const confirmed = search.get(SUBSCRIBE_CONFIRMED_PARAM);
  if (secret) return <SubscribeConfirm secret={secret} />;
  if (confirmed) return <SubscribeConfirmed confirmed={confirmed === 'yes'} />;
  return <SignUpForm />;
}

function SignUpForm() {
  const { sports } = useLoaderData() as SubscribePageData;
  const { setup } = useShellData();
  usePageTitle('Subscribe');
  const subscriptions = useSubscriptions();
  const send = useMemo<FormSender | null>(() => (subscriptions ? (values) => subscriptions.subscribe(subscribeValues(values)) : null), [subscriptions]);
  const { values, status, change, textBinding, submit } = useSimpleForm(FORM_ID, SUBSCRIBE_FIELDS, send);
  const school = setup?.identity.siteName || setup?.identity.schoolName;

  return (
    <>
      <PageHeader title="Subscribe" eyebrow="Newsletter" blurb={`News, scores and ticket offers from ${school ?? 'the athletics department'}, in your inbox.`} />
      <form className={form.form} noValidate onSubmit={submit} aria-labelledby="subscribe-form-title">
        <h2 id="subscribe-form-title" className={styles.sectionTitle}>
          Sign up for email updates
        </h2>
        {status === 'incomplete' && <FormAlert>{FORM_INCOMPLETE_MESSAGE}</FormAlert>}
        <TextField {...textBinding(EMAIL)} type="email" autoComplete="email" required />
        {sports.length > 0 && (
          <SportChoices
            sports={sports}
            news={(values[SPORTS.name] as readonly string[] | undefined) ?? []}
            finals={(values[FINALS.name] as readonly string[] | undefined) ?? []}
            onNews={(value) => change(SPORTS.name, value)}
            onFinals={(value) => change(FINALS.name, value)}
          />
        )}
        <button type="submit" className={`${styles.button} ${form.submit}`} disabled={status === 'sending'}>
          Sign up
        </button>
        {/* Always in the page, so screen readers announce the confirmation when it fills in. */}
        <p role="status" className={status === 'sent' ? form.notice : 'visually-hidden'}>
          {status === 'sent' ? subscribeSentMessage(String(values[EMAIL.name] ?? '')) : ''}
        </p>
        {status === 'notSent' && <FormAlert>{SUBSCRIBE_NOT_SENT_MESSAGE}</FormAlert>}
      </form>
    </>
  );
}
