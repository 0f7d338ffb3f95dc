import { coachDraftErrors, coachDraftOf, emptyCoach, type CoachDraft } from '../../../core/studio/rosters/coach-draft';
import { fullName, type Coach, type Department } from '../../../core/studio/rosters/roster';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { BioInput } from './bio-input';
import { CheckField, ChoiceField, MediaField, TextField } from '../shell/studio-field';
import { FormButtons } from '../shell/form-buttons';
import { FormProblems } from './roster-fields';
import { useRosterForm } from './use-roster-form';

const FORM = 'coach';
const FIELDS = ['firstName', 'lastName', 'title', 'departmentId', 'email', 'phone', 'bio', 'headshotId', 'headshotAlt', 'kind', 'headCoach'] as const;
const KIND_OPTIONS = [
  { value: 'coach' as const, label: 'Coach' },
  { value: 'support' as const, label: 'Support staff' },
];

interface CoachFormProps {
  rosterId: number;
  /** The roster's sport: its department comes first. */
  sportId: number;
  coach: Coach | null;
  departments: Department[];
  onDone: (text: string) => void;
  onCancel: () => void;
  onReload: () => void;
}

/** Adds a coach or support staff member to the directory and this roster, or changes one (If-Match). */
export function CoachForm({ rosterId, sportId, coach, departments, onDone, onCancel, onReload }: CoachFormProps) {
  const { rosters } = useStudio();
  const ordered = [...departments].sort((a, b) => Number(b.sportId === sportId) - Number(a.sportId === sportId) || a.title.localeCompare(b.title));
  const form = useRosterForm<CoachDraft, Coach>({
    initial: coach ? coachDraftOf(coach, rosterId) : emptyCoach(ordered[0]?.id ?? null),
    validate: coachDraftErrors,
    save: (draft) => rosters.saveCoach(coach?.id ?? null, coach?.version ?? null, draft, rosterId),
    onDone: (saved) => onDone(`${coach ? 'Saved' : 'Added'} ${fullName(saved)}.`),
    onReload,
    fields: FIELDS,
  });
  const { draft, change, errors } = form;
  return (
    <form className={`${styles.form} ${styles.formGrid}`} noValidate aria-labelledby="coach-form-title" onSubmit={(event) => void form.submit(event)}>
      <h2 id="coach-form-title">{coach ? `Change ${fullName(coach)}` : 'Add a coach or staff member'}</h2>
      <FormProblems message={form.message} conflict={form.conflict} onLoadLatest={form.loadLatest} />
      <TextField form={FORM} name="firstName" label="First name (required)" error={errors.firstName} value={draft.firstName} onChange={(firstName) => change({ firstName })} />
      <TextField form={FORM} name="lastName" label="Last name (required)" error={errors.lastName} value={draft.lastName} onChange={(lastName) => change({ lastName })} />
      <TextField form={FORM} name="title" label="Title (required)" hint="Like Head Coach or Athletic Trainer." error={errors.title} value={draft.title} onChange={(title) => change({ title })} />
      <ChoiceField form={FORM} name="kind" label="On this roster as" error={errors.kind} value={draft.kind} options={KIND_OPTIONS} onChange={(kind) => change({ kind })} />
      {draft.kind === 'coach' && <CheckField form={FORM} name="headCoach" label="Head coach" checked={draft.headCoach} onChange={(headCoach) => change({ headCoach })} />}
      <ChoiceField form={FORM} name="departmentId" label="Department in the staff directory" none="Choose a department" error={errors.departmentId} value={draft.departmentId} options={ordered.map((department) => ({ value: department.id, label: department.title }))} onChange={(departmentId) => change({ departmentId })} />
      <TextField form={FORM} name="email" label="Email" type="email" inputMode="email" error={errors.email} value={draft.email} onChange={(email) => change({ email })} />
      <TextField form={FORM} name="phone" label="Phone" type="tel" inputMode="tel" error={errors.phone} value={draft.phone} onChange={(phone) => change({ phone })} />
      <MediaField form={FORM} name="headshot" noun="Headshot" value={draft} errors={errors} onChange={change} />
      <BioInput form={FORM} value={draft.bio} error={errors.bio} onChange={(bio) => change({ bio })} />
      <FormButtons saveLabel={coach ? 'Save the staff member' : 'Add the staff member'} busy={form.busy} onCancel={onCancel} />
    </form>
  );
}
