import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../core/sports/sport';
import { sportsDirectory } from '../../../core/sports/sports-directory';
import { sport as sportFixture } from '../../support/sport-fixture';

function sport(id: number, title: string, slug: string, gender: string | null, nonSport = false): Sport {
  return sportFixture({ id, title, global_sport_name_slug: slug, global_sport_shortname: slug, gender, non_sport: nonSport });
}

describe('the all-sports directory', () => {
  it("groups men's, women's, then other, each by title, with schedule, roster and news links", () => {
    const groups = sportsDirectory([
      sport(3, 'Softball', 'softball', 'F'),
      sport(1, 'Football', 'football', 'M'),
      sport(2, 'Baseball', 'baseball', 'M'),
      sport(4, 'Cheerleading', 'cheer', null),
      sport(5, 'Spirit Squad', 'spirit', 'F', true),
    ]);
    expect(groups.map((g) => [g.title, g.sports.map((s) => s.title)])).toEqual([
      ["Men's Sports", ['Baseball', 'Football']],
      ["Women's Sports", ['Softball']],
      ['Other Programs', ['Cheerleading', 'Spirit Squad']],
    ]);
    expect(groups[0]?.sports[1]).toEqual({
      id: 1,
      title: 'Football',
      home: '/sports/football',
      links: [
        { label: 'Schedule', url: '/sports/football/schedule' },
        { label: 'Roster', url: '/sports/football/roster' },
        { label: 'News', url: '/sports/football/archives' },
      ],
    });
    // A non-sport entry has a home page but no season pages.
    expect(groups[2]?.sports[1]?.links).toEqual([]);
  });

  it('leaves out empty groups', () => {
    expect(sportsDirectory([sport(1, 'Softball', 'softball', 'F')]).map((g) => g.key)).toEqual(['women']);
    expect(sportsDirectory([])).toEqual([]);
  });
});
