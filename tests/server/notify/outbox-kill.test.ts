import { afterAll, describe, expect, inject, it } from 'vitest';
import { TEST_NOW } from '../../support/test-clock';
import { storeKinds } from '../../support/test-store';
import { freshTarget, killHard, signInProcess, startServerProcess, stopGently, type Running } from '../support/server-process';
import { confirmSecretOf, startTestSmtp, type ReceivedMail } from './smtp-test-kit';

/**
 * Issue 46: the sender killed with SIGKILL in the middle of a newsletter's batch, and started again on the same
 * store: every recipient gets the newsletter exactly once. The SMTP server counts what it accepted (a 250); the
 * mail on which the server dies was never accepted, so it is owed, and sent again after the restart.
 */

const FANS = 30;
const KILL_AFTER = 12;
const TENANT = 'ridgemont';

describe.each(storeKinds(inject('postgresUrl')))('the outbox on %s survives kill -9 mid-batch', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('delivers the newsletter to every confirmed fan exactly once, counted by Message-ID', { timeout: 240_000 }, async () => {
    const smtp = await startTestSmtp();
    cleanups.push(() => smtp.close());
    const target = await freshTarget(kind, inject('postgresUrl'));
    cleanups.push(() => target.dispose());
    const env = { ...target.env, SMTP_URL: smtp.url, OUTBOX_LEASE_SECONDS: '2' };
    let running: Running = await startServerProcess({ ...target, env });
    cleanups.push(() => stopGently(running));
    const fans = Array.from({ length: FANS }, (_, n) => `kill.fan${n}@example.edu`);

    for (const [n, email] of fans.entries()) {
      const response = await fetch(`${running.url}/api/v2/Subscriptions`, { method: 'POST', headers: { tenant: TENANT, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n + 1}` }, body: JSON.stringify({ email, sports: [] }) });
      expect(response.status).toBe(200);
    }
    await smtp.waitFor(FANS, 60_000);
    for (const email of fans) {
      const response = await fetch(`${running.url}/subscribe/confirm`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${confirmSecretOf(smtp.to(email)[0]!)}` });
      expect(response.headers.get('location')).toBe('/subscribe?confirmed=yes');
    }

    const newsletterMails = () => smtp.received.filter((mail) => mail.subject === 'The kill test');
    // At the kill: the mails on other connections are turned away (451, owed and sent again later), the ones
    // accepted so far are given a moment to be marked sent, then the server dies holding this one unanswered.
    let killing = false;
    let killed: Promise<void> | null = null;
    let restarted = false;
    smtp.answer = async (mail: ReceivedMail) => {
      if (mail.subject !== 'The kill test' || restarted) return { accept: true };
      if (killing) return { code: 451, message: 'Busy' };
      if (newsletterMails().length < KILL_AFTER) return { accept: true };
      killing = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
      killed = killHard(running);
      await killed;
      return { code: 421, message: 'The sender is gone' };
    };
    const staff = await signInProcess(running.url, TENANT);
    const headers = { tenant: TENANT, cookie: staff.cookie, 'x-csrf-token': staff.csrfToken, 'content-type': 'application/json' };
    const created = await fetch(`${running.url}/api/studio/newsletters`, { method: 'POST', headers, body: JSON.stringify({ subject: 'The kill test', introHtml: '<p>Everyone gets this once.</p>', storyIds: [], sportIds: [] }) });
    const newsletter = (await created.json()) as { id: number; version: number };
    expect(created.status).toBe(201);
    const sent = await fetch(`${running.url}/api/studio/newsletters/${newsletter.id}/send`, { method: 'POST', headers: { ...headers, 'if-match': `"${newsletter.version}"` }, body: '{}' });
    expect(sent.status).toBe(200);

    const deadline = performance.now() + 60_000;
    while (!killed && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await killed;
    expect(newsletterMails().length).toBeLessThan(FANS);
    // Started again later on the same store (its clock past the dead instance's lease): it sends what is owed.
    restarted = true;
    running = await startServerProcess({ ...target, env: { ...env, SEED_DATE: new Date(TEST_NOW + 600_000).toISOString() } });
    const until = performance.now() + 60_000;
    while (newsletterMails().length < FANS && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const mails = newsletterMails();
    expect(mails).toHaveLength(FANS);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(FANS);
    expect(mails.map((mail) => mail.to).sort()).toEqual([...fans].sort());
  });
});
