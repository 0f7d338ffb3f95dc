import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameState } from '../../../core/games/game-state';
import { createRandom } from '../../../demo/random';
import { opponentPool } from '../../../demo/schedule/opponent-pool';
import { localStamp, localToInstant } from '../../../server/schedule/school-clock';
import { playGame, type ScoreKind } from '../../../demo/schedule/scores';
import { CONFERENCE_MEMBERS } from '../../../demo/schedule/planned-game';
import { planSport } from '../../../demo/schedule/season-plan';
import { schoolVenues, SPORT_PROFILES } from '../../../demo/schedule/sport-profiles';
import { escapeText, foldLine, icsCalendar } from '../../../core/calendar/ics';
import { countsTowardRecord, formatPercentage, formatRecord, seasonRecord, streakOf, tally } from '../../../core/schedule/season-record';
import { dayRange, nextDay, parseLocalDateTime } from '../../../server/schedule/schedule-params';

const DAY = 86_400_000;
const decision = fc.constantFrom('W', 'L', 'T', '', null);
const gameType = fc.constantFrom('C', 'N', 'E', 'S', 'T');
const recordGame = fc.record({ resultStatus: decision, type: gameType, conference: fc.boolean(), locationIndicator: fc.constantFrom('H', 'A', 'N') });

describe('records', () => {
  it('count only W/L/T results of games that are not exhibitions or scrimmages', () => {
    fc.assert(
      fc.property(fc.array(recordGame, { maxLength: 40 }), (games) => {
        const record = tally(games);
        const counted = games.filter((game) => ['W', 'L', 'T'].includes(game.resultStatus ?? '') && game.type !== 'E' && game.type !== 'S');
        expect(record.wins + record.losses + record.ties).toBe(counted.length);
        expect(record.wins).toBe(counted.filter((game) => game.resultStatus === 'W').length);
        const season = seasonRecord(games);
        const { home, away, neutral, overall } = season;
        expect(home.wins + away.wins + neutral.wins).toBe(overall.wins);
        expect(season.conference.wins + season.conference.losses).toBeLessThanOrEqual(overall.wins + overall.losses);
      }),
    );
  });

  it('write records as W-L (W-L-T with ties) and percentages with ties as half a win', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.nat(60), fc.nat(5), (wins, losses, ties) => {
        const text = formatRecord({ wins, losses, ties });
        expect(text).toBe(ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`);
        const percentage = formatPercentage({ wins, losses, ties });
        expect(percentage).toMatch(/^(1\.000|\.\d{3})$/);
        if (wins + losses + ties > 0) expect(Math.abs(Number(percentage) - (wins + ties / 2) / (wins + losses + ties))).toBeLessThanOrEqual(0.0005 + 1e-9);
      }),
    );
  });

  it('give the streak as the run of equal decisions at the end', () => {
    fc.assert(
      fc.property(fc.array(recordGame, { maxLength: 30 }), (games) => {
        const streak = streakOf(games);
        const decided = games.filter(countsTowardRecord);
        if (decided.length === 0) {
          expect(streak).toBeNull();
          return;
        }
        const tail = decided.slice(-streak!.count);
        expect(tail.every((game) => game.resultStatus === streak!.result)).toBe(true);
        expect(decided[decided.length - streak!.count - 1]?.resultStatus).not.toBe(streak!.result);
      }),
    );
  });
});

describe('query dates (v2-reference 1.5)', () => {
  it('read local date-times and date-only values, and refuse what is not a date', () => {
    expect(parseLocalDateTime('2026-11-21T19:30:00')).toEqual({ day: '2026-11-21', stamp: '2026-11-21 19:30:00' });
    expect(parseLocalDateTime('2026-11-21')).toEqual({ day: '2026-11-21', stamp: '2026-11-21 00:00:00' });
    for (const bad of ['2026-02-30', '2026-13-01', 'tomorrow', '2026-11-21T25:00:00', '21/11/2026', '']) expect(parseLocalDateTime(bad)).toBeUndefined();
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 19);
        expect(parseLocalDateTime(iso)?.stamp).toBe(iso.replace('T', ' '));
        const day = iso.slice(0, 10);
        expect(Date.parse(`${nextDay(day)}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)).toBe(DAY);
        expect(dayRange(day, day)).toEqual({ fromLocal: `${day} 00:00:00`, toLocal: `${nextDay(day)} 00:00:00` });
      }),
    );
  });
});

