import { z } from 'zod';

/** A list longer than any school's sports is not a sign-up. */
const MAX_SPORTS = 200;

/**
 * POST /Subscriptions body: the sign-up form's fields by name (core/info/subscribe-form.ts). Only the
 * shape is checked here; the values are checked with the form's own rules (core/info/subscription.ts).
 */
export const subscriptionRequestWire = z.object({
  email: z.string().max(1_000).optional().default(''),
  sports: z
    .array(z.union([z.string().max(20), z.number().int().transform(String)]))
    .max(MAX_SPORTS)
    .optional()
    .default([]),
  /** Issue 46: the sports whose final scores to mail; absent: those of `sports`. */
  finals: z
    .array(z.union([z.string().max(20), z.number().int().transform(String)]))
    .max(MAX_SPORTS)
    .optional(),
});
export type SubscriptionRequestWire = z.input<typeof subscriptionRequestWire>;

/**
 * POST /Subscriptions answer: the same whether the address was new, pending or confirmed (no one learns who is
 * signed up). Issue 46: nothing is mailed until the address's owner opens the confirmation link it was sent.
 */
export const subscriptionResultWire = z.object({
  subscribed: z.literal(true),
  confirmationRequired: z.literal(true),
  email: z.string(),
  sportIds: z.array(z.number().int()),
  finalSportIds: z.array(z.number().int()),
});
export type SubscriptionResultWire = z.infer<typeof subscriptionResultWire>;

/** A 400 of POST /Subscriptions: the form-level message and each failing field's messages. */
export const subscriptionErrorWire = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type SubscriptionErrorWire = z.infer<typeof subscriptionErrorWire>;
