import type { FormEvent } from 'react';
import type { Newsletter } from '../../../core/studio/newsletters/newsletter';
import type { StudioStaff } from '../../../core/studio/studio-types';
import { Field, FieldMessage } from '../shell/studio-field';
import { RichTextEditor } from '../stories/rich-text-editor';
import { ConflictNotice } from '../stories/story-conflict';
import studio from '../studio.module.css';
import { clockTime } from '../use-studio-load';
import styles from './newsletters.module.css';
import { NewsletterPreviewPanel } from './newsletter-preview';
import { NewsletterSendPanel } from './newsletter-send';
import { MyNewsletterPanel } from './my-newsletter-panel';
import { SportsField } from './sports-field';
import { StoryPicker } from './story-picker';
import { useNewsletterForm } from './use-newsletter-form';

function saveLine(form: { saved: Newsletter | null; dirty: boolean; saving: boolean; savedAt: number | null }): string {
  if (form.saving) return 'Saving…';
  if (form.saved === null) return 'Not saved yet';
  if (form.dirty) return 'Changes not saved yet';
  return form.savedAt === null ? 'No changes yet' : `Saved at ${clockTime(form.savedAt)}`;
}

/** The compose screen of a draft or scheduled newsletter: subject, introduction, stories, sports; preview, test, send. */
export function NewsletterEditor({ newsletter, staff, onSaved }: { newsletter: Newsletter | null; staff: StudioStaff; onSaved: (saved: Newsletter) => void }) {
  const form = useNewsletterForm(newsletter, onSaved);
  const { draft, errors } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <>
      <h1>{form.saved === null ? 'New newsletter' : 'Edit newsletter'}</h1>
      <p role="status" className={studio.status}>
        {saveLine(form)}
      </p>
      {form.message && <p role="alert">{form.message}</p>}
      {form.conflict && <ConflictNotice message={form.conflict.message} current={form.conflict.current} note="Nothing was overwritten. Load the latest version to see their changes; what you composed stays beside it." onReload={() => void form.loadLatest()} />}
      {form.mine && <MyNewsletterPanel mine={form.mine} onPutBack={form.putMineBack} onDismiss={form.dismissMine} />}
      <form className={styles.compose} noValidate aria-label="Newsletter" onSubmit={submit} key={form.formKey}>
        <div className={styles.column}>
          <div className={styles.subject}>
            <Field form="newsletter" name="subject" label="Subject (required)" error={errors.subject}>
              {(props) => <input {...props} value={draft.subject} maxLength={150} onChange={(event) => form.change({ subject: event.target.value })} />}
            </Field>
          </div>
          <div className={studio.field}>
            <span id="newsletter-intro-label">Introduction</span>
            <RichTextEditor initialHtml={draft.introHtml} labelId="newsletter-intro-label" describedBy={errors.introHtml ? 'newsletter-introHtml-error' : undefined} onChange={(introHtml) => form.change({ introHtml })} />
            <FieldMessage id="newsletter-introHtml" error={errors.introHtml} />
          </div>
          <StoryPicker storyIds={draft.storyIds} error={errors.storyIds} onChange={(storyIds) => form.change({ storyIds })} />
        </div>
        <div className={styles.column}>
          <SportsField sportIds={draft.sportIds} error={errors.sportIds} onChange={(sportIds) => form.change({ sportIds })} />
          <div className={studio.row}>
            <button type="submit" className={`${studio.button} ${studio.primary}`} aria-disabled={form.saving || undefined}>
              Save
            </button>
          </div>
        </div>
      </form>
      <div className={styles.actions}>
        <NewsletterSendPanel form={form} staff={staff} />
        <NewsletterPreviewPanel saved={form.ensureSaved} />
      </div>
    </>
  );
}
