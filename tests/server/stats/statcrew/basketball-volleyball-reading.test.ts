import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBasketballBox } from '../../../../server/stats/statcrew/sports/basketball-reading';
import { readVolleyballBox } from '../../../../server/stats/statcrew/sports/volleyball-reading';
import type { SideReading, SportBoxReading } from '../../../../server/stats/statcrew/sport-reading';
import type { StatCrewGame } from '../../../../server/stats/statcrew/statcrew-game';
import { readStatCrewFile } from '../../../../server/stats/statcrew/statcrew-reader';
import { expectTeamLineToMatchTotals, fixtureBytes, playerNamed } from './reading-test-kit';

const fixture = (name: string): StatCrewGame => readStatCrewFile(fixtureBytes(name));


const points = (side: SideReading) => side.players.reduce((sum, { groups: { players: c } }) => sum + 2 * (c?.fgm ?? 0) + (c?.tpm ?? 0) + (c?.ftm ?? 0), 0);
const sum = (values: Array<number | null>) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

describe('readBasketballBox on the real files', () => {
  const game = fixture('mecz.xml');
  const box = readBasketballBox(game, 'basketball');

  it('gives each named player the counters the file has for them', () => {
    expect(playerNamed(box.visitor, 'Zuzanna Stępień')).toMatchObject({
      player: { uniform: '5', starter: true },
      groups: { players: { gs: 1, min: 25, fgm: 0, fga: 2, tpm: 0, tpa: 0, ftm: 0, fta: 2, oreb: 1, dreb: 0, ast: 1, stl: 0, blk: 0, to: 1, pf: 0 } },
    });
    expect(playerNamed(box.visitor, 'Julia Morawska').groups.players).toMatchObject({ gs: 0, min: 3, fgm: 1, fga: 1, dreb: 1, pf: 2, to: 1 });
    expect(playerNamed(box.home, 'Magdalena Kloska').groups.players).toEqual({ gs: 0, min: 27, fgm: 2, fga: 8, tpm: 0, tpa: 3, ftm: 4, fta: 4, oreb: 0, dreb: 2, ast: 3, stl: 2, blk: 0, to: 0, pf: 1 });
  });

  it('keeps exactly the sheet keys, in the sheet order, and leaves the TEAM row out of the players', () => {
    for (const side of [box.home, box.visitor]) {
      for (const line of side.players) expect(Object.keys(line.groups.players!)).toEqual(['gs', 'min', 'fgm', 'fga', 'tpm', 'tpa', 'ftm', 'fta', 'oreb', 'dreb', 'ast', 'stl', 'blk', 'to', 'pf']);
      expect(side.players.some((line) => line.player.uniform === 'TM')).toBe(false);
      expect(side.players.filter((line) => line.groups.players!.gs === 1)).toHaveLength(5);
    }
  });

  it("adds the players and the team row up to the file's totals, and the points to the score", () => {
    expectTeamLineToMatchTotals(box.home, { everyGroupWritten: true });
    expectTeamLineToMatchTotals(box.visitor, { everyGroupWritten: true });
    expect(box.visitor.fileTotals.players).toMatchObject({ min: 200, fgm: 26, fga: 65, tpm: 6, tpa: 21, ftm: 11, fta: 20, oreb: 16, dreb: 24, to: 21 });
    expect(box.visitor.extras).toEqual({ tmPlayersOreb: 6, tmPlayersDreb: 2, tmPlayersTo: 2 });
    expect(points(box.visitor)).toBe(game.visitor.score);
    expect(points(box.home)).toBe(game.home.score);
  });

  it('labels the four quarters of the line score', () => {
    expect(box.periods).toEqual(['1', '2', '3', '4']);
    expect(game.home.periodScores).toEqual([16, 14, 16, 26]);
    expect(sum(game.visitor.periodScores)).toBe(game.visitor.score);
    expect(box.scoringPlays).toEqual([]);
  });

  it('reads a live snapshot as far as it goes', () => {
    const live = fixture('mecz-1.xml');
    const snapshot = readBasketballBox(live, 'basketball');
    expect(snapshot.periods).toEqual(['1']);
    expectTeamLineToMatchTotals(snapshot.home, { everyGroupWritten: true });
    expectTeamLineToMatchTotals(snapshot.visitor, { everyGroupWritten: true });
    expect(points(snapshot.home)).toBe(live.home.score);
    expect(points(snapshot.visitor)).toBe(live.visitor.score);
  });
});

