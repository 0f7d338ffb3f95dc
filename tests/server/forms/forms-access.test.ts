import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formSubmissionsPageWire, formSummariesWire, formWire } from '../../../contract/forms';
import { demoAccessCodeOf } from '../../../demo/hidden/access-codes';
import { readStoreKinds } from '../../support/test-store';
import { signInStaff, type StaffSignIn } from '../support/staff-sign-in';
import { startTestApi, type TestApi } from '../support/test-api';
import { formIdsOf, postSubmission, storedCount } from './form-fixtures';

const PROTECTED = 'Family Travel Pass Request';
const DRAFT = 'Draft: Senior Day Volunteer Sign-Up';
const PASS = { fullName: 'Pat Parent', email: 'pat@example.com', athlete: 'Kim Parent', passes: '2' };

describe.each(readStoreKinds(inject('postgresUrl')))('hidden and protected forms and the staff views on %s', (kind) => {
  let api: TestApi;
  let ids: Record<string, number>;
  let staff: StaffSignIn;
  let otherStaff: StaffSignIn;

  beforeAll(async () => {
    api = await startTestApi(kind, inject('postgresUrl'));
    ids = await formIdsOf(api, 'ridgemont');
    staff = await signInStaff(api.app, 'ridgemont');
    otherStaff = await signInStaff(api.app, 'coastalbay');
  }, 120_000);
  afterAll(async () => api?.close());

  it('opens a protected form to its access code or its staff: 401 without, 403 wrong, 200 right', async () => {
    const url = `/api/v2/Protected/Forms/${ids[PROTECTED]}`;
    expect((await api.get(url)).status).toBe(401);
    expect((await api.get(url, 'ridgemont', { 'x-access-code': 'guess' })).status).toBe(403);
    expect((await api.get(url, 'ridgemont', { 'x-access-code': demoAccessCodeOf('coastalbay') })).status).toBe(403);
    const right = await api.get(url, 'ridgemont', { 'x-access-code': demoAccessCodeOf('ridgemont') });
    expect(right.status).toBe(200);
    expect(right.headers['cache-control']).toBe('private, no-store');
    expect(formWire.parse(right.json)).toMatchObject({ title: PROTECTED, status: 'active' });
    expect((await api.get(url, 'ridgemont', { cookie: staff.cookie })).status).toBe(200);
    expect((await api.get(url, 'ridgemont', { cookie: otherStaff.cookie })).status).toBe(401);
  });

  it('takes protected submissions with the access code or a staff session (with its CSRF token)', async () => {
    const url = `/api/v2/Protected/Forms/${ids[PROTECTED]}/submissions`;
    const before = await storedCount(api, ids[PROTECTED]!);
    expect((await postSubmission(api.app, url, { values: PASS })).status).toBe(401);
    expect((await postSubmission(api.app, url, { values: PASS }, { headers: { 'x-access-code': 'nope' } })).status).toBe(403);
    expect((await postSubmission(api.app, url, { values: PASS }, { headers: { 'x-access-code': demoAccessCodeOf('ridgemont') } })).status).toBe(201);
    expect((await postSubmission(api.app, url, { values: PASS }, { headers: { cookie: staff.cookie } })).status).toBe(403);
    expect((await postSubmission(api.app, url, { values: PASS }, { headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrfToken } })).status).toBe(201);
    expect(await storedCount(api, ids[PROTECTED]!)).toBe(before + 2);
    // The public route does not take it.
    expect((await postSubmission(api.app, `/api/v2/Forms/${ids[PROTECTED]}/submissions`, { values: PASS }, { headers: { 'x-access-code': demoAccessCodeOf('ridgemont') } })).status).toBe(404);
  });

  it("shows a hidden draft to the school's staff only", async () => {
    const url = `/api/v2/Hidden/Forms/${ids[DRAFT]}`;
    expect((await api.get(url)).status).toBe(401);
    expect((await api.get(url, 'ridgemont', { cookie: otherStaff.cookie })).status).toBe(403);
    const own = await api.get(url, 'ridgemont', { cookie: staff.cookie });
    expect(own.status).toBe(200);
    expect(own.headers['x-robots-tag']).toContain('noindex');
    expect(formWire.parse(own.json).title).toBe(DRAFT);
    expect((await api.get(`/api/v2/Hidden/Forms/${ids[DRAFT]}`, 'coastalbay', { cookie: otherStaff.cookie })).status).toBe(404);
  });

  it("lists the school's forms and pages a form's submissions newest first, for staff", async () => {
    expect((await api.get('/api/v2/Hidden/Forms')).status).toBe(401);
    const list = formSummariesWire.parse((await api.get('/api/v2/Hidden/Forms', 'ridgemont', { cookie: staff.cookie })).json);
    expect(list.map((form) => form.title)).toEqual(Object.keys(ids));
    expect(list.find((form) => form.title === DRAFT)).toMatchObject({ hidden: true, protected: false });
    expect(list.find((form) => form.title === PROTECTED)).toMatchObject({ hidden: false, protected: true });
    expect(list.find((form) => form.title === 'Meet the Team Night RSVP')).toMatchObject({ status: 'full', submissionCount: 3 });

    const url = `/api/v2/Hidden/Forms/${ids['Meet the Team Night RSVP']}/submissions?$pageIndex=0&$pageSize=2`;
    expect((await api.get(url)).status).toBe(401);
    const page = formSubmissionsPageWire.parse((await api.get(url, 'ridgemont', { cookie: staff.cookie })).json);
    expect([page.total, page.page, page.pages, page.items.length]).toEqual([3, 0, 2, 2]);
    expect(page.items[0]!.submittedAt >= page.items[1]!.submittedAt).toBe(true);
    expect(page.items[0]!.values).toMatchObject({ fullName: 'Jordan Ellis' });
  });

  it('exports submissions as formula-safe CSV for staff', async () => {
    const title = 'Ticket Request';
    const values = { fullName: '=HYPERLINK("http://evil","x")', email: 'csv@example.com', event: 'volleyball', quantity: '1', promoCode: '' };
    expect((await postSubmission(api.app, `/api/v2/Forms/${ids[title]}/submissions`, { values })).status).toBe(201);
    const url = `/api/v2/Hidden/Forms/${ids[title]}/submissions.csv`;
    expect((await api.get(url)).status).toBe(401);
    expect((await api.get(url, 'ridgemont', { cookie: otherStaff.cookie })).status).toBe(403);
    const csv = await api.get(url, 'ridgemont', { cookie: staff.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="ticket-request-submissions.csv"');
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('Your name,Email address,Event,Number of tickets,Promo code,Where did you get the promo code?,I need accessible seating,Submitted at');
    expect(lines.some((line) => line.startsWith('"\'=HYPERLINK(""http://evil"",""x"")",csv@example.com,volleyball,1,,,,'))).toBe(true);

    // The staff page's download link names the school in its query (a link sends no header), the session as its cookie.
    const linked = await api.get(`${url}?tenant=ridgemont`, null, { cookie: staff.cookie });
    expect([linked.status, linked.body]).toEqual([200, csv.body]);
    expect((await api.get(`${url}?tenant=ridgemont`, null)).status).toBe(401);
  });
});
