import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASEBALL_SHEET, inningsPitched } from '../../../../server/stats/baseball.sheet';
import type { SideReading } from '../../../../server/stats/statcrew/sport-reading';
import { outsOf, readBaseballBox } from '../../../../server/stats/statcrew/sports/baseball-reading';
import { readStatCrewFile } from '../../../../server/stats/statcrew/statcrew-reader';
import { expectSheetKeys, fixtureBytes, playerNamed } from './reading-test-kit';


const game = readStatCrewFile(fixtureBytes('baseballDataStats.xml'));
const box = readBaseballBox(game, 'baseball');


const total = (side: SideReading, group: string, key: string) => side.players.reduce((sum, reading) => sum + (reading.groups[group]?.[key] ?? 0), 0);

describe('readBaseballBox on a real StatCrew baseball file', () => {
  it('keeps exactly the stat sheet keys in every group', () => {
    expectSheetKeys(BASEBALL_SHEET, box);
  });

  it("reads the players' counters as the file writes them", () => {
    expect(playerNamed(box.visitor, 'Cooper Malamazian').groups).toEqual({
      batting: { gs: 1, ab: 4, r: 0, h: 1, rbi: 2, '2b': 0, '3b': 0, hr: 0, bb: 1, hbp: 0, sf: 0, so: 2, sb: 0, cs: 0, roe: 0, go: 0, fo: 0, kl: 0, ibb: 0, gidp: 0 },
      fielding: { po: 4, a: 2, e: 0 },
    });
    expect(playerNamed(box.home, 'Macon Winslow').groups.batting).toMatchObject({ gs: 1, ab: 4, r: 1, h: 1, rbi: 1, hr: 1, bb: 2, fo: 3 });
    expect(playerNamed(box.home, 'Jake Schaffner').groups.batting).toMatchObject({ ab: 5, r: 1, h: 2, hbp: 1, go: 1, fo: 2 });
    expect(playerNamed(box.visitor, 'Brayton Thomas').groups).toEqual({
      pitching: { gs: 1, outs: 9, h: 3, r: 1, er: 1, bb: 3, so: 1, hr: 0, hbp: 0, bf: 16, np: 57, w: 0, l: 0, sv: 0, cg: 0 },
      fielding: { po: 0, a: 0, e: 1 },
    });
    expect(playerNamed(box.home, 'Ryan Lynch').groups.pitching).toMatchObject({ gs: 1, outs: 15, so: 6, hbp: 2, np: 92 });
    // ip="2.1" is seven outs; ip="0.2" two.
    expect(playerNamed(box.home, 'Matthew Matthijs').groups.pitching?.outs).toBe(7);
    expect(playerNamed(box.home, 'Talan Holiday').groups.pitching?.outs).toBe(2);
  });

  it('reads the decisions from the pitching lines (win="1-0", loss="0-1")', () => {
    const decisions = (side: SideReading) => side.players.flatMap((reading) => (reading.groups.pitching ? [[reading.player.name, reading.groups.pitching.w, reading.groups.pitching.l, reading.groups.pitching.sv]] : []));
    expect(decisions(box.home)).toEqual([['Ryan Lynch', 0, 0, 0], ['Caden Glauber', 0, 0, 0], ['Matthew Matthijs', 0, 0, 0], ['Talan Holiday', 0, 0, 0], ['Tom Chmielewski', 1, 0, 0]]);
    expect(decisions(box.visitor)).toEqual([['Brayton Thomas', 0, 0, 0], ['Gavin Seebold', 0, 0, 0], ['Jackson Yarberry', 0, 0, 0], ['Jacob Vogel', 0, 1, 0]]);
  });

  it('lists the batting order (starters, then their substitutes), then the pitchers, and leaves out the bench', () => {
    expect(box.visitor.players.map((reading) => reading.player.name)).toEqual([
      'Will Moore', 'Hogan Denny', 'Cooper Malamazian', 'Jake Hanley', 'Cole Decker', 'Brayden Ricketts', 'Aiden Stewart', 'Owen ten Oever', 'Landen Fry',
      'Cal Gates', 'T.J. Schuyler', 'Ayden Crouse', 'Brayton Thomas', 'Gavin Seebold', 'Jackson Yarberry', 'Jacob Vogel',
    ]);
    for (const side of [box.home, box.visitor]) {
      // Nine batters and the starting pitcher of a game with a designated hitter.
      expect(side.players.filter((reading) => reading.player.starter)).toHaveLength(10);
      expect(total(side, 'batting', 'gs')).toBe(9);
      expect(total(side, 'pitching', 'gs')).toBe(1);
    }
    expect(playerNamed(box.home, 'Lee Sowers').player).toMatchObject({ uniform: '3', position: 'PH/2B', starter: false });
    expect(playerNamed(box.home, 'Tyler Howe').player.position).toBe('RF/1B');
  });

  it("sums the players to the file's totals for every counter the totals state", () => {
    for (const side of [box.home, box.visitor]) {
      expect(Object.keys(side.fileTotals).sort()).toEqual(['batting', 'fielding', 'pitching']);
      for (const [group, totals] of Object.entries(side.fileTotals)) {
        for (const [key, value] of Object.entries(totals)) expect(total(side, group, key), `${group}.${key}`).toBe(value);
      }
    }
    expect(box.home.fileTotals.pitching?.outs).toBe(33);
    expect(box.visitor.fileTotals.pitching?.outs).toBe(30);
  });

  it("makes the line score's runs, hits, errors and left on base", () => {
    for (const [side, team] of [[box.home, game.home], [box.visitor, game.visitor]] as const) {
      const linescore = team.linescore!.attrs;
      expect(total(side, 'batting', 'r')).toBe(Number(linescore.runs));
      expect(total(side, 'batting', 'h')).toBe(Number(linescore.hits));
      expect(total(side, 'fielding', 'e')).toBe(Number(linescore.errs));
      expect(side.extras).toEqual({ lob: Number(linescore.lob) });
    }
    expect([total(box.visitor, 'batting', 'r'), total(box.home, 'batting', 'r')]).toEqual([3, 4]);
  });

  it('numbers the innings, extra ones included, and tells each run with the play that scored it', () => {
    expect(box.periods).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    expect(game.home.periodScores).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 2, 0, 1]);
    expect(box.scoringPlays.map((play) => [play.period, play.vh, play.visitorScore, play.homeScore])).toEqual([
      ['1', 'V', 1, 0], ['2', 'H', 1, 1], ['7', 'V', 3, 1], ['9', 'H', 3, 3], ['11', 'H', 3, 4],
    ]);
    expect(box.scoringPlays[0]).toEqual({
      period: '1', clock: null, vh: 'V', homeScore: 0, visitorScore: 1,
      description: 'Indiana - Hanley,Jake singled to second base, RBI (1-0 B); Moore,Will scored; Malamazian,Cooper advanced to second base.',
    });
    expect(box.scoringPlays.at(-1)?.description).toContain('walk off');
    const last = box.scoringPlays.at(-1)!;
    expect([last.visitorScore, last.homeScore]).toEqual([game.visitor.score, game.home.score]);
  });

  it('reads the same file as softball when the sport says so', () => {
    const softball = readBaseballBox(game, 'softball');
    expect(softball.family).toBe('softball');
    expect(softball.home.players).toEqual(box.home.players);
    expect(softball.periods).toEqual(box.periods);
  });
});

