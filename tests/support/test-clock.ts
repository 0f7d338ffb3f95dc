/**
 * Time in the tests is an input: the demo seed's anchor and the clock of the server, the app and the
 * browser all start at TEST_NOW and run on in real time from there, so the suite expects the same
 * data on any day it runs. `TEST_NOW=2027-04-15T17:00:00Z npm test` runs it at another instant.
 */
export const TEST_NOW = testInstant(process.env.TEST_NOW ?? '2026-11-20T17:00:00Z');

const realStart = performance.now();

function testInstant(value: string): number {
  const instant = Date.parse(value);
  if (!Number.isFinite(instant)) throw new Error(`TEST_NOW must be an ISO instant, got '${value}'`);
  return instant;
}

/** The tests' clock: TEST_NOW when this module loaded, advancing with the monotonic clock (never the date). */
export function testNow(): number {
  return TEST_NOW + Math.round(performance.now() - realStart);
}
