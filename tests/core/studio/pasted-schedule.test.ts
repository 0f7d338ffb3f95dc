import { describe, expect, it } from 'vitest';
import { parsePastedDate, parsePastedLocation, parsePastedSchedule, parsePastedTime } from '../../../core/studio/schedule/pasted-schedule';

const OPPONENTS = [
  { id: 1, name: 'Lakeview Tech', shortName: 'Lakeview' },
  { id: 2, name: 'Granite Peak University', shortName: 'Granite Peak' },
  { id: 3, name: 'Granite Peak College', shortName: 'Granite Peak' },
];

describe('the pasted schedule', () => {
  it('reads dates, times and locations in the forms spreadsheets use', () => {
    expect(['2026-09-05', '9/5/2026', '2026-02-30', '13/1/2026', 'Sept 5'].map(parsePastedDate)).toEqual(['2026-09-05', '2026-09-05', null, null, null]);
    expect(['7:00 PM', '7 pm', '12:30 a.m.', '19:00', '', 'TBA', 'tbd', '25:00', '13 PM'].map(parsePastedTime)).toEqual(['19:00', '19:00', '00:30', '19:00', null, null, null, undefined, undefined]);
    expect(['H', 'vs', 'at', '@', 'Neutral', 'x'].map(parsePastedLocation)).toEqual(['home', 'home', 'away', 'away', 'neutral', null]);
  });

  it('skips the header and blank lines, matches opponents by name or short name, and names every row in error', () => {
    const table = 'Date,Opponent,Location,Time\n\n2026-09-05,lakeview,home,7:00 PM\n2026-13-01,Nowhere,x,noon\n9/12/2026\tGranite Peak\tat\t\n9/19/2026\tgranite peak college\tN\tTBA';
    expect(parsePastedSchedule(table, OPPONENTS, 200)).toEqual({
      kind: 'errors',
      errors: [
        { row: 4, message: "Row 4: '2026-13-01' is not a date (YYYY-MM-DD or M/D/YYYY); no opponent named 'Nowhere': add it first; 'x' is not home, away or neutral; 'noon' is not a time (like 7:00 PM or 19:00; empty for TBA)." },
        { row: 5, message: "Row 5: 'Granite Peak' could be Granite Peak University or Granite Peak College: use the full name." },
      ],
    });
    expect(parsePastedSchedule('2026-09-05,Lakeview Tech,home,7:00 PM\n9/19/2026\tgranite peak college\tN\tTBA', OPPONENTS, 200)).toEqual({
      kind: 'rows',
      rows: [
        { row: 1, date: '2026-09-05', time: '19:00', opponent: 'Lakeview Tech', opponentId: 1, location: 'home' },
        { row: 2, date: '2026-09-19', time: null, opponent: 'Granite Peak College', opponentId: 3, location: 'neutral' },
      ],
    });
    expect(parsePastedSchedule('2026-09-05,Lakeview,H\n2026-09-06,Lakeview,H\n2026-09-07,Lakeview,H', OPPONENTS, 2)).toEqual({ kind: 'too-many', max: 2, count: 3 });
  });
});
