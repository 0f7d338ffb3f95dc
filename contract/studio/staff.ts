import { z } from 'zod';
import { studioPageWire } from './studio-common';

/** The studio's staff accounts (/api/studio/staff), for administrators only. */

export const STAFF_ROLE_VALUES = ['editor', 'admin'] as const;
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;

export const staffMemberWire = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLE_VALUES),
  createdAt: z.string(),
  /** The signed-in administrator's own account. */
  you: z.boolean(),
  /** 1 on create, +1 on every change; PUT and DELETE send it back in If-Match. */
  version: z.number().int(),
});
export type StaffMemberWire = z.infer<typeof staffMemberWire>;

export const staffPageWire = studioPageWire(staffMemberWire);

const name = z.string({ error: 'Enter their name.' }).trim().min(1, { error: 'Enter their name.' }).max(120, { error: 'Keep the name under 120 characters.' });
const role = z.enum(STAFF_ROLE_VALUES, { error: 'Choose editor or admin.' });
const password = z
  .string({ error: `Enter a password of at least ${STAFF_PASSWORD_MIN} characters.` })
  .min(STAFF_PASSWORD_MIN, { error: `The password needs at least ${STAFF_PASSWORD_MIN} characters.` })
  .max(STAFF_PASSWORD_MAX, { error: `The password may have at most ${STAFF_PASSWORD_MAX} characters.` });

/** `POST /api/studio/staff`. */
export const staffCreateBody = z.object({
  email: z.string({ error: 'Enter an email address.' }).trim().toLowerCase().pipe(z.email({ error: 'Enter a valid email address.' })).pipe(z.string().max(254, { error: 'Enter a shorter email address.' })),
  name,
  role,
  password,
});
export type StaffCreateBody = z.infer<typeof staffCreateBody>;

/** `PUT /api/studio/staff/{id}`: any of name, role, a new password. */
export const staffUpdateBody = z
  .object({ name: name.optional(), role: role.optional(), password: password.optional() })
  .refine((body) => body.name !== undefined || body.role !== undefined || body.password !== undefined, { error: 'Change the name, the role or the password.', path: ['name'] });
export type StaffUpdateBody = z.infer<typeof staffUpdateBody>;
