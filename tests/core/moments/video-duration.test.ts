import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockDuration, isoDuration, spokenDuration } from '../../../core/moments/video-duration';

const parseIso = (text: string) => {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(text);
  return match ? Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0) : NaN;
};
const parseClock = (text: string) => text.split(':').reduce((total, part) => total * 60 + Number(part), 0);

describe('video lengths', () => {
  it('shows, encodes and says the same number of whole seconds', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 400_000, noNaN: true }), (seconds) => {
        const whole = Math.floor(seconds);
        expect(parseClock(clockDuration(seconds))).toBe(whole);
        expect(parseIso(isoDuration(seconds))).toBe(whole);
        const spoken = spokenDuration(seconds);
        const said = [...spoken.matchAll(/(\d+) (hour|minute|second)/g)].reduce((total, [, n, unit]) => total + Number(n) * (unit === 'hour' ? 3600 : unit === 'minute' ? 60 : 1), 0);
        expect(said).toBe(whole);
      }),
    );
    expect(clockDuration(284)).toBe('4:44');
    expect(clockDuration(3725)).toBe('1:02:05');
    expect(isoDuration(284)).toBe('PT4M44S');
    expect(spokenDuration(61)).toBe('1 minute 1 second');
  });

  it('shows nothing for an unknown length', () => {
    for (const value of [null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(clockDuration(value)).toBe('');
      expect(isoDuration(value)).toBe('');
      expect(spokenDuration(value)).toBe('');
    }
  });
});
