import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formSubmissionErrorWire, formWire, type FormWire } from '../../../contract/forms';
import { CONDITION_OPERATORS, FIELD_TYPES } from '../../../core/forms/form-schema';
import { parseFormSchema } from '../../../core/forms/form-schema-parser';
import { storeKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { formIdsOf, postSubmission, storedCount, TICKET_REQUEST } from './form-fixtures';

const OPEN = ['Summer Camp Registration', 'Ticket Request', 'Fan Survey', 'Recruiting Questionnaire', 'Media Credential Request'];

describe.each(storeKinds(inject('postgresUrl')))('public forms on %s', (kind) => {
  let api: TestApi;
  let ids: Record<string, number>;
  const submit = (title: string, payload: unknown, headers?: Record<string, string>) => postSubmission(api.app, `/api/v2/Forms/${ids[title]}/submissions`, payload, { headers });

  beforeAll(async () => {
    api = await startTestApi(kind, inject('postgresUrl'));
    ids = await formIdsOf(api, 'ridgemont');
  }, 120_000);
  afterAll(async () => api?.close());

  it('answers each public form with its schema and its status at the server clock', async () => {
    const expected: Record<string, FormWire['status']> = {
      ...Object.fromEntries(OPEN.map((title) => [title, 'active' as const])),
      'Season Ticket Waitlist': 'pending',
      'Homecoming Volunteer Sign-Up': 'closed',
      'Meet the Team Night RSVP': 'full',
    };
    const types = new Set<string>();
    const operators = new Set<string>();
    let otherAnswers = 0;
    for (const [title, status] of Object.entries(expected)) {
      const response = await api.get(`/api/v2/Forms/${ids[title]}`);
      expect(response.status, title).toBe(200);
      const form = formWire.parse(response.json);
      expect([form.title, form.status]).toEqual([title, status]);
      const parsed = parseFormSchema(form);
      expect(parsed.ok, title).toBe(true);
      for (const field of form.fields) {
        types.add(field.type);
        if (field.condition) operators.add(field.condition.operator);
        otherAnswers += field.options.filter((option) => option.otherAnswer).length;
      }
    }
    expect([...types].sort()).toEqual([...FIELD_TYPES].sort());
    expect([...operators].sort()).toEqual([...CONDITION_OPERATORS].sort());
    expect(otherAnswers).toBeGreaterThan(0);
    const full = formWire.parse((await api.get(`/api/v2/Forms/${ids['Meet the Team Night RSVP']}`)).json);
    expect(full.submissionCount).toBe(full.maxSubmissions);
  });

  it('hides drafts, protected forms and other schools’ forms from the public GET', async () => {
    for (const title of ['Draft: Senior Day Volunteer Sign-Up', 'Family Travel Pass Request']) expect((await api.get(`/api/v2/Forms/${ids[title]}`)).status, title).toBe(404);
    expect((await api.get(`/api/v2/Forms/${ids['Ticket Request']}`, 'coastalbay')).status).toBe(404);
    expect((await api.get('/api/v2/Forms/abc')).status).toBe(404);
    expect((await submit('Draft: Senior Day Volunteer Sign-Up', { values: {} })).status).toBe(404);
  });

  it('refuses submissions of pending, closed and full forms with 409', async () => {
    for (const [title, code] of [
      ['Season Ticket Waitlist', 'form_pending'],
      ['Homecoming Volunteer Sign-Up', 'form_closed'],
      ['Meet the Team Night RSVP', 'form_full'],
    ] as const) {
      const before = await storedCount(api, ids[title]!);
      const response = await submit(title, { values: { fullName: 'A Fan', email: 'fan@example.com', guests: '1' } });
      expect([response.status, formSubmissionErrorWire.parse(response.json).error.code], title).toEqual([409, code]);
      expect(await storedCount(api, ids[title]!)).toBe(before);
    }
  });

  it("answers invalid values with 400, the spec's message and each field's messages, storing nothing", async () => {
    const before = await storedCount(api, ids['Ticket Request']!);
    const response = await submit('Ticket Request', { values: { ...TICKET_REQUEST, email: 'not-an-email', quantity: '9', fullName: '' } });
    expect(response.status).toBe(400);
    const { error } = formSubmissionErrorWire.parse(response.json);
    expect(error.code).toBe('invalid_values');
    expect(error.message).toBe('Sorry, not all fields are filled out correctly.');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['email', 'fullName', 'quantity']);
    expect(await storedCount(api, ids['Ticket Request']!)).toBe(before);
    for (const payload of [{ values: 'x' }, { nothing: true }, { values: { a: 1 } }, []]) {
      const bad = await submit('Ticket Request', payload);
      expect([bad.status, formSubmissionErrorWire.parse(bad.json).error.code]).toEqual([400, 'invalid_body']);
    }
  });

  it('stores a valid submission before answering 201, only the visible fields, and counts it', async () => {
    const title = 'Summer Camp Registration';
    const before = formWire.parse((await api.get(`/api/v2/Forms/${ids[title]}`)).json).submissionCount;
    const values = { camperName: 'Alex', parentEmail: 'parent@example.com', session: 'june-week-1', camperAge: '12', shirtSize: 'youth-medium', hasAllergies: 'no', allergyDetails: 'peanuts', registeredOn: '2026-11-20', source: 'camp-page' };
    const response = await submit(title, { values });
    expect(response.status).toBe(201);
    const id = (response.json as { submissionId: number }).submissionId;
    const [row] = (await api.store.database.db.execute(`SELECT values FROM form_submissions WHERE id = ${id}`) as unknown as { rows: Array<{ values: Record<string, unknown> }> }).rows;
    // 'Is a value' yes does not hold for 'no': the allergy details are dropped.
    expect(row!.values).not.toHaveProperty('allergyDetails');
    expect(row!.values).toMatchObject({ camperName: 'Alex', hasAllergies: 'no', source: 'camp-page' });
    expect(formWire.parse((await api.get(`/api/v2/Forms/${ids[title]}`)).json).submissionCount).toBe(before + 1);

    // 'Is any value': the promo source is dropped without a promo code and required with one.
    const withCode = await submit('Ticket Request', { values: { ...TICKET_REQUEST, promoCode: 'RAMS10' } });
    expect(formSubmissionErrorWire.parse(withCode.json).error.fields).toHaveProperty('promoSource');
    const noCode = await submit('Ticket Request', { values: { ...TICKET_REQUEST, promoSource: 'a flyer' } });
    expect(noCode.status).toBe(201);
    // 'Is Not a value': why-not shows unless the answer is yes.
    const yes = await submit('Fan Survey', { values: { rating: 'good', recommend: 'yes', recommendWhyNot: 'kept' } });
    const no = await submit('Fan Survey', { values: { rating: 'good', recommend: 'no', recommendWhyNot: 'too loud' } });
    const stored = async (id: number) =>
      (await api.store.database.db.execute(`SELECT values FROM form_submissions WHERE id = ${id}`) as unknown as { rows: Array<{ values: Record<string, unknown> }> }).rows[0]!.values;
    expect(await stored((yes.json as { submissionId: number }).submissionId)).not.toHaveProperty('recommendWhyNot');
    expect(await stored((no.json as { submissionId: number }).submissionId)).toMatchObject({ recommendWhyNot: 'too loud' });
    // The other-answer text is kept when its option is chosen.
    const other = await submit('Fan Survey', { values: { rating: 'fair', improve: ['parking', 'other'], improve_other_other: 'More shade' } });
    expect(other.status).toBe(201);
    expect(await stored((other.json as { submissionId: number }).submissionId)).toMatchObject({ improve: ['parking', 'other'], improve_other_other: 'More shade' });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await storedCount(api, ids['Ticket Request']!);
    const response = await submit('Ticket Request', { values: TICKET_REQUEST, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(await storedCount(api, ids['Ticket Request']!)).toBe(before);
  });

  it('answers a repeated Idempotency-Key with the first id and stores once', async () => {
    const before = await storedCount(api, ids['Ticket Request']!);
    const headers = { 'idempotency-key': `double-click-${kind}` };
    const [first, second] = await Promise.all([submit('Ticket Request', { values: TICKET_REQUEST }, headers), submit('Ticket Request', { values: TICKET_REQUEST }, headers)]);
    const third = await submit('Ticket Request', { values: TICKET_REQUEST }, headers);
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(new Set([first, second, third].map((response) => (response.json as { submissionId: number }).submissionId)).size).toBe(1);
    expect(await storedCount(api, ids['Ticket Request']!)).toBe(before + 1);
    expect((await submit('Ticket Request', { values: TICKET_REQUEST }, { 'idempotency-key': 'k'.repeat(201) })).status).toBe(400);
  });

  it('limits submissions per address with 429 and Retry-After', async () => {
    const address = '192.0.2.77';
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 21; i += 1) {
      const response = await postSubmission(api.app, `/api/v2/Forms/${ids['Fan Survey']}/submissions`, { values: { rating: 'good' } }, { address });
      statuses.push(response.status);
      retryAfter = response.headers['retry-after'];
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('answers the newsletter form info (v2-reference 29)', async () => {
    const response = await api.get('/api/v2/Forms/subscribe/info');
    expect(response.status).toBe(200);
    const info = response.json as { hideCompanyField: boolean; emailWhitelistNote: string; categories: Array<{ id: number; title: string }> };
    expect(typeof info.hideCompanyField).toBe('boolean');
    expect(typeof info.emailWhitelistNote).toBe('string');
    expect(info.categories.length).toBeGreaterThan(5);
  });
});
