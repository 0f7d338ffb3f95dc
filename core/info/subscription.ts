import type { FormValues } from '../forms/form-schema';
import { fieldErrors } from './simple-form';
import { SUBSCRIBE_FIELDS } from './subscribe-form';

/** A sign-up as it is sent (the form's fields, by name): the address and the chosen sport ids as text. */
export interface SubscribeValues {
  email: string;
  /** The sports whose news the fan wants (none: all news); their finals too unless `finals` says which. */
  sports: string[];
  /** Issue 46: the sports whose final scores the fan wants by mail; absent: those of `sports`. */
  finals?: string[];
}

/** A sign-up as it is kept: one per address and school, so the address is compared trimmed and in lower case. */
export interface SubscriptionChoice {
  email: string;
  /** News of these sports (the newsletter); empty: all news. */
  sportIds: number[];
  /** Final scores of these sports. */
  finalSportIds: number[];
}

/** The failed rules of each field of a sign-up; only fields with a failure are listed. today: ISO YYYY-MM-DD. */
export type SubscribeErrors = Record<string, string[]>;

/** The sign-up form's values in their sent shape. */
export function subscribeValues(values: FormValues): SubscribeValues {
  const { sports, finals } = values;
  return { email: typeof values.email === 'string' ? values.email : '', sports: Array.isArray(sports) ? [...sports] : [], finals: Array.isArray(finals) ? [...finals] : [] };
}

/** Mail systems treat an address's case as insignificant in practice: one subscription per address. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * spec 5: a sign-up checked with the form's own rules (the server runs this very function), then
 * its sports against the school's: each must be the id of one of them.
 */
export function subscribeErrors(values: SubscribeValues, knownSportIds: readonly number[], today: string): SubscribeErrors {
  const formValues: FormValues = { email: values.email, sports: values.sports };
  const errors = Object.fromEntries(Object.entries(fieldErrors(SUBSCRIBE_FIELDS, formValues, today)).filter(([, messages]) => messages.length > 0));
  const known = new Set(knownSportIds);
  const unknownOf = (list: readonly string[]) => list.filter((sport) => !/^\d{1,9}$/.test(sport) || !known.has(Number(sport)));
  for (const [field, list] of [['sports', values.sports], ['finals', values.finals ?? []]] as const) {
    const unknown = unknownOf(list);
    if (unknown.length > 0) errors[field] = [`Sports must be chosen from the list; not one of this school's sports: ${unknown.slice(0, 5).join(', ')}.`];
  }
  return errors;
}

/** The stored form of a valid sign-up: normalised address, distinct sport ids in ascending order. */
export function subscriptionChoice(values: SubscribeValues): SubscriptionChoice {
  const ids = (list: readonly string[]) => [...new Set(list.map(Number))].sort((a, b) => a - b);
  const sportIds = ids(values.sports);
  return { email: normalizeEmail(values.email), sportIds, finalSportIds: values.finals === undefined ? sportIds : ids(values.finals) };
}
