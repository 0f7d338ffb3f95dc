import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { liveGameDocumentWire } from '../../../../contract/live-game';
import type { LivePlay } from '../../../../core/live/live-game';
import { liveDocumentFromStatFile } from '../../../../server/stats/statcrew/live-document';
import { MAX_DOCUMENT_PLAYS, playsFromFile } from '../../../../server/stats/statcrew/live-document-plays';
import { sportReader } from '../../../../server/stats/statcrew/sport-readers';
import type { StatCrewGame } from '../../../../server/stats/statcrew/statcrew-game';
import { readStatCrewFile } from '../../../../server/stats/statcrew/statcrew-reader';

const fixture = (name: string): StatCrewGame => readStatCrewFile(readFileSync(new URL(`../../../fixtures/statcrew/${name}`, import.meta.url)));

const FAMILIES = { basketball: 'basketball', volleyball: 'volleyball', football: 'football', baseball: 'baseball', soccer: 'soccer', lacrosse: 'lacrosse', hockey: 'hockey' } as const;

const scoreOf = (play: LivePlay | undefined) => play?.Score && [play.Score.HomeTeam, play.Score.VisitingTeam];
const firstScoring = (plays: LivePlay[]) => plays.find((play) => (play.Score?.HomeTeam ?? 0) + (play.Score?.VisitingTeam ?? 0) > 0);
const sum = (values: Array<number | null>) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

function expectPeriodsAscending(plays: LivePlay[]): void {
  const periods = plays.map((play) => play.Period ?? 0);
  expect(periods).toEqual([...periods].sort((a, b) => a - b));
}

