import { describe, expect, it } from 'vitest';
import { cookieHeaderPairs } from '../../../core/platform/cookie-header';

describe('the cookies of a Cookie header', () => {
  it('are its name=value pairs in order, names trimmed, values as sent with any = kept', () => {
    expect(cookieHeaderPairs('splash-continue-3=seen; staff_session=abc=def;  theme=%7B%22a%22%7D;')).toEqual([
      ['splash-continue-3', 'seen'],
      ['staff_session', 'abc=def'],
      ['theme', '%7B%22a%22%7D'],
    ]);
  });

  it('skip empty parts and nameless pairs; a name alone has an empty value', () => {
    expect(cookieHeaderPairs('')).toEqual([]);
    expect(cookieHeaderPairs(' ; =orphan; flag')).toEqual([['flag', '']]);
  });
});