describe('outsOf', () => {
  it('reads innings pitched as outs, the inverse of how the sheet prints them', () => {
    fc.assert(fc.property(fc.nat(400), (outs) => outsOf(inningsPitched(outs)) === outs));
    expect([outsOf('6.1'), outsOf('10.0'), outsOf('7'), outsOf('4.33'), outsOf('4.67'), outsOf(''), outsOf('x'), outsOf(undefined)]).toEqual([19, 30, 21, 13, 14, 0, 0, undefined]);
  });
});

// A softball file as odd as vendors write them: unknown elements and attributes, odd values, a home half not batted, no plays.
const ODD_FILE = `<bsgame source="Test">
  <venue date="4/1/2025" schedinn="7"><comet tail="long"/></venue>
  <team vh="V" id="AAA" name="Visitors">
    <linescore line="0,0,2,0,0,0,0" runs="2" hits="3" errs="1">
      <lineinn inn="1" score="0"/><lineinn inn="2" score="0"/><lineinn inn="3" score="2"/><lineinn inn="4" score="0"/>
      <lineinn inn="5" score="0"/><lineinn inn="6" score="0"/><lineinn inn="7" score="0"/>
    </linescore>
    <starters><starter spot="1" uni="4A" name="Smith, John" pos="ss"/><starter spot="2" name="Roe,Rick" pos="cf"/></starters>
    <totals><hitting ab="7" r="2" h="3"/><hsitsummary lob="6"/><fielding po="18" a="4" e="1"/></totals>
    <player uni="4A" name="Smith, John" spot="1" pos="ss" zebra="1">
      <hitting ab="4" r="1" h="2" double="1" rbi="" so="-" sparkle="9"/><fielding po="2" a="3" e="1"/><unknown/>
    </player>
    <player uni="" name="Roe,Rick" spot="2"><hitting ab="3" r="1" h="1"/><fielding po="16" a="1"/></player>
    <player uni="12" name="Doe,Jane" gp="1" spot="10"><pitching ip="6.2" h="4" r="3" er="1" so="x" decision="L"/></player>
    <player uni="20" name="Nobody,Here" gp="1"/>
    <player uni="30" name="Bench,Bob" gp="0"><hitseason ab="40" h="12"/></player>
  </team>
  <team vh="H" id="BBB" name="Home">
    <linescore line="1,0,2,0,0,0,X" runs="3">
      <lineinn inn="1" score="1"/><lineinn inn="2" score="0"/><lineinn inn="3" score="2"/><lineinn inn="4" score="0"/>
      <lineinn inn="5" score="0"/><lineinn inn="6" score="0"/><lineinn inn="7" score="X"/>
    </linescore>
    <player uni="7" name="Pitcher,Pat" gp="1" gs="1" pos="p"><pitching ip="6.0" h="3" r="2" er="2" k="4" win="Y"/></player>
    <player uni="8" name="Closer,Cal" gp="1" pos="p"><pitching ip="1.0" save="1-1"/></player>
  </team>
  <plays><inning number="1"><batting vh="H"><play runs="1"/></batting></inning></plays>
</bsgame>`;

