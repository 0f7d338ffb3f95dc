import { expect } from 'vitest';

export const SCHOOLS = ['ridgemont', 'coastalbay'] as const;

/** Asserts that `value` is an object with exactly these keys (the reference's field list). */
export function expectKeys(value: unknown, keys: readonly string[]): void {
  expect(value).toBeTypeOf('object');
  expect(Object.keys(value as object).sort()).toEqual([...keys].sort());
}

/** The site-relative path of an absolute URL we serve (`http://host/media/...` → `/media/...`). */
export function pathOf(url: string): string {
  return new URL(url, 'http://localhost').pathname;
}
