import { describe, expect, it } from 'vitest';
import { liveGameDocumentWire } from '../../../../contract/live-game';
import { boxScoreTables, teamStatComparison } from '../../../../core/live/game-centre-box-score';
import { gameClockDisplay } from '../../../../core/live/game-clock';
import { livePeriodLabel } from '../../../../core/live/live-clock';
import type { Counters, StatFamily } from '../../../../server/stats/stat-sheet';
import { liveDocumentFromStatFile } from '../../../../server/stats/statcrew/live-document';
import type { PlayerReading, SportBoxReading } from '../../../../server/stats/statcrew/sport-reading';
import type { StatCrewGame, StatCrewStatus, StatCrewTeam, StatCrewVenue } from '../../../../server/stats/statcrew/statcrew-game';

const element = { name: 'bbgame', attrs: {}, children: [], text: '' };

function team(vh: 'H' | 'V', periodScores: Array<number | null>, score: number | null): StatCrewTeam {
  const [id, name] = vh === 'H' ? ['RS', 'Ridgemont State'] : ['LT', 'Lakeview Tech'];
  return { vh, id, name, abbreviation: id, code: '', record: vh === 'H' ? '12-3' : '', score, periodScores, players: [], totals: undefined, linescore: undefined, element };
}

interface FileOptions {
  status?: Partial<StatCrewStatus>;
  venue?: Partial<StatCrewVenue>;
  home?: [Array<number | null>, number | null];
  visitor?: [Array<number | null>, number | null];
}

function statFile(options: FileOptions = {}): StatCrewGame {
  const venue: StatCrewVenue = {
    gameId: '121841', date: '2021-03-03', location: 'Hala Sportowa ZSB', stadium: '', attendance: 250, neutral: false, league: false,
    start: '09:00 AM', officials: ['Ignacy Suwała', 'Sylwester Adamski'], periods: 4, periodMinutes: 10, overtimeMinutes: 5, ...options.venue,
  };
  return {
    root: 'bbgame',
    sport: 'basketball',
    source: 'Basketball LiveStats In-Arena Tool 1.1.1',
    generated: null,
    venue,
    status: { complete: false, period: 1, clock: '06:15', running: false, ...options.status },
    home: team('H', ...(options.home ?? [[12], 12])),
    visitor: team('V', ...(options.visitor ?? [[5], 5])),
    element,
  };
}

const player = (uniform: string, firstName: string, lastName: string, groups: Record<string, Counters>, starter = false): PlayerReading => ({
  player: { uniform, name: `${firstName} ${lastName}`, firstName, lastName, checkName: `${lastName},${firstName}`.toUpperCase(), position: 'G', starter },
  groups,
});

const baskets = (fgm: number, fga: number, tpm: number, ftm: number): Counters => ({ gs: 0, min: 12, fgm, fga, tpm, tpa: tpm + 1, ftm, fta: ftm, oreb: 1, dreb: 3, ast: 2, stl: 0, blk: 0, to: 1, pf: 2 });

function reading(family: StatFamily = 'basketball', overrides: Partial<SportBoxReading> = {}): SportBoxReading {
  return {
    family,
    periods: ['1'],
    home: { players: [player('23', 'Jordan', 'Cole', { players: baskets(5, 11, 1, 1) }, true), player('4', 'Ana', 'Reyes', { players: baskets(0, 2, 0, 0) })], extras: {}, fileTotals: {} },
    visitor: { players: [player('7', 'Vincent', 'Berliński', { players: baskets(2, 5, 0, 1) })], extras: {}, fileTotals: {} },
    scoringPlays: [],
    ...overrides,
  };
}