describe('readBaseballBox on an odd file', () => {
  const odd = readBaseballBox(readStatCrewFile(ODD_FILE), 'softball');

  it('passes over unknown elements and attributes and counts what it cannot read as 0', () => {
    expect(odd.family).toBe('softball');
    const smith = odd.visitor.players[0]!;
    expect(smith.player).toMatchObject({ uniform: '4A', name: 'John Smith', firstName: 'John', lastName: 'Smith', position: 'SS', starter: true });
    expect(smith.groups.batting).toMatchObject({ gs: 1, ab: 4, r: 1, h: 2, '2b': 1, rbi: 0, so: 0 });
    expect(smith.groups.fielding).toEqual({ po: 2, a: 3, e: 1 });
  });

  it("finds starters and positions in `<starters>` by name when a player's element names neither", () => {
    const roe = odd.visitor.players[1]!;
    expect(roe.player).toMatchObject({ name: 'Rick Roe', firstName: 'Rick', lastName: 'Roe', starter: true });
    expect(roe.position).toBe('CF');
    expect(roe.groups.batting?.gs).toBe(1);
  });

  it('lists a player who took part without stats, and not a bench player with season lines', () => {
    expect(odd.visitor.players.map((reading) => reading.player.name)).toEqual(['John Smith', 'Rick Roe', 'Jane Doe', 'Here Nobody']);
    expect(odd.visitor.players[3]!.groups).toEqual({});
  });

  it('reads decisions however they are written, and a lone starter is no complete game when relieved', () => {
    expect(odd.visitor.players[2]!.groups.pitching).toEqual({ gs: 0, outs: 20, h: 4, r: 3, er: 1, bb: 0, so: 0, hr: 0, hbp: 0, bf: 0, np: 0, w: 0, l: 1, sv: 0, cg: 0 });
    expect(odd.home.players.map((reading) => reading.groups.pitching)).toEqual([
      { gs: 1, outs: 18, h: 3, r: 2, er: 2, bb: 0, so: 4, hr: 0, hbp: 0, bf: 0, np: 0, w: 1, l: 0, sv: 0, cg: 0 },
      { gs: 0, outs: 3, h: 0, r: 0, er: 0, bb: 0, so: 0, hr: 0, hbp: 0, bf: 0, np: 0, w: 0, l: 0, sv: 1, cg: 0 },
    ]);
  });

  it("leaves a home half not batted out, and tells runs without a play-by-play from the line score", () => {
    expect(odd.periods).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(odd.scoringPlays.map((play) => [play.period, play.vh, play.description, play.visitorScore, play.homeScore])).toEqual([
      ['1', 'H', 'Home - 1 run scored', 0, 1],
      ['3', 'V', 'Visitors - 2 runs scored', 2, 1],
      ['3', 'H', 'Home - 2 runs scored', 2, 3],
    ]);
  });

  it('takes left on base from the totals when the line score has none, and states only what the totals write', () => {
    expect(odd.visitor.extras).toEqual({ lob: 6 });
    expect(odd.home.extras).toEqual({ lob: 0 });
    expect(odd.visitor.fileTotals).toEqual({ batting: { ab: 7, r: 2, h: 3 }, fielding: { po: 18, a: 4, e: 1 } });
    expect(odd.home.fileTotals).toEqual({});
  });
});

