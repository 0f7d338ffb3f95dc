import { useState } from 'react';
import type { Newsletter } from '../../../core/studio/newsletters/newsletter';
import { recipientsWords } from '../../../core/studio/newsletters/newsletter-rules';
import type { StudioStaff, WriteOutcome } from '../../../core/studio/studio-types';
import { fromLocalInput, toLocalInput } from '../notices/local-time';
import { refusal, FieldMessage } from '../shell/studio-field';
import studio from '../studio.module.css';
import { useStudio } from '../studio-services';
import { studioTime } from '../use-studio-load';
import styles from './newsletters.module.css';
import type { NewsletterForm } from './use-newsletter-form';

const SEND_AT_MESSAGE = 'Choose a time in the future.';

/** Send me a test; for administrators, send now (after saying to how many) or at a time, and unschedule. */
export function NewsletterSendPanel({ form, staff }: { form: NewsletterForm; staff: StudioStaff }) {
  const { newsletters } = useStudio();
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ newsletter: Newsletter; recipients: number } | null>(null);
  const [when, setWhen] = useState(toLocalInput(form.saved?.sendAt ?? null));
  const [whenError, setWhenError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const admin = staff.role === 'admin';
  const scheduled = form.saved?.status === 'scheduled' ? form.saved : null;

  /** Runs one step with the newsletter saved first; false when it could not be saved. */
  async function step(run: (newsletter: Newsletter) => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    setSaid('');
    try {
      const newsletter = await form.ensureSaved();
      if (newsletter) await run(newsletter);
      else setProblem('Not done: the newsletter could not be saved first (see above).');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The studio cannot reach the server. Try again.');
    } finally {
      setBusy(false);
    }
  }

  /** A send's answer: done (the newsletter as it now is), a 412 for the form to show, or why not. */
  function after(outcome: WriteOutcome<Newsletter>, words: (newsletter: Newsletter) => string): boolean {
    if (outcome.kind === 'done') {
      form.adopt(outcome.value);
      setSaid(words(outcome.value));
      return true;
    }
    if (outcome.kind === 'conflict') form.refused(outcome);
    else if (outcome.kind === 'invalid' && outcome.fields.sendAt) setWhenError(outcome.fields.sendAt);
    else setProblem(refusal(outcome));
    return false;
  }

  const test = () =>
    step(async (newsletter) => {
      const outcome = await newsletters.sendTest(newsletter.id);
      if (outcome.kind === 'done') setSaid(`A test is on its way to ${outcome.value.email ?? staff.email}. Without a mail server it is listed under Sent mail.`);
      else setProblem(refusal(outcome));
    });

  const askToSend = () =>
    step(async (newsletter) => {
      const preview = await newsletters.preview(newsletter.id);
      if (preview) setConfirming({ newsletter, recipients: preview.recipients });
    });

  const sendNow = () =>
    step(async (newsletter) => {
      setConfirming(null);
      after(await newsletters.send(newsletter.id, newsletter.version, null), () => `Sent “${newsletter.subject}”.`);
    });

  const schedule = () => {
    const at = fromLocalInput(when);
    setWhenError(at === null ? SEND_AT_MESSAGE : null);
    if (at === null) return;
    return step(async (newsletter) => {
      after(await newsletters.send(newsletter.id, newsletter.version, at), (next) => `Scheduled for ${studioTime(next.sendAt ?? at)}.`);
    });
  };

  const unschedule = (newsletter: Newsletter) =>
    step(async () => {
      after(await newsletters.unschedule(newsletter.id, newsletter.version), () => 'Unscheduled: it is a draft again.');
    });

  const adminOnly = admin ? {} : { disabled: true, 'aria-describedby': 'newsletter-admin-only' };
  return (
    <section aria-labelledby="newsletter-send" className={styles.preview}>
      <h2 id="newsletter-send">Send</h2>
      <p role="status">{said}</p>
      {problem && <p role="alert">{problem}</p>}
      <div className={studio.row}>
        <button type="button" className={studio.button} onClick={() => void test()}>
          Send me a test
        </button>
      </div>
      {!admin && (
        <p id="newsletter-admin-only" className={studio.notice}>
          Only an administrator can send. Save it and ask one to send it.
        </p>
      )}
      {scheduled && (
        <p className={studio.row}>
          <span>Scheduled for {studioTime(scheduled.sendAt)}.</span>
          <button type="button" className={studio.button} {...adminOnly} onClick={() => void unschedule(scheduled)}>
            Unschedule
          </button>
        </p>
      )}
      <div className={studio.row}>
        <button type="button" className={`${studio.button} ${studio.primary}`} {...adminOnly} onClick={() => void askToSend()}>
          Send now
        </button>
      </div>
      {confirming && (
        <div role="group" aria-label="Send it now?" className={studio.notice}>
          <p>
            Send “{confirming.newsletter.subject}” to {recipientsWords(confirming.recipients)} now? It cannot be called back.
          </p>
          <div className={studio.row}>
            <button type="button" className={`${studio.button} ${studio.primary}`} onClick={() => void sendNow()}>
              Yes, send to {recipientsWords(confirming.recipients)}
            </button>
            <button type="button" className={studio.button} onClick={() => setConfirming(null)}>
              Not yet
            </button>
          </div>
        </div>
      )}
      <div className={studio.row}>
        <div className={studio.field}>
          <label htmlFor="newsletter-send-at">Send at (your time)</label>
          <input id="newsletter-send-at" type="datetime-local" className={styles.when} value={when} aria-invalid={whenError ? true : undefined} aria-describedby={whenError ? 'newsletter-send-at-error' : undefined} onChange={(event) => setWhen(event.target.value)} />
        </div>
        <button type="button" className={studio.button} {...adminOnly} onClick={() => void schedule()}>
          {scheduled ? 'Change the time' : 'Schedule'}
        </button>
      </div>
      <FieldMessage id="newsletter-send-at" error={whenError} />
    </section>
  );
}