describe('readVolleyballBox on the real file', () => {
  const game = fixture('volleyball.xml');
  const box = readVolleyballBox(game, 'volleyball');

  it('reads the skill elements into the sheet counters, sets played into sp', () => {
    expect(playerNamed(box.home, 'Zoe Behrendt')).toMatchObject({
      player: { uniform: '1', starter: true },
      groups: { players: { gs: 1, sp: 5, k: 0, e: 0, ta: 1, ast: 17, sa: 1, se: 1, re: 0, digs: 9, bs: 0, ba: 0, bhe: 0 } },
    });
    // The libero starts every set but LiveStats does not mark her as a match starter.
    expect(playerNamed(box.visitor, 'Naylani Feliciano').groups.players).toMatchObject({ gs: 0, sp: 5, ast: 5, se: 2, digs: 30, re: 0 });
    expect(box.visitor.players.some((line) => line.player.name === 'Ava Carney')).toBe(false);
  });

  it("adds the players and the team row up to the file's totals; team blocks are the file's", () => {
    expectTeamLineToMatchTotals(box.home, { everyGroupWritten: true });
    expectTeamLineToMatchTotals(box.visitor, { everyGroupWritten: true });
    expect(box.visitor.fileTotals.players).toMatchObject({ k: 68, e: 40, ta: 186, ast: 66, sa: 7, se: 10, digs: 77, re: 4, bs: 2, ba: 22, bhe: 0 });
    expect(box.visitor.extras).toEqual({ teamBlocks: 13, tmPlayersRe: 1 });
    expect(box.home.extras.teamBlocks).toBe(22);
  });

  it('labels five sets; the score is sets won and the period scores each set’s points', () => {
    expect(box.periods).toEqual(['1', '2', '3', '4', '5']);
    expect(game.visitor.periodScores).toEqual([20, 23, 25, 25, 15]);
    const won = game.home.periodScores.filter((points, index) => (points ?? 0) > (game.visitor.periodScores[index] ?? 0)).length;
    expect([game.home.score, game.visitor.score]).toEqual([won, box.periods.length - won]);
  });
});

/** A minimal file of the root around the given team bodies. */
const game = (root: string, visitor: string, home: string, rules = '<rules prds="4" />') =>
  `<${root}><venue gameid="1">${rules}</venue><team vh="V" id="A" name="Away">${visitor}</team><team vh="H" id="B" name="Home">${home}</team></${root}>`;
const bbgame = (visitor: string, home: string, rules?: string) => game('bbgame', visitor, home, rules);

describe('readBasketballBox on odd files', () => {
  it('labels halves and overtimes from the rules, or from qh', () => {
    const line = (count: number) => `<linescore>${Array.from({ length: count }, (_, i) => `<lineprd prd="${i + 1}" score="3"/>`).join('')}</linescore>`;
    expect(readBasketballBox(readStatCrewFile(bbgame(line(4), line(4), '<rules prds="2" />')), 'basketball').periods).toEqual(['1', '2', 'OT', '2OT']);
    expect(readBasketballBox(readStatCrewFile(bbgame(line(3), line(3), '<rules qh="H" />')), 'basketball').periods).toEqual(['1', '2', 'OT']);
    expect(readBasketballBox(readStatCrewFile(bbgame(line(5), line(5))), 'basketball').periods).toEqual(['1', '2', '3', '4', 'OT']);
  });

  it('passes over unknown elements and attributes, counts 0 for odd values, keeps uniforms as text', () => {
    const visitor = `<player uni="4A" name="Doe, Jane" gp="1" gs="1" mood="sunny"><stats fgm="3" fga="-" fgm3="" ftm="x" tpa="9" oreb=" 2 "/><shoes brand="b"/></player>
      <player uni="00" name="Roe, Ann" gp="1"/><player uni="7" name="Bench, Never" gp="0"/><wobble/>`;
    const box = readBasketballBox(readStatCrewFile(bbgame(visitor, '')), 'basketball');
    expect(box.visitor.players.map((line) => line.player.uniform)).toEqual(['4A', '00']);
    // tpa is another writer's name for fga3: read when fga3 is not written.
    expect(box.visitor.players[0]!.groups.players).toMatchObject({ gs: 1, fgm: 3, fga: 0, tpm: 0, tpa: 9, ftm: 0, oreb: 2 });
    // A player who took part with nothing recorded has a line of zeros.
    expect(Object.values(box.visitor.players[1]!.groups.players!).every((value) => value === 0)).toBe(true);
    expect(box.visitor.fileTotals).toEqual({ players: {} });
    expect(box.home.players).toEqual([]);
  });
});

const BASKETBALL_ATTRS = { min: 'min', fgm: 'fgm', fga: 'fga', tpm: 'fgm3', tpa: 'fga3', ftm: 'ftm', fta: 'fta', oreb: 'oreb', dreb: 'dreb', ast: 'ast', stl: 'stl', blk: 'blk', to: 'to', pf: 'pf' } as const;
const VOLLEYBALL_ELEMENTS = { k: ['attack', 'k'], e: ['attack', 'e'], ta: ['attack', 'ta'], ast: ['set', 'a'], sa: ['serve', 'sa'], se: ['serve', 'se'], digs: ['defense', 'dig'], re: ['defense', 're'], bs: ['block', 'bs'], ba: ['block', 'ba'], bhe: ['misc', 'bhe'] } as const;

type Line = Record<string, number>;
const lineOf = (keys: readonly string[]) => fc.record(Object.fromEntries(keys.map((key) => [key, fc.nat({ max: 60 })])) as Record<string, fc.Arbitrary<number>>);
const add = (lines: Line[], key: string) => lines.reduce((total, line) => total + (line[key] ?? 0), 0);
const attrs = (pairs: Array<[string, number]>) => pairs.map(([name, value]) => `${name}="${value}"`).join(' ');

