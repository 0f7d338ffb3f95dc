import { GAME_KINDS, GAME_LOCATIONS, GAME_STATUSES, type GameDraft, type GameKind, type GameLocation, type GameStatus } from '../../../core/studio/schedule/studio-game';
import { STATUS_LABELS } from '../../../core/studio/schedule/game-rules';
import styles from '../studio.module.css';
import local from './schedule.module.css';
import { OpponentPicker } from './opponent-picker';
import { Field } from '../shell/studio-field';

const LOCATION_LABELS: Record<GameLocation, string> = { home: 'Home', away: 'Away', neutral: 'Neutral site' };
const KIND_LABELS: Record<GameKind, string> = { regular: 'Regular season', exhibition: 'Exhibition', scrimmage: 'Scrimmage', tournament: 'Tournament' };
const FORM = 'game';

type Change = (part: Partial<GameDraft>) => void;
type TextField = 'city' | 'facility' | 'tv' | 'radio' | 'streamUrl' | 'ticketsUrl' | 'eventTitle';

function TextInput({ name, label, draft, errors, onChange, hint, type = 'text' }: { name: TextField; label: string; draft: GameDraft; errors: Record<string, string>; onChange: Change; hint?: string; type?: 'text' | 'url' }) {
  return (
    <Field form={FORM} name={name} label={label} error={errors[name]} hint={hint}>
      {(props) => <input {...props} type={type} inputMode={type === 'url' ? 'url' : undefined} value={draft[name]} onChange={(event) => onChange({ [name]: event.target.value })} />}
    </Field>
  );
}

/** Every field of a game, one column, each with its message (the browser's or the server's). */
export function GameFields({ draft, errors, onChange }: { draft: GameDraft; errors: Record<string, string>; onChange: Change }) {
  const text = { draft, errors, onChange };
  return (
    <>
      <Field form={FORM} name="date" label="Date (required)" error={errors.date}>
        {(props) => <input {...props} type="date" required value={draft.date} onChange={(event) => onChange({ date: event.target.value })} />}
      </Field>
      <Field form={FORM} name="time" label="Time" hint="The school's local time. Leave it empty when the time is TBA." error={errors.time}>
        {(props) => <input {...props} type="time" value={draft.time} onChange={(event) => onChange({ time: event.target.value })} />}
      </Field>
      <OpponentPicker opponentId={draft.opponentId} name={draft.opponentName} error={errors.opponentId} onPick={(opponent) => onChange(opponent ? { opponentId: opponent.id, opponentName: opponent.name } : { opponentId: null, opponentName: '' })} />
      <TextInput name="eventTitle" label="Or the event's name" hint="For a meet or a tournament without one opponent." {...text} />
      <Field form={FORM} name="location" label="Home, away or neutral" error={errors.location}>
        {(props) => (
          <select {...props} value={draft.location} onChange={(event) => onChange({ location: event.target.value as GameLocation })}>
            {GAME_LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {LOCATION_LABELS[location]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextInput name="city" label="Town" hint="Like Boulder, Colo." {...text} />
      <TextInput name="facility" label="Facility" {...text} />
      <div className={styles.field}>
        <label className={local.check}>
          <input type="checkbox" checked={draft.conference} onChange={(event) => onChange({ conference: event.target.checked })} /> Conference game
        </label>
      </div>
      <Field form={FORM} name="kind" label="Kind of game" error={errors.kind}>
        {(props) => (
          <select {...props} value={draft.kind} onChange={(event) => onChange({ kind: event.target.value as GameKind })}>
            {GAME_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field form={FORM} name="status" label="Status" hint="Postponed, Canceled or Suspended show on the schedule in place of a result." error={errors.status}>
        {(props) => (
          <select {...props} value={draft.status} onChange={(event) => onChange({ status: event.target.value as GameStatus })}>
            {GAME_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextInput name="tv" label="TV" {...text} />
      <TextInput name="radio" label="Radio" {...text} />
      <TextInput name="streamUrl" label="Stream link" type="url" hint="An https:// address." {...text} />
      <TextInput name="ticketsUrl" label="Tickets link" type="url" hint="An https:// address." {...text} />
      <Field form={FORM} name="notes" label="Notes" error={errors.notes}>
        {(props) => <textarea {...props} rows={3} value={draft.notes} onChange={(event) => onChange({ notes: event.target.value })} />}
      </Field>
    </>
  );
}
