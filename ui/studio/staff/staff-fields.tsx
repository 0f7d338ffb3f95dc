import { STAFF_PASSWORD_MIN, STAFF_ROLES, type StaffRole } from '../../../core/studio/staff/staff-account';
import { Field } from '../shell/studio-field';

const ROLE_LABELS: Record<StaffRole, string> = { editor: 'Editor (writes content)', admin: 'Administrator (also manages staff)' };
export const roleName = (role: StaffRole) => (role === 'admin' ? 'Administrator' : 'Editor');

export interface StaffFieldValues {
  email?: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** Email (new accounts only), name, role and password, each with the message the browser or the server gave it. */
export function StaffFields({ form, values, errors, onChange, passwordLabel, passwordHint }: { form: string; values: StaffFieldValues; errors: Record<string, string>; onChange: (part: Partial<StaffFieldValues>) => void; passwordLabel: string; passwordHint: string }) {
  return (
    <>
      {values.email !== undefined && (
        <Field form={form} name="email" label="Email address" error={errors.email}>
          {(props) => <input {...props} type="email" autoComplete="off" value={values.email} onChange={(event) => onChange({ email: event.target.value })} />}
        </Field>
      )}
      <Field form={form} name="name" label="Name" error={errors.name}>
        {(props) => <input {...props} autoComplete="off" value={values.name} onChange={(event) => onChange({ name: event.target.value })} />}
      </Field>
      <Field form={form} name="role" label="Role" error={errors.role}>
        {(props) => (
          <select {...props} value={values.role} onChange={(event) => onChange({ role: event.target.value as StaffRole })}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field form={form} name="password" label={passwordLabel} error={errors.password} hint={passwordHint.replace('{min}', String(STAFF_PASSWORD_MIN))}>
        {(props) => <input {...props} type="password" autoComplete="new-password" value={values.password} onChange={(event) => onChange({ password: event.target.value })} />}
      </Field>
    </>
  );
}

/** A write's refusal in words: offline, or the server's message. */
export function refusalText(outcome: { kind: 'offline' } | { kind: 'failed' | 'invalid'; message: string }): string {
  return outcome.kind === 'offline' ? 'Not saved: the studio cannot reach the server.' : outcome.message;
}
