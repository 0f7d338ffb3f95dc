import { alertDraftOf, alertErrors, EMPTY_ALERT, type AlertNotice } from '../../../core/studio/notices/notice';
import { useStudio } from '../studio-services';
import { NoticeFormFrame } from './notice-form-frame';
import { CheckField, TextField } from '../shell/studio-field';
import { DateTimeField } from './notice-fields';
import type { NoticeFormArgs } from './notice-screen';
import { useNoticeForm } from './use-notice-form';

const FORM = 'alert';

/** The alert form: text, more detail, link, start and end, on or off. */
export function NoticeForm({ item, latest, onDone, onCancel }: NoticeFormArgs<AlertNotice, AlertNotice[]>) {
  const { repository } = useStudio();
  const form = useNoticeForm({ item, empty: EMPTY_ALERT, draftOf: alertDraftOf, validate: alertErrors, save: (id, version, draft) => repository.saveAlert(id, version, draft), latest, onDone, noun: 'alert' });
  const { draft, change, errors } = form;
  return (
    <NoticeFormFrame form={FORM} heading={form.isNew ? 'New alert' : 'Edit alert'} saveLabel="Save alert" onCancel={onCancel} state={{ ...form, mine: form.mine && { title: form.mine.title, text: form.mine.message } }}>
      <TextField form={FORM} name="title" label="Alert text (required)" value={draft.title} error={errors.title} onChange={(title) => change({ title })} />
      <TextField form={FORM} name="message" label="More detail" value={draft.message} error={errors.message} onChange={(message) => change({ message })} />
      <TextField form={FORM} name="link" label="Link" value={draft.link} error={errors.link} hint="https://… or a page of this site, like /tickets." onChange={(link) => change({ link })} />
      <DateTimeField form={FORM} name="startDate" label="Start" value={draft.startDate} error={errors.startDate} onChange={(startDate) => change({ startDate })} />
      <DateTimeField form={FORM} name="endDate" label="End" value={draft.endDate} error={errors.endDate} onChange={(endDate) => change({ endDate })} />
      <CheckField form={FORM} name="enabled" label="Show on the site" checked={draft.enabled} onChange={(enabled) => change({ enabled })} />
    </NoticeFormFrame>
  );
}
