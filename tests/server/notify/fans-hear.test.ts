import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameState } from '../../../core/games/game-state';
import { SmtpMailTransport } from '../../../server/notify/mail/mail-transport';
import { gameIds, simulatedDocuments } from '../live/live-documents';
import { statFixture } from '../stats/stat-file-support';
import { SCHOOL, startStudioWriter, type Session, type StudioWriter } from '../studio/studio-writer';
import { confirmSecretOf, listUnsubscribeUrl, startTestSmtp, type TestSmtp } from './smtp-test-kit';

/**
 * Issue 46 with real parts: the real app on the seeded store, nodemailer speaking SMTP to a real SMTP server in
 * the test, the mails read back with mailparser. Fans sign up and confirm from the mail they get; finals from the
 * studio, the live feed and a stat file each reach exactly the confirmed fans of that sport's finals, once.
 */

const HOST = 'ridgemont.localhost';
type Rows<T> = { rows: T[] };
let clients = 0;

describe('fans hear from their team (PGlite, SMTP)', () => {
  let writer: StudioWriter;
  let smtp: TestSmtp;
  let admin: Session;
  let outboxDir: string;
  let basketball: number;
  let otherSport: number;
  let upcoming: number[];
  const db = () => writer.store.database.db;
  const drain = () => writer.app.notify.outbox.drain();

  const signUp = async (email: string, sports: number[], finals?: number[]) => {
    const response = await writer.app.inject({
      method: 'POST',
      url: '/api/v2/Subscriptions',
      // Each fan from an address of their own: the per-client limit is not what is tried here.
      headers: { tenant: SCHOOL, 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${++clients}` },
      payload: { email, sports: sports.map(String), ...(finals ? { finals: finals.map(String) } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Record<string, unknown>;
  };
  const confirm = (secret: string) => writer.app.inject({ method: 'POST', url: '/subscribe/confirm', headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${secret}` });
  const signUpAndConfirm = async (email: string, sports: number[], finals?: number[]) => {
    await signUp(email, sports, finals);
    await drain();
    const mails = smtp.to(email);
    expect((await confirm(confirmSecretOf(mails[mails.length - 1]!))).headers.location).toBe('/subscribe?confirmed=yes');
  };
  const postResult = async (gameId: number, teamScore: number, opponentScore: number) => {
    const game = await writer.call(admin, 'GET', `/api/studio/games/${gameId}`);
    const decision = teamScore > opponentScore ? 'W' : teamScore < opponentScore ? 'L' : 'T';
    const answer = await writer.call(admin, 'PUT', `/api/studio/games/${gameId}/result`, { ifMatch: game.json.version, json: { decision, teamScore: String(teamScore), opponentScore: String(opponentScore) } });
    expect(answer.status, answer.body).toBe(200);
  };
  const finalsTo = (address: string) => smtp.to(address).filter((mail) => mail.subject.startsWith('Final'));

  beforeAll(async () => {
    smtp = await startTestSmtp();
    outboxDir = mkdtempSync(path.join(os.tmpdir(), 'fans-outbox-'));
    writer = await startStudioWriter('pglite', null, { notify: { publicUrl: 'http://localhost:3000', outboxDir }, mail: new SmtpMailTransport(smtp.url, { maxConnections: 2 }) });
    admin = await writer.signIn();
    const sportRows = (await db().execute(sql`SELECT s.id, s.short_name FROM sports s JOIN tenants t ON t.id = s.tenant_id WHERE t.key = ${SCHOOL} AND NOT s.non_sport ORDER BY s.id`)) as unknown as Rows<{ id: number; short_name: string }>;
    basketball = sportRows.rows.find((row) => row.short_name === 'wbball')!.id;
    otherSport = sportRows.rows.find((row) => row.short_name !== 'wbball')!.id;
    upcoming = await gameIds(db(), SCHOOL, GameState.Scheduled, 'wbball');
    expect(upcoming.length).toBeGreaterThanOrEqual(6);
  });
  afterAll(async () => {
    await writer?.close();
    await smtp?.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('sends one confirmation whose link confirms once; signing up again within the hour sends nothing; the answer never tells', async () => {
    const first = await signUp('first.fan@example.edu', [basketball]);
    expect(first).toMatchObject({ subscribed: true, confirmationRequired: true, sportIds: [basketball], finalSportIds: [basketball] });
    await drain();
    const [mail] = smtp.to('first.fan@example.edu');
    expect(mail!.subject).toMatch(/^Confirm your sign-up/);
    expect(mail!.html).toContain('/subscribe?confirm=');
    expect(mail!.messageId).toMatch(/@ridgemont\.localhost>?$/);

    expect(await signUp('first.fan@example.edu', [basketball])).toEqual(first);
    await drain();
    expect(smtp.to('first.fan@example.edu')).toHaveLength(1);

    const secret = confirmSecretOf(mail!);
    expect((await confirm(secret)).headers.location).toBe('/subscribe?confirmed=yes');
    expect((await confirm(secret)).headers.location).toBe('/subscribe?confirmed=no');
    expect((await confirm('not-a-secret')).headers.location).toBe('/subscribe?confirmed=no');
    // Opening the link (a mail scanner) confirms nothing: the page only shows the button.
    const page = await writer.app.inject({ method: 'GET', url: `/subscribe?confirm=${secret}`, headers: { host: HOST } });
    expect(page.statusCode).toBeLessThan(500);
  });

  it('mails a final posted in the studio once to each confirmed fan of that sport, not to pending ones or other sports; a correction sends nothing', async () => {
    await signUpAndConfirm('finals.fan@example.edu', [], [basketball]);
    await signUpAndConfirm('news.fan@example.edu', [basketball], []);
    await signUpAndConfirm('other.fan@example.edu', [otherSport]);
    await signUp('pending.fan@example.edu', [basketball]);
    await drain();
    const gameId = upcoming.shift()!;
    await postResult(gameId, 81, 70);
    await drain();
    const [final] = finalsTo('finals.fan@example.edu');
    expect(final).toBeDefined();
    expect(finalsTo('first.fan@example.edu')).toHaveLength(1);
    for (const address of ['news.fan@example.edu', 'other.fan@example.edu', 'pending.fan@example.edu']) expect(finalsTo(address), address).toHaveLength(0);
    expect(smtp.to('pending.fan@example.edu')).toHaveLength(1);
    expect(final!.subject).toContain('81');
    expect(final!.text).toContain(`/game-center/${gameId}`);
    expect(final!.html).toContain('81');
    expect(final!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(listUnsubscribeUrl(final!)).toMatch(/^http:\/\/ridgemont\.localhost:3000\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
    expect(final!.html).toContain(listUnsubscribeUrl(final!));

    await postResult(gameId, 82, 70);
    await drain();
    expect(finalsTo('finals.fan@example.edu')).toHaveLength(1);
  });

  it('mails the final of the live feed and of a stat file the same way, once each', async () => {
    const liveGame = upcoming.shift()!;
    const documents = simulatedDocuments('wbball', 11);
    for (const document of [documents[0]!, documents[documents.length - 1]!]) {
      const put = await writer.app.inject({ method: 'PUT', url: `/api/v2/live/games/${liveGame}`, headers: { tenant: SCHOOL, authorization: 'Bearer demo-ridgemont-statcrew', 'content-type': 'application/json' }, payload: JSON.stringify(document) });
      expect(put.statusCode, put.body).toBe(200);
    }
    await drain();
    expect(finalsTo('finals.fan@example.edu').filter((mail) => mail.text.includes(`/game-center/${liveGame}`))).toHaveLength(1);

    const fileGame = upcoming.shift()!;
    const upload = await writer.call(admin, 'POST', `/api/studio/games/${fileGame}/stat-file`, { payload: Buffer.from(statFixture('mecz.xml')), headers: { 'content-type': 'application/xml' } });
    expect(upload.status, upload.body).toBe(200);
    await drain();
    expect(finalsTo('finals.fan@example.edu').filter((mail) => mail.text.includes(`/game-center/${fileGame}`))).toHaveLength(1);
    expect(finalsTo('finals.fan@example.edu')).toHaveLength(3);
  });

  it('retries a passing refusal (4xx) later; stops mailing an address after three permanent ones (5xx)', async () => {
    await signUpAndConfirm('bouncing.fan@example.edu', [], [basketball]);
    let busy = true;
    smtp.answer = (mail) => {
      if (mail.to === 'bouncing.fan@example.edu') return { code: 550, message: 'No such mailbox' };
      if (mail.to === 'finals.fan@example.edu' && busy) {
        busy = false;
        return { code: 451, message: 'Try again later' };
      }
      return { accept: true };
    };
    const before = finalsTo('finals.fan@example.edu').length;
    await postResult(upcoming.shift()!, 60, 50);
    await drain();
    expect(finalsTo('finals.fan@example.edu')).toHaveLength(before);
    writer.advance(31_000);
    await drain();
    expect(finalsTo('finals.fan@example.edu')).toHaveLength(before + 1);

    for (const score of [61, 62]) {
      await postResult(upcoming.shift()!, score, 50);
      await drain();
    }
    const failed = (await db().execute(sql`SELECT count(*)::int AS n FROM notify_deliveries WHERE recipient = 'bouncing.fan@example.edu' AND status = 'failed'`)) as unknown as Rows<{ n: number }>;
    expect(failed.rows[0]!.n).toBe(3);
    await postResult(upcoming.shift()!, 63, 50);
    await drain();
    const tried = (await db().execute(sql`SELECT count(*)::int AS n FROM notify_deliveries WHERE recipient = 'bouncing.fan@example.edu'`)) as unknown as Rows<{ n: number }>;
    // Three finals tried and refused, then no more (the confirmation was delivered before the mailbox went).
    expect(tried.rows[0]!.n).toBe(4);
    smtp.answer = () => ({ accept: true });
  });

  it('unsubscribes with one POST to the List-Unsubscribe address (RFC 8058); then no more mail', async () => {
    const [final] = finalsTo('finals.fan@example.edu');
    const url = new URL(listUnsubscribeUrl(final!)!);
    const answer = await writer.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(answer.json()).toEqual({ unsubscribed: true });
    const count = finalsTo('finals.fan@example.edu').length;
    const firstFan = finalsTo('first.fan@example.edu').length;
    await postResult(upcoming.shift()!, 70, 65);
    await drain();
    expect(finalsTo('finals.fan@example.edu')).toHaveLength(count);
    expect(finalsTo('first.fan@example.edu')).toHaveLength(firstFan + 1);
    const gone = (await db().execute(sql`SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email = 'finals.fan@example.edu'`)) as unknown as Rows<{ n: number }>;
    expect(gone.rows[0]!.n).toBe(0);
  });
});
