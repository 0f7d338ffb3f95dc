import { expect } from 'vitest';
import { sportsListWire, type SportWire } from '../../../contract/sports';
import type { TestApi } from './test-api';

/** The JSON body of a GET that must answer 200 (a failure names the URL). */
export async function okJson(api: TestApi, url: string, tenant = 'ridgemont'): Promise<unknown> {
  const response = await api.get(url, tenant);
  expect(response.status, url).toBe(200);
  return response.json;
}

/** A school's sports as GET /api/v2/Sports lists them. */
export async function sportsOf(api: TestApi, tenant = 'ridgemont'): Promise<SportWire[]> {
  return sportsListWire.parse((await api.get('/api/v2/Sports', tenant)).json);
}
