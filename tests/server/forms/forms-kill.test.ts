import { afterAll, describe, expect, inject, it } from 'vitest';
import { formSubmissionResultWire, formSubmissionsPageWire, formSummariesWire } from '../../../contract/forms';
import { storeKinds } from '../../support/test-store';
import { freshTarget, killHard, signInProcess, startServerProcess, stopGently } from '../support/server-process';
import { TICKET_REQUEST } from './form-fixtures';

/**
 * Issue 11: 'Thank you' only after the answers are stored, durably. The real server runs as a
 * child process; right after the last 201 it is killed with SIGKILL (no shutdown, no flush, no
 * close of the store), started again on the same store, and every acknowledged submission must
 * be there.
 */

const TENANT = 'ridgemont';
const SUBMISSIONS = 5;
const FORM_TITLE = 'Ticket Request';

async function staffGet(url: string, cookie: string, pathname: string): Promise<unknown> {
  const response = await fetch(`${url}/api/v2${pathname}`, { headers: { tenant: TENANT, cookie } });
  expect(response.status, pathname).toBe(200);
  return response.json();
}

/** The ids of the form's stored submissions, as staff see them (newest first, every page). */
async function storedIds(url: string, cookie: string, formId: number): Promise<number[]> {
  const ids: number[] = [];
  for (let pageIndex = 0; ; pageIndex += 1) {
    const page = formSubmissionsPageWire.parse(await staffGet(url, cookie, `/Hidden/Forms/${formId}/submissions?$pageSize=100&$pageIndex=${pageIndex}`));
    ids.push(...page.items.map((item) => item.submissionId));
    if (pageIndex + 1 >= page.pages) return ids;
  }
}

describe.each(storeKinds(inject('postgresUrl')))('form submissions on %s survive kill -9 of the server', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`keeps every submission it answered 201 to when killed right after the last answer`, { timeout: 240_000 }, async () => {
    const target = await freshTarget(kind, inject('postgresUrl'));
    cleanups.push(() => target.dispose());

    const first = await startServerProcess(target);
    cleanups.push(() => stopGently(first));
    const { cookie } = await signInProcess(first.url, TENANT);
    const form = formSummariesWire.parse(await staffGet(first.url, cookie, '/Hidden/Forms')).find((entry) => entry.title === FORM_TITLE);
    expect(form?.status).toBe('active');
    const before = await storedIds(first.url, cookie, form!.id);

    const acknowledged: number[] = [];
    for (let n = 0; n < SUBMISSIONS; n += 1) {
      const response = await fetch(`${first.url}/api/v2/Forms/${form!.id}/submissions`, {
        method: 'POST',
        headers: { tenant: TENANT, 'content-type': 'application/json', 'idempotency-key': `kill-9-${kind}-${n}` },
        body: JSON.stringify({ values: { ...TICKET_REQUEST, fullName: `Kill Nine ${n}` } }),
      });
      const body = await response.text();
      expect(response.status, body).toBe(201);
      acknowledged.push(formSubmissionResultWire.parse(JSON.parse(body)).submissionId);
      // No pause after the last answer: the process dies with whatever it has not yet written.
      if (n === SUBMISSIONS - 1) await killHard(first);
    }
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(new Set(acknowledged).size).toBe(SUBMISSIONS);

    const second = await startServerProcess(target);
    cleanups.push(() => stopGently(second));
    const { cookie: again } = await signInProcess(second.url, TENANT);
    const after = await storedIds(second.url, again, form!.id);
    const present = acknowledged.filter((id) => after.includes(id));
    console.info(`${kind}: ${present.length}/${SUBMISSIONS} acknowledged submissions present after kill -9`);
    expect(present).toEqual(acknowledged);
    expect(after.length).toBe(before.length + SUBMISSIONS);
    // The restarted server is the one reading them: it opened the same store.
    expect(second.log()).toMatch(/Demo data: already seeded/);
    await stopGently(second);
  });
});