describe('iCalendar writer (RFC 5545)', () => {
  it('folds every line to at most 75 octets, and unfolding restores it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), (text) => {
        const folded = foldLine(`SUMMARY:${text}`);
        for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${text}`);
      }),
    );
  });

  it('escapes the characters TEXT values reserve', () => {
    expect(escapeText('Ram Stadium, Ridgemont; Colo.\nGate 4 \\ north')).toBe('Ram Stadium\\, Ridgemont\\; Colo.\\nGate 4 \\\\ north');
    const ics = icsCalendar('Test', [{ uid: 'game-1@x', summary: 'Football vs. Lakeview College', start: new Date('2026-11-21T19:00:00Z'), end: new Date('2026-11-21T22:30:00Z') }], new Date('2026-11-01T00:00:00Z'));
    expect(ics).toContain('DTSTART:20261121T190000Z\r\nDTEND:20261121T223000Z\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe('the school clock', () => {
  it('turns a wall-clock time in the school zone into the instant the zone shows it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 18_000, max: 25_000 }), fc.integer({ min: 0, max: 23 * 60 + 59 }), fc.constantFrom('America/Denver', 'America/New_York'), (day, minutes, zone) => {
        // The spring-forward hour (2:00-2:59) does not exist on one day a year; skip it.
        if (minutes >= 120 && minutes < 180) return;
        const instant = localToInstant(day, minutes, zone);
        const shown = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
        expect(shown.replace(',', '')).toBe(localStamp(day, minutes));
      }),
      { numRuns: 200 },
    );
  });
});

const pointKinds: ScoreKind[] = ['football', 'mens-basketball', 'womens-basketball', 'baseball', 'softball', 'soccer', 'hockey', 'field-hockey', 'lacrosse'];

describe('seeded scores', () => {
  it('add up: the line score sums to the final score and the result follows the score', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...pointKinds), fc.boolean(), fc.boolean(), (seed, kind, home, tieAllowed) => {
        const played = playGame(kind, createRandom(seed), { schoolIsHome: home, edge: 0.1, tieAllowed });
        const total = (values: string[]) => values.reduce((sum, value) => sum + (value === 'X' ? 0 : Number(value)), 0);
        expect(total(played.lineScores!.team)).toBe(Number(played.teamScore));
        expect(total(played.lineScores!.opponent)).toBe(Number(played.opponentScore));
        const expected = Number(played.teamScore) > Number(played.opponentScore) ? 'W' : Number(played.teamScore) < Number(played.opponentScore) ? 'L' : 'T';
        expect(played.status).toBe(expected);
        if (!tieAllowed || ['football', 'mens-basketball', 'womens-basketball', 'baseball', 'softball', 'field-hockey', 'lacrosse'].includes(kind)) expect(played.status).not.toBe('T');
        if (kind === 'baseball' || kind === 'softball') {
          // The home side's unplayed last half-inning is an X, and only when it already leads.
          const homeLine = home ? played.lineScores!.team : played.lineScores!.opponent;
          if (homeLine.includes('X')) expect(homeLine.indexOf('X')).toBe(homeLine.length - 1);
        }
      }),
    );
  });

  it('play volleyball to three sets, with set scores that win a set', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const played = playGame('volleyball', createRandom(seed), { schoolIsHome: true, edge: 0.05, tieAllowed: false });
        const sets = played.lineScores!;
        const won = sets.team.filter((points, i) => Number(points) > Number(sets.opponent[i])).length;
        expect(Math.max(won, sets.periods.length - won)).toBe(3);
        expect(played.teamScore).toBe(String(won));
        sets.team.forEach((points, i) => expect(Math.abs(Number(points) - Number(sets.opponent[i]))).toBeGreaterThanOrEqual(2));
      }),
    );
  });
});

describe('season plans', () => {
  const venues = schoolVenues('ridgemont');
  const pool = opponentPool('ridgemont');
  const codes = Object.keys(SPORT_PROFILES);

  it('put the current season around today: results before it, none after, and three seasons in all', () => {
    fc.assert(
      fc.property(fc.integer({ min: 19_000, max: 23_000 }), fc.constantFrom(...codes), fc.integer({ min: 0, max: 20 }), fc.boolean(), (today, code, sportIndex, forced) => {
        const profile = SPORT_PROFILES[code]!;
        const seasons = planSport({
          random: createRandom(today + sportIndex),
          today,
          profile,
          sportCode: code,
          sportTitle: code,
          sportIndex,
          schoolShortName: 'Ridgemont State',
          conferenceName: 'Summit Plains Conference',
          venues,
          pool,
          nonConference: [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
          forcedTodayMinutes: forced && profile.kind === 'dual' ? 12 * 60 : null,
        });
        expect(seasons).toHaveLength(3);
        const [current, ...past] = seasons as [typeof seasons[0], ...typeof seasons];
        expect(current.some((game) => game.day < today && game.result)).toBe(true);
        expect(current.some((game) => game.day > today && !game.result)).toBe(true);
        if (forced && profile.kind === 'dual') expect(current.some((game) => game.day === today)).toBe(true);
        for (const game of current) {
          if (game.day > today) expect(game.result).toBeNull();
          if ((game.endDay ?? game.day) < today && game.status === 'A' && game.type !== 'S') expect(game.result).not.toBeNull();
          if (game.type === 'S') expect([game.status, game.result]).toEqual(['O', null]);
          if (game.gameState === GameState.Live) expect(game.day <= today && (game.endDay ?? game.day) >= today).toBe(true);
          if (game.conference) expect(game.opponentIndex).toBeLessThan(CONFERENCE_MEMBERS);
        }
        for (const season of past) for (const game of season) if (game.status === 'A' && game.type !== 'S') expect(game.result).not.toBeNull();
        const days = current.map((game) => game.day);
        expect(days).toEqual([...days].sort((a, b) => a - b));
      }),
      { numRuns: 60 },
    );
  });
});