describe('the live document of a stat file', () => {
  it('says the state of a live snapshot as the feed does, and passes the wire schema unchanged', () => {
    const document = liveDocumentFromStatFile(statFile(), reading());
    expect(liveGameDocumentWire.parse(document)).toEqual(document);
    expect(document.Game).toMatchObject({
      Type: 'BasketballGame', HasStarted: true, IsComplete: false, Period: 1, ClockSeconds: 375, PeriodsRegulation: 4, Date: '3/3/2021',
      Location: 'Hala Sportowa ZSB', Attendance: 250, Officials: 'Ignacy Suwała, Sylwester Adamski', StartTime: '09:00 AM',
      Rules: { PeriodMinutes: 10, OTMinutes: 5, PeriodName: 'Quarter', ClockDirection: 'Down' },
    });
    expect(document.Game.HomeTeam).toMatchObject({ Id: 'RS', Name: 'Ridgemont State', Score: 12, PeriodScores: [12], CurrentRecord: '12-3' });
    expect(document.Game.VisitingTeam).toMatchObject({ Id: 'LT', Score: 5, CurrentRecord: null });
    expect(livePeriodLabel(document)).toBe('1st Quarter');
    expect(gameClockDisplay(document)).toBe('6:15');
  });

  it('has not started before a score, a second period or a moving clock; is complete only when the file says so', () => {
    const before = liveDocumentFromStatFile(statFile({ status: { clock: '10:00', complete: null }, home: [[], null], visitor: [[], null] }), reading());
    expect(before.Game).toMatchObject({ HasStarted: false, IsComplete: false });
    const halves = liveDocumentFromStatFile(statFile({ venue: { periods: 2, periodMinutes: 20 }, status: { clock: '20:00', period: 2 }, home: [[0, 0], 0], visitor: [[0, 0], 0] }), reading());
    expect(halves.Game).toMatchObject({ HasStarted: true, PeriodsRegulation: 2, Rules: { PeriodName: 'Half', PeriodMinutes: 20 } });
    const final = liveDocumentFromStatFile(statFile({ status: { complete: true, period: 4, clock: '00:00' } }), reading());
    expect(final.Game).toMatchObject({ HasStarted: true, IsComplete: true });
    expect(livePeriodLabel(final)).toBe('Final');
  });

  it("counts hockey's clock up and soccer's within the period", () => {
    const hockey = liveDocumentFromStatFile(statFile({ venue: { periods: 3, periodMinutes: 20 }, status: { period: 2, clock: '15:00' } }), reading('hockey', { home: { players: [], extras: {}, fileTotals: {} } }));
    expect(hockey.Game).toMatchObject({ Type: 'HockeyGame', ClockSeconds: 300, Rules: { ClockDirection: 'Up' } });
    expect(gameClockDisplay(hockey)).toBe('5:00');
    const soccer = liveDocumentFromStatFile(statFile({ venue: { periods: 2, periodMinutes: 45, overtimeMinutes: 10 }, status: { period: 3, clock: '91:54' } }), reading('soccer'));
    expect(soccer.Game).toMatchObject({ Type: 'SoccerGame', Period: 3, ClockSeconds: 114, Rules: { ClockDirection: 'Up' } });
    expect(livePeriodLabel(soccer)).toBe('OT');
  });

  it('names each sport the way the game centre knows it', () => {
    const types = Object.fromEntries((['football', 'baseball', 'softball', 'volleyball', 'lacrosse', 'fieldhockey'] as const).map((family) => [family, liveDocumentFromStatFile(statFile(), reading(family)).Game]));
    expect(types.football).toMatchObject({ Type: 'FootballGame', GlobalSportShortname: 'football' });
    expect(types.baseball).toMatchObject({ Type: 'BaseballSoftballGame', GlobalSportShortname: 'baseball', ClockSeconds: null });
    expect(types.softball).toMatchObject({ Type: 'BaseballSoftballGame', GlobalSportShortname: 'softball' });
    expect(types.volleyball).toMatchObject({ Type: 'VolleyballGame', ClockSeconds: null });
    expect(types.lacrosse!.Type).toBe('LacrosseGame');
    expect(types.fieldhockey!.Type).toBe('FieldHockeyGame');
  });

  it("scores volleyball by sets won when the file gives only the sets' points", () => {
    const file = statFile({ home: [[25, 20, 25, 25], null], visitor: [[22, 25, 18, 23], null], status: { complete: true, period: 4, clock: null } });
    const document = liveDocumentFromStatFile(file, reading('volleyball', { home: { players: [], extras: {}, fileTotals: {} }, visitor: { players: [], extras: {}, fileTotals: {} } }));
    expect([document.Game.HomeTeam.Score, document.Game.VisitingTeam.Score]).toEqual([3, 1]);
  });

  it('lays out player groups the game centre shows with names and numbers, and team totals from the sheet', () => {
    const document = liveDocumentFromStatFile(statFile(), reading());
    const home = document.Stats!.HomeTeam!;
    const group = home.PlayerGroups.Players!;
    expect(group.Title).toBe('Players');
    expect(group.Key).toMatchObject({ Name: 'Player', UniformNumber: 'No.', fg: 'FG', '3pt': '3PT', pts: 'PTS' });
    expect(group.Descriptors).toMatchObject({ fg: 'Field Goals', pts: 'Points' });
    expect(group.Values[0]).toMatchObject({ PersonId: '23', UniformNumber: '23', Name: 'Cole, Jordan', Position: 'G', Starter: 'true', fg: '5-11', '3pt': '1-2', pts: '12', reb: '4' });
    expect(home.Players[0]).toEqual({ Team: 'HomeTeam', FirstName: 'Jordan', LastName: 'Cole', UniformNumber: '23', Photo: null, PersonId: '23' });
    const [table] = boxScoreTables(home);
    expect(table!.columns.slice(0, 2).map((column) => column.label)).toEqual(['Player', 'No.']);
    expect(table!.rows[0]!.slice(0, 2)).toEqual(['Cole, Jordan', '23']);
    expect(home.Totals!.Values).toMatchObject({ pts: '12', reb: '8', fgPct: '38.5' });
    expect(teamStatComparison(document.Stats).find((row) => row.key === 'pts')).toMatchObject({ home: '12', visiting: '5' });
  });

  it('keeps PersonId null where two players share a uniform (the file has no other id)', () => {
    const box = reading();
    box.home.players[1]!.player.uniform = '23';
    const home = liveDocumentFromStatFile(statFile(), box).Stats!.HomeTeam!;
    expect(home.Players.map((entry) => entry.PersonId)).toEqual([null, null]);
    expect(home.PlayerGroups.Players!.Values.map((values) => values.PersonId)).toEqual([undefined, undefined]);
  });

  it('turns the scoring summary into plays with the running score, and the last five into LastPlays', () => {
    const scoringPlays = Array.from({ length: 7 }, (_, index) => ({
      period: index < 6 ? String((index % 2) + 1) : 'OT', clock: index === 0 ? "67'" : '12:34', vh: index % 2 === 0 ? ('H' as const) : ('V' as const),
      description: `Goal ${index + 1}`, homeScore: Math.ceil((index + 1) / 2), visitorScore: Math.floor((index + 1) / 2),
    }));
    const document = liveDocumentFromStatFile(statFile({ venue: { periods: 2 } }), reading('soccer', { periods: ['1', '2', 'OT'], scoringPlays }));
    expect(document.Plays).toHaveLength(7);
    expect(document.Plays[0]).toMatchObject({ Id: '1', Type: 'Goal', Team: 'HomeTeam', Narrative: 'Goal 1', Period: 1, ClockSeconds: 4020, Score: { HomeTeam: 1, VisitingTeam: 0 } });
    expect(document.Plays[6]).toMatchObject({ Period: 3, ClockSeconds: 754, Score: { HomeTeam: 4, VisitingTeam: 3 } });
    expect(document.Game.LastPlays.map((play) => play.Id)).toEqual(['3', '4', '5', '6', '7']);
    const basketball = liveDocumentFromStatFile(statFile(), reading('basketball', { scoringPlays: scoringPlays.slice(0, 1) }));
    expect(basketball.Plays[0]!.Type).toBe('Score');
    expect(liveGameDocumentWire.parse(document)).toEqual(document);
  });
});
