import { EMPTY_SPLASH, splashDraftOf, splashErrors, type SplashNotice } from '../../../core/studio/notices/splash-notice';
import { useShellData } from '../../shell/use-shell-data';
import { useStudio } from '../studio-services';
import { NoticeFormFrame } from './notice-form-frame';
import { CheckField, ChoiceField, MediaField, TextField } from '../shell/studio-field';
import { DateTimeField } from './notice-fields';
import type { NoticeFormArgs } from './notice-screen';
import { useNoticeForm } from './use-notice-form';

const FORM = 'splash';

/** The splash page form: title, text, link, photo, which pages it shows before, its window, shown or hidden. */
export function SplashForm({ item, latest, onDone, onCancel }: NoticeFormArgs<SplashNotice, SplashNotice[]>) {
  const { repository } = useStudio();
  const { sports } = useShellData();
  const form = useNoticeForm({ item, empty: EMPTY_SPLASH, draftOf: splashDraftOf, validate: splashErrors, save: (id, version, draft) => repository.saveSplash(id, version, draft), latest, onDone, noun: 'splash page' });
  const { draft, change, errors } = form;
  return (
    <NoticeFormFrame form={FORM} heading={form.isNew ? 'New splash page' : 'Edit splash page'} saveLabel="Save splash page" onCancel={onCancel} state={{ ...form, mine: form.mine && { title: form.mine.title, text: form.mine.html } }}>
      <TextField form={FORM} name="title" label="Title (required)" value={draft.title} error={errors.title} onChange={(title) => change({ title })} />
      <TextField form={FORM} name="html" label="Text (HTML)" multiline value={draft.html} error={errors.html} hint="Paragraphs, bold, italics and links are kept; anything else is removed." onChange={(html) => change({ html })} />
      <TextField form={FORM} name="link" label="Link" value={draft.link} error={errors.link} hint="https://… or a page of this site, like /tickets." onChange={(link) => change({ link })} />
      <MediaField form={FORM} name="image" noun="Photo" value={draft} errors={errors} onChange={change} />
      <ChoiceField noneAllowed
        form={FORM}
        name="sportId"
        label="Shows before"
        none="The home page"
        value={draft.sportId}
        error={errors.sportId}
        options={sports.map((sport) => ({ value: sport.id, label: `${sport.title} pages` }))}
        onChange={(sportId) => change({ sportId })}
      />
      <DateTimeField form={FORM} name="startDate" label="Start (required)" value={draft.startDate} error={errors.startDate} onChange={(startDate) => change({ startDate })} />
      <DateTimeField form={FORM} name="endDate" label="End" value={draft.endDate} error={errors.endDate} onChange={(endDate) => change({ endDate })} />
      <CheckField form={FORM} name="shown" label="Show on the site" checked={!draft.hidden} onChange={(shown) => change({ hidden: !shown })} />
    </NoticeFormFrame>
  );
}
