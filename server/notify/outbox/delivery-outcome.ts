/** What became of one attempt to deliver. */
export type DeliveryOutcome =
  | { kind: 'sent'; outboxFile: string | null }
  /** A 4xx, a network fault, a timeout: tried again later. */
  | { kind: 'retry'; error: string }
  /** A 5xx or another permanent refusal: given up with the reason kept; `bounce` counts against the address. */
  | { kind: 'failed'; error: string; bounce: boolean }
  /** The push service says the subscription no longer exists: it is removed. */
  | { kind: 'gone' };

/** Attempts before a delivery that keeps failing for passing reasons is given up. */
export const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min, ... up to an hour: a server that is down for a while is not hammered. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/** nodemailer's error: an SMTP reply code when the server answered, a network code when it did not. */
export function mailOutcomeOf(error: unknown): DeliveryOutcome {
  const failure = error as { responseCode?: number; response?: string; code?: string; message?: string };
  const reason = (failure.response ?? failure.message ?? String(error)).slice(0, 500);
  const code = failure.responseCode;
  if (typeof code === 'number' && code >= 500) return { kind: 'failed', error: reason, bounce: true };
  return { kind: 'retry', error: typeof code === 'number' ? reason : `${failure.code ?? 'error'}: ${reason}` };
}
