import { useState } from 'react';
import { useFetcher, useLoaderData } from 'react-router-dom';
import {
  FORM_CLOSED_TEXT,
  FORM_CLOSED_TITLE,
  FORM_FULL_TITLE,
  FORM_PENDING_TITLE,
  FORM_THANK_YOU,
  FORM_THANK_YOU_TEXT,
  type FormPageData,
  type SubmissionPost,
} from '../../../core/forms/form-page-data';
import type { FormSchema } from '../../../core/forms/form-schema';
import { formFields } from '../../../core/forms/other-answer-fields';
import type { SubmissionResult } from '../../../core/forms/forms-repository.port';
import styles from '../../honours/honours.module.css';
import { PageHeader } from '../../honours/page-header';
import { usePageTitle } from '../../honours/use-page-title';
import forms from '../../forms/forms.module.css';
import { SchemaForm } from '../../forms/schema-form';
import { SubmissionsTable } from '../../forms/submissions-table';
import { usePlatform } from '../../routing/platform-context';
import { AccessCodeForm } from '../protected/access-code-form';
import FormUnavailablePage from '../form-unavailable/form-unavailable-page';

/** spec 2.1 forms, hidden_forms and protected_forms: a school's form, its status pages, or why it cannot show. */
export default function FormPage() {
  const data = useLoaderData() as FormPageData;
  if ('accessCode' in data) return <AccessCodeForm message={data.accessCode.message} />;
  if (data.kind === 'unavailable') return <FormUnavailablePage />;
  const labels = data.parse.ok ? Object.fromEntries(formFields(data.parse.form).map((field) => [field.name, field.label])) : {};
  const submissions = data.submissions && <SubmissionsTable {...data.submissions} labels={labels} />;
  if (!data.parse.ok) {
    return (
      <>
        <ParseFailure title={data.title} errors={data.parse.errors} />
        {submissions}
      </>
    );
  }
  return (
    <>
      <FilledForm form={data.parse.form} availability={data.availability} startDate={data.startDate} preview={data.access === 'preview'} />
      {submissions}
    </>
  );
}

/** spec 8: the parser's messages, in its order ('Form match error: ...' lines, then 'Error parsing the form schema'). */
export function ParseFailure({ title, errors }: { title: string; errors: readonly string[] }) {
  usePageTitle(title || 'Form');
  return (
    <>
      <PageHeader title={title || 'Form'} eyebrow="Forms" />
      <div role="alert" className={`${forms.notice} ${forms.noticeError}`}>
        {errors.map((error) => (
          <p key={error}>{error}</p>
        ))}
      </div>
    </>
  );
}

function formatStart(startDate: string | null): string | null {
  if (!startDate) return null;
  const instant = Date.parse(startDate);
  return Number.isNaN(instant) ? null : new Date(instant).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
}

interface FilledFormProps {
  form: FormSchema;
  availability: Extract<FormPageData, { kind: 'form' }>['availability'];
  startDate: string | null;
  preview: boolean;
}

/** The form and its send, or the page its status calls for (spec 4). The thank-you shows only after the server stored it. */
function FilledForm({ form, availability, startDate, preview }: FilledFormProps) {
  const { clock } = usePlatform();
  const [today] = useState(() => new Date(clock.now()).toISOString().slice(0, 10));
  const fetcher = useFetcher<SubmissionResult>();
  usePageTitle(form.title || 'Form');
  const result = fetcher.data;
  const sending = fetcher.state !== 'idle';

  if (result?.kind === 'stored') {
    return (
      <>
        <PageHeader title={form.title || 'Form'} eyebrow="Forms" />
        <div role="status" className={forms.notice}>
          <h2 className={styles.sectionTitle}>{FORM_THANK_YOU}</h2>
          <p>{FORM_THANK_YOU_TEXT}</p>
        </div>
      </>
    );
  }
  // A send the server turned away because the form shut meanwhile shows the same page as a load would.
  const blocked = result?.kind === 'blocked' ? result.reason : availability === 'active' ? null : availability;
  if (blocked) return <StatusPage title={form.title} status={blocked} startDate={startDate} />;

  const send = (post: SubmissionPost) => fetcher.submit(post as unknown as Parameters<typeof fetcher.submit>[0], { method: 'post', encType: 'application/json' });
  return (
    <>
      <PageHeader title={form.title || 'Form'} eyebrow="Forms" blurb={form.description || null} />
      <SchemaForm form={form} today={today} sending={sending} result={result} onSend={send} sendOff={preview ? 'This is a preview: submitting is turned off.' : undefined} />
    </>
  );
}

/** spec 4: a form that takes no submissions now: a page that says so, not an error. */
function StatusPage({ title, status, startDate }: { title: string; status: 'pending' | 'closed' | 'full'; startDate: string | null }) {
  const opens = formatStart(startDate);
  const heading = status === 'pending' ? FORM_PENDING_TITLE : status === 'closed' ? FORM_CLOSED_TITLE : FORM_FULL_TITLE;
  const blurb = status === 'pending' ? (opens ? `It opens on ${opens}.` : 'Please check back later.') : status === 'closed' ? FORM_CLOSED_TEXT : 'It no longer takes new submissions.';
  usePageTitle(title || heading);
  return (
    <>
      <PageHeader title={heading} eyebrow={title || 'Forms'} blurb={blurb} />
    </>
  );
}
