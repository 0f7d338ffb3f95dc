import { describe, expect, it } from 'vitest';
import { DocumentCookieJar } from '../../adapters/browser/document-cookie-jar';

/** A document whose cookie setter records what the jar wrote, and whose getter gives `stored`. */
function fakeDocument(stored = '') {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return stored;
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

describe('DocumentCookieJar', () => {
  const now = Date.parse('2027-03-01T12:00:00Z');
  const clock = { now: () => now };

  it('writes an expiry as the lifetime left on the clock that computed it (Max-Age), so no clock skew expires it early', () => {
    const doc = fakeDocument();
    new DocumentCookieJar(clock, doc).set('alert-dismissed-3', '1', { expires: now + 12 * 3_600_000, sameSite: 'Lax' });
    expect(doc.written).toEqual(['alert-dismissed-3=1; path=/; max-age=43200; SameSite=Lax']);
  });

  it('writes a session cookie without a lifetime, and an expiry already past as max-age=0', () => {
    const doc = fakeDocument();
    const jar = new DocumentCookieJar(clock, doc);
    jar.set('seen', 'yes', { path: '/sports' });
    jar.set('old', 'x', { expires: now - 1000 });
    expect(doc.written).toEqual(['seen=yes; path=/sports', 'old=x; path=/; max-age=0']);
  });

  it('removes a cookie with max-age=0 and reads a value back decoded', () => {
    const doc = fakeDocument('a=1; splash%20x=hello%20there');
    const jar = new DocumentCookieJar(clock, doc);
    expect(jar.get('splash x')).toBe('hello there');
    expect(jar.get('missing')).toBeUndefined();
    jar.remove('a');
    expect(doc.written).toEqual(['a=; path=/; max-age=0']);
  });
});
