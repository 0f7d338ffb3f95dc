import { EMPTY_PROMOTION, promotionDraftOf, promotionErrors, type PromotionList, type PromotionNotice } from '../../../core/studio/notices/promotion-notice';
import { useStudio } from '../studio-services';
import { NoticeFormFrame } from './notice-form-frame';
import { CheckField, ChoiceField, MediaField, TextField } from '../shell/studio-field';
import { DateTimeField } from './notice-fields';
import type { NoticeFormArgs } from './notice-screen';
import { useNoticeForm } from './use-notice-form';

const FORM = 'promotion';

/** The promotion form: where it shows, title, text, link, photo, order and window. */
export function PromotionForm({ item, list, latest, onDone, onCancel }: NoticeFormArgs<PromotionNotice, PromotionList>) {
  const { repository } = useStudio();
  const form = useNoticeForm({ item, empty: EMPTY_PROMOTION, draftOf: promotionDraftOf, validate: promotionErrors, save: (id, version, draft) => repository.savePromotion(id, version, draft), latest, onDone, noun: 'promotion' });
  const { draft, change, errors } = form;
  return (
    <NoticeFormFrame form={FORM} heading={form.isNew ? 'New promotion' : 'Edit promotion'} saveLabel="Save promotion" onCancel={onCancel} state={{ ...form, mine: form.mine && { title: form.mine.title, text: form.mine.html } }}>
      <ChoiceField noneAllowed
        form={FORM}
        name="locationId"
        label="Where it shows (required)"
        none="Choose a place…"
        value={draft.locationId}
        error={errors.locationId}
        options={list.locations.map((location) => ({ value: location.id, label: location.name }))}
        onChange={(locationId) => change({ locationId })}
      />
      <TextField form={FORM} name="title" label="Title (required)" value={draft.title} error={errors.title} onChange={(title) => change({ title })} />
      <TextField form={FORM} name="html" label="Text (HTML)" multiline value={draft.html} error={errors.html} hint="Paragraphs, bold, italics and links are kept; anything else is removed." onChange={(html) => change({ html })} />
      <TextField form={FORM} name="link" label="Link" value={draft.link} error={errors.link} hint="https://… or a page of this site, like /tickets." onChange={(link) => change({ link })} />
      <TextField form={FORM} name="hoverText" label="Text on hover" value={draft.hoverText} error={errors.hoverText} onChange={(hoverText) => change({ hoverText })} />
      <CheckField form={FORM} name="openInNewWindow" label="Open the link in a new window" checked={draft.openInNewWindow} onChange={(openInNewWindow) => change({ openInNewWindow })} />
      <MediaField form={FORM} name="image" noun="Photo" value={draft} errors={errors} onChange={change} />
      <TextField
        form={FORM}
        name="rank"
        label="Order"
        type="number"
        value={Number.isNaN(draft.rank) ? '' : String(draft.rank)}
        error={errors.rank}
        hint="Promotions in one place show lowest number first."
        onChange={(rank) => change({ rank: rank.trim() === '' ? Number.NaN : Number(rank) })}
      />
      <DateTimeField form={FORM} name="startDate" label="Start" value={draft.startDate} error={errors.startDate} onChange={(startDate) => change({ startDate })} />
      <DateTimeField form={FORM} name="endDate" label="End" value={draft.endDate} error={errors.endDate} onChange={(endDate) => change({ endDate })} />
    </NoticeFormFrame>
  );
}