describe("playsFromFile: basketball's token plays", () => {
  const game = fixture('mecz.xml');
  const plays = playsFromFile(game);

  it('reads every play of a whole game, oldest first, each with its own id', () => {
    expect(plays).toHaveLength(524);
    expect(new Set(plays.map((play) => play.Id)).size).toBe(524);
    expect(plays[0]).toMatchObject({ Id: '1-1', Narrative: 'turnover by Milena Gryszko', Type: 'TURNOVER', Team: 'VisitingTeam', Period: 1, ClockSeconds: 588, Score: { HomeTeam: 0, VisitingTeam: 0 } });
    expectPeriodsAscending(plays);
    expect(new Set(plays.map((play) => play.Period))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('puts the first basket in words with its player, clock and the running score', () => {
    expect(firstScoring(plays)).toMatchObject({
      Narrative: 'Dominika Puzio made a 3-point shot', Type: 'GOOD', Action: '3PTR', Team: 'VisitingTeam', Period: 1, ClockSeconds: 518,
      Score: { HomeTeam: 0, VisitingTeam: 3 },
      Player: { Team: 'VisitingTeam', FirstName: 'Dominika', LastName: 'Puzio', UniformNumber: '14', PersonId: '14' },
    });
  });

  it('carries the score forward to plays that score nothing, ending on the final', () => {
    expect(scoreOf(plays.at(-1))).toEqual([72, 69]);
    expect(scoreOf(plays.at(-1))).toEqual([game.home.score, game.visitor.score]);
    expect(plays.every((play) => play.Score !== null)).toBe(true);
    const assist = plays[plays.indexOf(firstScoring(plays)!) + 1];
    expect(assist).toMatchObject({ Narrative: 'assist by Milena Gryszko', Score: { HomeTeam: 0, VisitingTeam: 3 } });
  });

  it("names the team for a team's play, and says rebounds, fouls and substitutions", () => {
    const narratives = plays.map((play) => play.Narrative);
    expect(narratives).toContain('rebound (defensive) by Dolnośląskie');
    expect(narratives).toContain('timeout by Pomorskie');
    expect(narratives.some((text) => text?.startsWith('foul on '))).toBe(true);
    expect(narratives.some((text) => text?.startsWith('substitution: ') && text.endsWith(' in'))).toBe(true);
    expect(plays.filter((play) => play.Narrative?.endsWith('Dolnośląskie')).every((play) => play.Player === null)).toBe(true);
  });

  it('gives a live file the score of the line score so far', () => {
    const live = fixture('mecz-1.xml');
    const livePlays = playsFromFile(live);
    expect(livePlays).toHaveLength(51);
    expect(firstScoring(livePlays)).toMatchObject({ Narrative: 'Vincent Berliński made a jumper', Team: 'VisitingTeam', Period: 1, ClockSeconds: 564, Score: { HomeTeam: 0, VisitingTeam: 2 } });
    expect(livePlays[1]!.Narrative).toBe('rebound (defensive) by Filip Woźniak');
    // The file pads this player's checkname with a space; the uniform still finds him.
    expect(livePlays.find((play) => play.Player?.LastName?.startsWith('Kozieł'))?.Narrative?.startsWith('Jakub Kozieł')).toBe(true);
    expect(scoreOf(livePlays.at(-1))).toEqual([sum(live.home.periodScores), sum(live.visitor.periodScores)]);
    expect(scoreOf(livePlays.at(-1))).toEqual([3, 5]);
  });
});

describe('playsFromFile: volleyball', () => {
  const game = fixture('volleyball.xml');
  const plays = playsFromFile(game);

  it("numbers plays by set, takes the text as it is and credits the point's team", () => {
    expect(plays).toHaveLength(237);
    expect([...new Set(plays.map((play) => play.Period))]).toEqual([1, 2, 3, 4, 5]);
    expect(plays[2]).toMatchObject({ Narrative: '[May Maddy] Kill by Wilson, Dalia from (Rodriguez, Ariana)', Team: 'VisitingTeam', Period: 1, ClockSeconds: null, Score: { HomeTeam: 0, VisitingTeam: 1 } });
    expect(plays[3]).toMatchObject({ Team: 'HomeTeam', Score: { HomeTeam: 1, VisitingTeam: 1 } });
    expect(plays.every((play) => play.ClockSeconds === null)).toBe(true);
  });

  it("counts each set's points from nothing and ends on the last set's points", () => {
    const secondSet = plays.filter((play) => play.Period === 2);
    expect(scoreOf(secondSet[0])).toEqual([0, 0]);
    expect(scoreOf(plays.at(-1))).toEqual([game.home.periodScores.at(-1), game.visitor.periodScores.at(-1)]);
    expect(scoreOf(plays.at(-1))).toEqual([10, 15]);
  });
});

describe("playsFromFile: other sports' play-by-play", () => {
  const cases: Array<[file: string, count: number, periods: number[], final: [number, number]]> = [
    ['football.xml', 208, [1, 2, 3, 4], [25, 32]],
    ['baseballDataStats.xml', 117, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [4, 3]],
    ['soccer.xml', 95, [1, 2, 3], [2, 3]],
    ['mlax.xml', 266, [1, 2, 3, 4], [23, 7]],
  ];
  for (const [file, count, periods, final] of cases) {
    it(`${file}: every play with a narrative, periods ascending, the running score ending on the final`, () => {
      const game = fixture(file);
      const plays = playsFromFile(game);
      expect(plays).toHaveLength(count);
      expect(plays.every((play) => (play.Narrative ?? '').length > 0)).toBe(true);
      expect([...new Set(plays.map((play) => play.Period))]).toEqual(periods);
      expectPeriodsAscending(plays);
      expect(new Set(plays.map((play) => play.Id)).size).toBe(count);
      expect(plays.some((play) => play.Team === 'HomeTeam') && plays.some((play) => play.Team === 'VisitingTeam')).toBe(true);
      expect(scoreOf(plays.at(-1))).toEqual(final);
      expect(final).toEqual([game.home.score, game.visitor.score]);
    });
  }

  it('reads clocks where the file keeps them, and the score a marker gives to the play before it', () => {
    expect(playsFromFile(fixture('soccer.xml'))[2]).toMatchObject({ Narrative: 'Shot by NCSU Lovelace, Drew.', Type: 'SHOT', Team: 'HomeTeam', ClockSeconds: 30 });
    const lacrosse = playsFromFile(fixture('mlax.xml'));
    expect(firstScoring(lacrosse)).toMatchObject({ Narrative: 'GOAL by IONA Neary, Luke (FIRST GOAL).', Team: 'VisitingTeam', Period: 1, ClockSeconds: 836, Score: { HomeTeam: 0, VisitingTeam: 1 } });
    const football = playsFromFile(fixture('football.xml'));
    expect(firstScoring(football)).toMatchObject({ Team: 'HomeTeam', Period: 1, ClockSeconds: 477, Score: { HomeTeam: 6, VisitingTeam: 0 } });
  });

  it("adds baseball's runs to the batting side and says the situation", () => {
    const plays = playsFromFile(fixture('baseballDataStats.xml'));
    expect(firstScoring(plays)).toMatchObject({
      Type: 'Summary', Team: 'VisitingTeam', Period: 1, ClockSeconds: null, Context: 'P: Lynch,Ryan; B: Hanley,Jake; 1 out', Score: { HomeTeam: 0, VisitingTeam: 1 },
    });
    expect(firstScoring(plays)!.Narrative).toContain('Moore,Will scored');
  });
});

describe('playsFromFile on files with little or odd play-by-play', () => {
  const teams = '<team vh="V" id="AW"><player uni="3" name="Cole, Ana" checkname="COLE,ANA"/></team><team vh="H" id="HM"/>';

  it('gives none for a file without plays, or with an empty list', () => {
    expect(playsFromFile(readStatCrewFile(`<bbgame>${teams}</bbgame>`))).toEqual([]);
    expect(playsFromFile(readStatCrewFile(`<bbgame>${teams}<plays format="tokens"></plays></bbgame>`))).toEqual([]);
  });

  it('reads what it can of odd plays and never throws', () => {
    const game = readStatCrewFile(`<bbgame>${teams}<plays><period><play vh="X" time="soon" action="WAVE" unknown="1"/><play/><play team="aw" uni="3" checkname="COLE,ANA" action="GOOD" type="HOOK"/></period></plays></bbgame>`);
    const plays = playsFromFile(game);
    expect(plays).toHaveLength(2);
    expect(plays[0]).toMatchObject({ Id: '1-1', Type: 'WAVE', Team: null, Period: 1, ClockSeconds: null, Player: null, Score: null });
    expect(plays[1]).toMatchObject({ Narrative: 'Ana Cole made a hook shot', Team: 'VisitingTeam', Player: { UniformNumber: '3' } });
  });
});

describe('the live document with the play-by-play', () => {
  const cases: Array<[file: string, total: number]> = [
    ['mecz.xml', 524], ['mecz-1.xml', 51], ['volleyball.xml', 237], ['football.xml', 208], ['baseballDataStats.xml', 117], ['soccer.xml', 95], ['mlax.xml', 266], ['hockey.xml', 5],
  ];
  for (const [file, total] of cases) {
    it(`${file}: the latest plays (at most ${MAX_DOCUMENT_PLAYS}), the last five as LastPlays, passing the wire schema unchanged`, () => {
      const game = fixture(file);
      const document = liveDocumentFromStatFile(game, sportReader(game.sport)(game, FAMILIES[game.sport]));
      const plays = playsFromFile(game);
      expect(plays).toHaveLength(total);
      expect(document.Plays).toEqual(plays.slice(-MAX_DOCUMENT_PLAYS));
      expect(document.Plays.length).toBe(Math.min(total, MAX_DOCUMENT_PLAYS));
      expect(document.Game.LastPlays).toEqual(plays.slice(-5));
      expect(liveGameDocumentWire.parse(document)).toEqual(document);
    });
  }
});
