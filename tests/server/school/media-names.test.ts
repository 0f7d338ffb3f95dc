import { describe, expect, it } from 'vitest';
import { MediaNames } from '../../../server/school/import/media-import';

describe('MediaNames.rewrite', () => {
  it("rewrites the origin's media addresses deeply, remembers the files, and leaves the answer it was given as it was", () => {
    const names = new MediaNames('theirs', 'ours');
    const answer = {
      title: 'Opener',
      image: { url: '/media/theirs/2026/opener.jpg', path: '/media/theirs/2026' },
      links: ['https://example.edu/page', 'https://cdn.example.edu/media/theirs/a%20b.pdf?v=2'],
      count: 3,
      empty: null,
    };
    const before = structuredClone(answer);
    const rewritten = names.rewrite(answer);
    expect(rewritten).toEqual({
      title: 'Opener',
      image: { url: '/media/ours/2026/opener.jpg', path: '/media/ours/2026' },
      links: ['https://example.edu/page', 'https://cdn.example.edu/media/ours/a%20b.pdf?v=2'],
      count: 3,
      empty: null,
    });
    expect(answer).toEqual(before);
    expect([...names.paths].sort()).toEqual(['2026/opener.jpg', 'a%20b.pdf']);
  });

  it('returns what names no media as it is, without copying it', () => {
    const names = new MediaNames('theirs', 'ours');
    const untouched = { a: [{ b: 'text' }, 2], c: { d: '/media/other/x.png' } };
    expect(names.rewrite(untouched)).toBe(untouched);
    const mixed = { keep: { deep: ['x'] }, change: '/media/theirs/y.png' };
    const rewritten = names.rewrite(mixed);
    expect(rewritten).not.toBe(mixed);
    expect(rewritten.keep).toBe(mixed.keep);
    expect(rewritten.change).toBe('/media/ours/y.png');
  });
});
