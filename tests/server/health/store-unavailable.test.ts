import { describe, expect, it } from 'vitest';
import { isStoreUnavailable, unavailableReason } from '../../../server/store/store-unavailable';

/** #28: the errors that mean "the store cannot be reached just now" (503), told apart from our faults (500). */

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isStoreUnavailable', () => {
  it('knows a connection refused, reset or cut, a pool out of time, a server shutting down or starting', () => {
    for (const error of [
      coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      coded('ECONNRESET', 'read ECONNRESET'),
      coded('ETIMEDOUT'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P03', 'the database system is starting up'),
      coded('08006', 'connection failure'),
      coded('08001'),
      coded('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('PGlite is closed'),
    ]) {
      expect(isStoreUnavailable(error), error.message).toBe(true);
    }
  });

  it("looks inside drizzle's query error (cause) and node's AggregateError (errors)", () => {
    const wrapped = new Error('Failed query: select ...', { cause: coded('ECONNREFUSED') });
    expect(isStoreUnavailable(wrapped)).toBe(true);
    expect(isStoreUnavailable(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]))).toBe(true);
    expect(unavailableReason(wrapped)).toBe('ECONNREFUSED failed');
  });

  it('leaves our own faults and the data\'s to the 500 and 4xx paths', () => {
    for (const error of [new Error('boom'), coded('23505', 'duplicate key value'), coded('42P01', 'relation "x" does not exist'), coded('22P02'), new TypeError('x is undefined'), null, 'text', undefined]) {
      expect(isStoreUnavailable(error)).toBe(false);
    }
  });
});
