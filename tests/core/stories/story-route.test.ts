import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDay } from '../../../core/editorial/content-dates';
import { backToNewsPath, isStorySlug, routeDay, sportfileCandidates, storyKeyFrom, storyPath } from '../../../core/stories/story-route';

const day = fc.date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }).map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));
const slug = fc.array(fc.stringMatching(/^[a-z0-9]{1,10}$/), { minLength: 1, maxLength: 6 }).map((words) => words.join('-'));

describe('story routes (spec 2.1 story: /news/{year}/{month}/{day}/{story_slug})', () => {
  it('names the day and slug of its own path, with or without leading zeros', () => {
    fc.assert(
      fc.property(day, slug, fc.boolean(), (value, name, padded) => {
        const [, , y, m, d, s] = storyPath(value, name).split('/');
        expect(storyPath(value, name)).toBe(`/news/${value.year}/${value.month}/${value.day}/${name}`);
        const pad = (n: string) => (padded ? n.padStart(2, '0') : n);
        expect(storyKeyFrom({ year: y, month: pad(m!), day: pad(d!), story_slug: s!.toUpperCase() })).toEqual({ day: isoDay(value), slug: name });
      }),
    );
  });

  it('names nothing for a day that does not exist or a slug that is not one', () => {
    expect(routeDay('2025', '2', '29')).toBeUndefined();
    expect(routeDay('2024', '2', '29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(routeDay('25', '1', '1')).toBeUndefined();
    expect(routeDay('2025', '13', '1')).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(text.toLowerCase()) || text.length > 200);
        expect(storyKeyFrom({ year: '2025', month: '11', day: '2', story_slug: text })).toBeUndefined();
      }),
    );
    expect(isStorySlug('a'.repeat(201))).toBe(false);
  });

  it('goes back to the sport archive, or the whole archive for a department story', () => {
    fc.assert(
      fc.property(slug, (name) => {
        expect(backToNewsPath({ slug: name })).toBe(`/sports/${name}/archives`);
      }),
    );
    expect(backToNewsPath(null)).toBe('/archives');
  });

  it('resolves a legacy sport file to the story of that day, then a dated or bare document path', () => {
    fc.assert(
      fc.property(day, slug, fc.constantFrom('', '.aspx', '.ASPX', '.html', '.htm', '.php'), (value, name, extension) => {
        const candidates = sportfileCandidates({ year: String(value.year), month: String(value.month), day: String(value.day), filename: `${name}${extension}` });
        expect(candidates).toEqual({ story: { day: isoDay(value), slug: name }, documentPaths: [`${value.year}/${value.month}/${value.day}/${name}`, name] });
      }),
    );
    expect(sportfileCandidates({ year: 'football', month: 'roster', day: 'x', filename: 'y' })).toBeUndefined();
    expect(sportfileCandidates({ year: '2025', month: '1', day: '5', filename: '../secret' })).toBeUndefined();
  });
});
