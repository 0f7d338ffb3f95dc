export { answer } from '../in-memory-answer';
import { inBatches } from '../in-memory-answer';

export { inBatches };

/** An id as our API's integer path segments take it (1 to 9 digits), else undefined: no such item. */
export function idOf(id: string): number | undefined {
  return /^\d{1,9}$/.test(id) ? Number(id) : undefined;
}

/** The ISO calendar day of an instant (UTC, as the server dates the form rules' "today"). */
export function isoDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

// ---- dump helpers ----

/** The largest page our API serves: lists are read whole in a few calls. */
export const DUMP_PAGE_SIZE = 100;

// ---- what the in-memory set cannot do: it has no server to hold secrets or sessions ----

/** The refusal of a protected form's access code: the snapshot holds no protected form, so no code can be checked. */
export const ACCESS_CODE_UNCHECKED_MESSAGE = "A protected form's access code can only be checked on the school's live site: this demo runs without its server, so protected forms stay locked here.";

/** A protected item asked for with no code (the server's answer too). */
export const ACCESS_CODE_NEEDED_MESSAGE = 'This form needs its access code.';

/** The refusal of every sign-in: staff accounts live on the server, which this demo runs without. */
export const SIGN_IN_UNAVAILABLE_MESSAGE = "Staff sign-in happens on the school's live site: this demo runs without its server, so no one can sign in here.";