function basketballTeam(lines: Line[], teamRow: Line): string {
  const stats = (line: Line) => `<stats ${attrs(Object.entries(BASKETBALL_ATTRS).map(([key, name]) => [name, line[key] ?? 0]))}/>`;
  const players = lines.map((line, index) => `<player uni="${index + 1}" name="P${index}, Q" gp="1" gs="${index < 5 ? 1 : 0}">${stats(line)}</player>`);
  const totals = Object.fromEntries(Object.keys(BASKETBALL_ATTRS).map((key) => [key, add([...lines, teamRow], key)]));
  return `<totals>${stats(totals)}</totals>${players.join('')}<player uni="TM" name="TEAM">${stats(teamRow)}</player>`;
}

function volleyballTeam(lines: Line[]): string {
  const body = (line: Line) => {
    const elements = new Map<string, Array<[string, number]>>();
    for (const [key, [element, name]] of Object.entries(VOLLEYBALL_ELEMENTS)) elements.set(element, [...(elements.get(element) ?? []), [name, line[key] ?? 0]]);
    return [...elements].map(([element, pairs]) => `<${element} ${attrs(pairs)}/>`).join('');
  };
  const totals = Object.fromEntries(Object.keys(VOLLEYBALL_ELEMENTS).map((key) => [key, add(lines, key)]));
  return `<totals>${body(totals)}</totals>${lines.map((line, index) => `<player uni="${index}" name="P${index}, Q" gp="${(line.sp ?? 0) + 1}">${body(line)}</player>`).join('')}`;
}

describe('generated files', () => {
  it('basketball: every player line is read back as written, and the team line equals the totals', () => {
    const keys = Object.keys(BASKETBALL_ATTRS);
    fc.assert(
      fc.property(fc.array(lineOf(keys), { minLength: 1, maxLength: 13 }), lineOf(['oreb', 'dreb', 'to']), (lines, teamRow) => {
        const reading: SportBoxReading = readBasketballBox(readStatCrewFile(bbgame(basketballTeam(lines, teamRow), basketballTeam(lines.slice(0, 1), {}))), 'basketball');
        lines.forEach((line, index) => expect(reading.visitor.players[index]!.groups.players).toEqual({ gs: index < 5 ? 1 : 0, ...line }));
        expectTeamLineToMatchTotals(reading.visitor, { everyGroupWritten: true });
        expectTeamLineToMatchTotals(reading.home, { everyGroupWritten: true });
      }),
      { numRuns: 60 },
    );
  });

  it('volleyball: every player line is read back as written, and the team line equals the totals', () => {
    const keys = [...Object.keys(VOLLEYBALL_ELEMENTS), 'sp'];
    fc.assert(
      fc.property(fc.array(lineOf(keys), { minLength: 1, maxLength: 12 }), (lines) => {
        const reading = readVolleyballBox(readStatCrewFile(game('vbgame', volleyballTeam(lines), volleyballTeam([]))), 'volleyball');
        lines.forEach((line, index) => expect(reading.visitor.players[index]!.groups.players).toMatchObject({ ...line, sp: line.sp! + 1, gs: 0 }));
        expectTeamLineToMatchTotals(reading.visitor, { everyGroupWritten: true });
        expect(reading.visitor.extras.teamBlocks).toBe(add(lines, 'bs') + 0.5 * add(lines, 'ba'));
      }),
      { numRuns: 60 },
    );
  });

  it('never throws on odd attribute values, and every counter is a finite number', () => {
    const odd = fc.oneof(fc.nat({ max: 99 }).map(String), fc.constantFrom('', '-', 'X', ' 7 ', '13.0', '1:02', 'NaN', 'Infinity', '+2', '1e400'));
    const names = fc.constantFrom('fgm', 'fga', 'fgm3', 'min', 'oreb', 'to', 'k', 'ta', 'dig', 'a', 'bs', 'ba', 'tb');
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(names, odd), { selector: ([name]) => name, maxLength: 8 }), odd, (pairs, gp) => {
        const values = pairs.map(([name, value]) => `${name}="${value}"`).join(' ');
        const player = `<player uni="1" name="A, B" gp="${gp}"><stats ${values}/><attack ${values}/><set ${values}/><defense ${values}/></player>`;
        const totals = `<totals><stats ${values}/><block ${values}/></totals>`;
        const boxes = [readBasketballBox(readStatCrewFile(game('bbgame', totals + player, player)), 'basketball'), readVolleyballBox(readStatCrewFile(game('vbgame', totals + player, player)), 'volleyball')];
        for (const box of boxes) {
          const sides = [box.home, box.visitor];
          for (const counters of sides.flatMap((side) => [...side.players.map((line) => line.groups.players!), side.extras, side.fileTotals.players!])) {
            for (const value of Object.values(counters)) expect(Number.isFinite(value)).toBe(true);
          }
        }
      }),
      { numRuns: 80 },
    );
  });
});
