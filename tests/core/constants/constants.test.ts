import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGINATION,
  DEFAULT_THEME,
  DEFAULT_TRIM_LENGTH,
  SIZE_VARIANTS,
  SOCIAL_ICON_CHANNELS,
  SOCIAL_IMAGE_WIDTH,
  THEMES,
} from '../../../core/constants';

// Data only: these pin the spec 9 values so a change is deliberate.
describe('shared constants', () => {
  it('hold the spec 9 values', () => {
    expect(DEFAULT_PAGINATION).toEqual({ start: 0, count: 10 });
    expect(DEFAULT_TRIM_LENGTH).toBe(50);
    expect(SOCIAL_IMAGE_WIDTH).toBe(1600);
    expect(SIZE_VARIANTS).toEqual(['x-small', 'small', 'regular', 'large', 'x-large']);
    expect(THEMES).toContain(DEFAULT_THEME);
    expect(DEFAULT_THEME).toBe('light-theme');
    expect(SOCIAL_ICON_CHANNELS).toHaveLength(15);
    expect(new Set(SOCIAL_ICON_CHANNELS).size).toBe(15);
  });
});
