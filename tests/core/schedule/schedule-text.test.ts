import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCHEDULE_TEXT_HEADINGS, scheduleTextCells, scheduleTextLines } from '../../../core/schedule/schedule-text';
import { game, gameArb } from './fixtures';

describe('the plain-text schedule', () => {
  it('has a heading, a rule and one line per game, each column starting at the same place', () => {
    fc.assert(
      fc.property(fc.array(gameArb, { maxLength: 20 }), (games) => {
        const lines = scheduleTextLines(games);
        expect(lines).toHaveLength(games.length + 2);
        expect(lines[0]!.startsWith('Date')).toBe(true);
        // Every column starts one past the rule's gaps.
        const starts = [0];
        for (const match of lines[1]!.matchAll(/ {2}-/g)) starts.push(match.index! + 2);
        expect(starts).toHaveLength(SCHEDULE_TEXT_HEADINGS.length);
        games.forEach((entry, index) => {
          const line = lines[index + 2]!;
          scheduleTextCells(entry).forEach((cell, column) => {
            if (cell !== '') expect(line.slice(starts[column], starts[column]! + cell.length)).toBe(cell);
          });
        });
      }),
    );
  });

  it('writes a finished away game in full', () => {
    const cells = scheduleTextCells(
      game({ location_indicator: 'A', facility: 'Lake Field', location: 'Lakeview, Neb.', result: { status: 'L', team_score: '0', opponent_score: '14', prescore: null, postscore: null, boxscore: null, recap: null, line_scores: [] } }),
    );
    expect(cells).toEqual(['Sat, Oct 3', '7:00 PM', 'at', 'Lakeview College', 'Lake Field, Lakeview, Neb.', 'L 0-14']);
  });
});
