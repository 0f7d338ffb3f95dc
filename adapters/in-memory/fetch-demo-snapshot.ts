import type { DemoSnapshot } from './in-memory-adapter-set';

/** Loads a school's demo snapshot (npm run dev:memory writes it); rejects when it is missing or not one. */
export async function fetchDemoSnapshot(url: string, fetchImpl: typeof fetch = fetch): Promise<DemoSnapshot> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`The demo snapshot ${url} answered ${response.status}.`);
  const snapshot = (await response.json()) as Partial<DemoSnapshot> | null;
  if (typeof snapshot?.seededAt !== 'number') throw new Error(`${url} is not a demo snapshot.`);
  return snapshot as DemoSnapshot;
}