// Batting, pitching and fielding elements with the attributes the reader takes; totals written as the players' sums.
const STATS = {
  hitting: ['ab', 'r', 'h', 'rbi', 'double', 'triple', 'hr', 'bb', 'hbp', 'sf', 'so', 'sb', 'cs', 'ground', 'fly', 'kl', 'ibb', 'gdp'],
  pitching: ['h', 'r', 'er', 'bb', 'so', 'hr', 'hbp', 'bf', 'pitches'],
  fielding: ['po', 'a', 'e'],
} as const;
type Element = keyof typeof STATS;
const playerLine = fc.record(
  { hitting: fc.option(fc.array(fc.nat(9), { minLength: 18, maxLength: 18 })), pitching: fc.option(fc.record({ outs: fc.nat(30), values: fc.array(fc.nat(20), { minLength: 9, maxLength: 9 }) })), fielding: fc.option(fc.array(fc.nat(12), { minLength: 3, maxLength: 3 })) },
);
type PlayerLine = typeof playerLine extends fc.Arbitrary<infer T> ? T : never;

const valuesOf = (player: PlayerLine, element: Element): number[] | null => (element === 'pitching' ? (player.pitching?.values ?? null) : player[element]);
const attributes = (element: Element, values: readonly number[]) => STATS[element].map((name, index) => `${name}="${values[index] ?? 0}"`).join(' ');

function fileOf(players: PlayerLine[]): string {
  const rows = players.map((player, index) => {
    const parts = (Object.keys(STATS) as Element[]).flatMap((element) => {
      const values = valuesOf(player, element);
      if (!values) return [];
      const ip = element === 'pitching' ? ` ip="${inningsPitched(player.pitching!.outs)}"` : '';
      return [`<${element}${ip} ${attributes(element, values)}/>`];
    });
    return `<player uni="${index + 1}" name="Player,No${index + 1}" gp="1" spot="${index + 1}">${parts.join('')}</player>`;
  });
  const totals = (Object.keys(STATS) as Element[]).map((element) => {
    const sums = STATS[element].map((_, index) => players.reduce((sum, player) => sum + (valuesOf(player, element)?.[index] ?? 0), 0));
    const ip = element === 'pitching' ? ` ip="${inningsPitched(players.reduce((sum, player) => sum + (player.pitching?.outs ?? 0), 0))}"` : '';
    return `<${element}${ip} ${attributes(element, sums)}/>`;
  });
  return `<bsgame><team vh="V" id="A"><totals>${totals.join('')}</totals>${rows.join('')}</team><team vh="H" id="B"/></bsgame>`;
}

describe('readBaseballBox, any file whose totals are its players’ sums', () => {
  it("reads players whose lines sum to the file's totals, innings pitched as outs included", () => {
    fc.assert(
      fc.property(fc.array(playerLine, { minLength: 1, maxLength: 12 }), (players) => {
        const side = readBaseballBox(readStatCrewFile(fileOf(players)), 'baseball').visitor;
        for (const [group, totals] of Object.entries(side.fileTotals)) {
          for (const [key, value] of Object.entries(totals)) expect(total(side, group, key), `${group}.${key}`).toBe(value);
        }
      }),
      { numRuns: 200 },
    );
  });
});
