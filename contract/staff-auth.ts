import { z } from 'zod';

/** POST /Auth/login body. Only the shape is checked: a wrong email and a wrong password answer alike. */
export const loginRequestWire = z.object({
  email: z.string().max(320),
  password: z.string().max(1_000),
});
export type LoginRequestWire = z.infer<typeof loginRequestWire>;

/** The signed-in staff member (never the password hash or the session id). */
export const staffMemberWire = z.object({
  email: z.string(),
  displayName: z.string(),
  role: z.enum(['editor', 'admin']),
});
export type StaffMemberWire = z.infer<typeof staffMemberWire>;

/**
 * POST /Auth/login and GET /Auth/session: who is signed in, and the token every state-changing
 * request of the session sends in the `x-csrf-token` header. Both null when nobody is.
 */
export const staffSessionWire = z.object({
  staff: staffMemberWire.nullable(),
  csrfToken: z.string().nullable(),
});
export type StaffSessionWire = z.infer<typeof staffSessionWire>;
