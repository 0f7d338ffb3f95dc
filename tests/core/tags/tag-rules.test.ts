import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Tag } from '../../../core/tags/tag';
import { findTag, listedTags, storyCount, tagPath } from '../../../core/tags/tag-rules';

const tag = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  name: fc.string({ minLength: 1, maxLength: 20 }),
  slug: fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  count: fc.nat(50),
  description: fc.option(fc.string(), { nil: null }),
  active: fc.boolean(),
}) as fc.Arbitrary<Tag>;

describe('tags', () => {
  it('lists the active tags that have stories, by name, each once', () => {
    fc.assert(
      fc.property(fc.array(tag, { maxLength: 30 }), (tags) => {
        const listed = listedTags(tags);
        expect(listed).toEqual(tags.filter((t) => t.active && t.count > 0).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id));
        for (let i = 1; i < listed.length; i += 1) expect(listed[i - 1]!.name.localeCompare(listed[i]!.name, 'en', { sensitivity: 'base' })).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('finds an active tag by its slug in any case, never an inactive one', () => {
    fc.assert(
      fc.property(fc.array(tag, { maxLength: 20 }), fc.nat(), (tags, pick) => {
        fc.pre(tags.length > 0);
        const wanted = tags[pick % tags.length]!;
        const found = findTag(tags, wanted.slug.toUpperCase());
        const expected = tags.find((t) => t.active && t.slug === wanted.slug);
        expect(found).toBe(expected);
      }),
    );
  });

  it('builds /tags/{tagSlug}/{sportSlug?} and counts stories in words', () => {
    expect(tagPath('game-recap')).toBe('/tags/game-recap');
    expect(tagPath('game-recap', { slug: 'football' })).toBe('/tags/game-recap/football');
    fc.assert(
      fc.property(fc.nat(1000), (n) => {
        expect(storyCount(n)).toBe(n === 1 ? '1 story' : `${n} stories`);
      }),
    );
  });
});
