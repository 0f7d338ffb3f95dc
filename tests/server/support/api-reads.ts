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

/** Each named school's sports, read once up front; the lookup gives a school's list (and fails on a school not read). */
export async function sportsBySchool(api: TestApi, schools: readonly string[]): Promise<(school: string) => SportWire[]> {
  const bySchool = new Map<string, SportWire[]>();
  for (const school of schools) bySchool.set(school, await sportsOf(api, school));
  return (school) => {
    const sports = bySchool.get(school);
    if (!sports) throw new Error(`sports of ${school} were not read`);
    return sports;
  };
}
