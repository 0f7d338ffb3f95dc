import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase } from '../../../server/store/database';
import { openDataDirStore, storeKinds } from '../../support/test-store';
import { testNow } from '../../support/test-clock';
import { startTestApi, type TestApi } from '../support/test-api';
import { formIdsOf, postSubmission, storedCount, TICKET_REQUEST } from './form-fixtures';

const LIMIT = 10;
const PARALLEL = 50;

describe.each(storeKinds(inject('postgresUrl')))('the submission limit under concurrency on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, inject('postgresUrl'));
  }, 120_000);
  afterAll(async () => api?.close());

  it(`stores exactly ${LIMIT} of ${PARALLEL} parallel submissions against a limit of ${LIMIT}`, async () => {
    const formId = (await formIdsOf(api, 'ridgemont'))['Ticket Request']!;
    const before = await storedCount(api, formId);
    await api.store.database.db.execute(sql`UPDATE forms SET max_submissions = ${before + LIMIT} WHERE id = ${formId}`);
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => postSubmission(api.app, `/api/v2/Forms/${formId}/submissions`, { values: TICKET_REQUEST })));
    const created = responses.filter((response) => response.status === 201);
    const full = responses.filter((response) => response.status === 409 && (response.json as { error: { code: string } }).error.code === 'form_full');
    const stored = (await storedCount(api, formId)) - before;
    console.info(`${kind}: ${PARALLEL} parallel submissions against a limit of ${LIMIT}: ${created.length} answered 201, ${full.length} form_full, ${stored} stored`);
    expect([created.length, full.length, stored]).toEqual([LIMIT, PARALLEL - LIMIT, LIMIT]);
    expect(new Set(created.map((response) => (response.json as { submissionId: number }).submissionId)).size).toBe(LIMIT);
    const form = await api.get(`/api/v2/Forms/${formId}`);
    expect(form.json).toMatchObject({ status: 'full', submissionCount: before + LIMIT });
  });
});

describe('a submission answered 201 survives a restart', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-forms-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is in the embedded store after the app is closed and the store reopened', { timeout: 240_000 }, async () => {
    const first = await openDataDirStore(dataDir, true);
    const app = await buildApp({ database: first, now: testNow });
    const [form] = ((await first.db.execute(sql`SELECT f.id FROM forms f JOIN tenants t ON t.id = f.tenant_id WHERE t.key = 'ridgemont' AND f.title = 'Ticket Request'`)) as unknown as { rows: Array<{ id: number }> }).rows;
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await postSubmission(app, `/api/v2/Forms/${form!.id}/submissions`, { values: { ...TICKET_REQUEST, fullName: `Durable ${i}` } });
      expect(response.status).toBe(201);
      ids.push((response.json as { submissionId: number }).submissionId);
    }
    await app.close();
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      const found = ((await second.db.execute(sql`SELECT id, values->>'fullName' AS name FROM form_submissions WHERE form_id = ${form!.id} ORDER BY id`)) as unknown as { rows: Array<{ id: number; name: string }> }).rows;
      console.info(`pglite data directory: ${ids.length} submissions answered 201, ${found.filter((row) => ids.includes(row.id)).length} found after reopening`);
      expect(found.map((row) => row.id)).toEqual(ids);
      expect(found.map((row) => row.name)).toEqual(ids.map((_, i) => `Durable ${i}`));
    } finally {
      await second.close();
    }
  });
});

const postgresUrl = inject('postgresUrl');

describe.runIf(postgresUrl)('a submission answered 201 on PostgreSQL', () => {
  it('is read back over a new connection after the app is closed', { timeout: 120_000 }, async () => {
    const api = await startTestApi('postgres', postgresUrl);
    try {
      const formId = (await formIdsOf(api, 'ridgemont'))['Ticket Request']!;
      const response = await postSubmission(api.app, `/api/v2/Forms/${formId}/submissions`, { values: TICKET_REQUEST });
      expect(response.status).toBe(201);
      await api.app.close();
      const reopened = await openDatabase({ databaseUrl: api.store.database.connectionString! });
      try {
        const found = ((await reopened.db.execute(sql`SELECT id FROM form_submissions WHERE id = ${(response.json as { submissionId: number }).submissionId}`)) as unknown as { rows: unknown[] }).rows;
        expect(found).toHaveLength(1);
      } finally {
        await reopened.close();
      }
    } finally {
      await api.store.dispose();
    }
  });
});
