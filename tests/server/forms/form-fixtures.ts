import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestApi } from '../support/test-api';
import { rows } from '../hidden/hidden-fixtures';

/** The seeded forms of a school by title (their ids differ by store and seed order). */
export async function formIdsOf(api: TestApi, tenant: string): Promise<Record<string, number>> {
  const found = await rows<{ id: number; title: string }>(api, sql`SELECT f.id, f.title FROM forms f JOIN tenants t ON t.id = f.tenant_id WHERE t.key = ${tenant} ORDER BY f.id`);
  return Object.fromEntries(found.map((row) => [row.title, row.id]));
}

export async function storedCount(api: TestApi, formId: number): Promise<number> {
  const [row] = await rows<{ n: number | string }>(api, sql`SELECT count(*) AS n FROM form_submissions WHERE form_id = ${formId}`);
  return Number(row!.n);
}

export interface PostOptions {
  tenant?: string;
  headers?: Record<string, string>;
  /** The client address (the per-address limit counts by it). */
  address?: string;
}

let addressCounter = 0;
/** A client address of its own for each caller that needs one. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export async function postSubmission(app: FastifyInstance, url: string, payload: unknown, options: PostOptions = {}) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { tenant: options.tenant ?? 'ridgemont', 'content-type': 'application/json', ...options.headers },
    payload: JSON.stringify(payload),
    remoteAddress: options.address ?? freshAddress(),
  });
  return { status: response.statusCode, json: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : null, headers: response.headers };
}

/** Valid values of the seeded Ticket Request form. */
export const TICKET_REQUEST = { fullName: 'Casey Fan', email: 'casey@example.com', event: 'football', quantity: '2', promoCode: '' };
