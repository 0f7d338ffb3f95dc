import { EMPTY_PLAYER, playerDraftErrors, playerDraftOf, type PlayerDraft } from '../../../core/studio/rosters/player-draft';
import { CLASS_YEARS, fullName, type RosterPlayer } from '../../../core/studio/rosters/roster';
import styles from '../studio.module.css';
import { useStudio } from '../studio-services';
import { BioInput } from './bio-input';
import { CheckField, ChoiceField, MediaField, TextField } from '../shell/studio-field';
import { FormButtons } from '../shell/form-buttons';
import { FormProblems } from './roster-fields';
import { useRosterForm } from './use-roster-form';

const FORM = 'player';
const FIELDS = [...Object.keys(EMPTY_PLAYER), 'bio'] as const;
const CLASS_OPTIONS = CLASS_YEARS.map((year) => ({ value: year as string, label: year }));

/** Adds a player to the roster, or changes one at the version the roster showed (If-Match). */
export function PlayerForm({ rosterId, player, onDone, onCancel, onReload }: { rosterId: number; player: RosterPlayer | null; onDone: (text: string) => void; onCancel: () => void; onReload: () => void }) {
  const { rosters } = useStudio();
  const form = useRosterForm<PlayerDraft, RosterPlayer>({
    initial: player ? playerDraftOf(player) : EMPTY_PLAYER,
    validate: playerDraftErrors,
    save: (draft) => (player ? rosters.changePlayer(player.id, player.version, draft) : rosters.addPlayer(rosterId, draft)),
    onDone: (saved) => onDone(`${player ? 'Saved' : 'Added'} ${saved.jersey ? `#${saved.jersey} ` : ''}${fullName(saved)}.`),
    onReload,
    fields: FIELDS,
  });
  const { draft, change, errors } = form;
  const text = (name: keyof PlayerDraft & string, label: string, extra: { hint?: string; inputMode?: 'numeric' } = {}) => (
    <TextField form={FORM} name={name} label={label} error={errors[name]} value={draft[name] as string} onChange={(value) => change({ [name]: value })} {...extra} />
  );

  return (
    <form className={`${styles.form} ${styles.formGrid}`} noValidate aria-labelledby="player-form-title" onSubmit={(event) => void form.submit(event)}>
      <h2 id="player-form-title">{player ? `Change ${fullName(player)}` : 'Add a player'}</h2>
      <FormProblems message={form.message} conflict={form.conflict} onLoadLatest={form.loadLatest} />
      {text('firstName', 'First name (required)')}
      {text('lastName', 'Last name (required)')}
      {text('jersey', 'Jersey number', { hint: 'Like 7 or 00; leave empty for none.', inputMode: 'numeric' })}
      {text('position', 'Position')}
      <ChoiceField form={FORM} name="classYear" label="Class year" error={errors.classYear} value={draft.classYear} options={CLASS_OPTIONS} onChange={(classYear) => change({ classYear })} />
      {text('height', 'Height', { hint: 'Feet-inches, like 6-2.' })}
      {text('weight', 'Weight (pounds)', { inputMode: 'numeric' })}
      {text('hometown', 'Hometown (required)')}
      {text('homeState', 'State or country', { hint: 'Like Colo. or Ontario.' })}
      {text('highSchool', 'High school')}
      {text('previousSchool', 'Previous school')}
      <MediaField form={FORM} name="headshot" noun="Headshot" value={draft} errors={errors} onChange={change} />
      <BioInput form={FORM} value={draft.bio} error={errors.bio} onChange={(bio) => change({ bio })} />
      <CheckField form={FORM} name="captain" label="Captain" checked={draft.captain} onChange={(captain) => change({ captain })} />
      <FormButtons saveLabel={player ? 'Save the player' : 'Add the player'} busy={form.busy} onCancel={onCancel} />
    </form>
  );
}
