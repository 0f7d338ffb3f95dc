import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOOTBALL_SHEET } from '../../../../server/stats/football.sheet';
import { teamRowKey, type Counters } from '../../../../server/stats/stat-sheet';
import type { SideReading, SportBoxReading } from '../../../../server/stats/statcrew/sport-reading';
import { readFootballBox } from '../../../../server/stats/statcrew/sports/football-reading';
import { readStatCrewFile } from '../../../../server/stats/statcrew/statcrew-reader';
import { expectSheetKeys, fixtureBytes, playerNamed } from './reading-test-kit';

const read = (xml: string | Uint8Array): SportBoxReading => readFootballBox(readStatCrewFile(xml), 'football');

const game = readStatCrewFile(fixtureBytes('football.xml'));
const box = readFootballBox(game, 'football');


/** The team's line as the site builds it: the players' counters summed (a `long` is the best), plus the TEAM row's extras. */
function teamLine(side: SideReading, group: string): Counters {
  const sheetGroup = FOOTBALL_SHEET.groups.find((candidate) => candidate.key === group)!;
  const total: Counters = {};
  for (const key of sheetGroup.sums) total[key] = (side.extras[teamRowKey(group, key)] ?? 0) + side.players.reduce((sum, reading) => sum + (reading.groups[group]?.[key] ?? 0), 0);
  for (const key of sheetGroup.maxes ?? []) total[key] = Math.max(0, ...side.players.map((reading) => reading.groups[group]?.[key] ?? 0));
  return total;
}

describe('readFootballBox on a real StatCrew football file', () => {
  it('keeps exactly the stat sheet keys in every group', () => {
    expectSheetKeys(FOOTBALL_SHEET, box);
  });

  it("reads the players' counters as the file writes them", () => {
    expect(playerNamed(box.visitor, 'Anderson Castle').groups).toEqual({
      rushing: { att: 13, yds: 49, td: 3, long: 9 },
      receiving: { rec: 1, yds: 5, td: 0, long: 5 },
    });
    expect(playerNamed(box.visitor, 'Darian Mensah').groups.passing).toEqual({ cmp: 20, att: 33, yds: 175, td: 1, int: 0, long: 27 });
    expect(playerNamed(box.visitor, 'Josiah Green').groups).toMatchObject({ tackling: { solo: 2, ast: 3, tfl: 1 }, sacks: { sack: 1, yds: 8 } });
    expect(playerNamed(box.visitor, 'Sahmir Hagans').groups.kickReturns).toEqual({ no: 1, yds: 40, td: 0, long: 40 });
    expect(playerNamed(box.visitor, 'Todd Pelino').groups.kicking).toEqual({ fgm: 1, fga: 1, xpm: 3, xpa: 3, long: 33 });
    expect(playerNamed(box.visitor, 'Kade Reynoldson').groups.punting).toEqual({ no: 1, yds: 36, in20: 1, long: 36 });
    expect(playerNamed(box.home, 'Gio Lopez').groups).toMatchObject({ passing: { cmp: 21, att: 27, yds: 204, td: 1 }, rushing: { att: 9, yds: 20, td: 1, long: 17 } });
    expect(playerNamed(box.home, 'Tom Maginness').groups.punting).toEqual({ no: 3, yds: 151, in20: 1, long: 56 });
  });

  it('keeps a group only where the player did something, and sacks taken are not sacks made', () => {
    // `<pass comp="0" att="0" sacks="1">`: a receiver sacked on a trick play has no passing line and no sack.
    const brown = playerNamed(box.visitor, "Que'Sean Brown");
    expect(Object.keys(brown.groups).sort()).toEqual(['receiving', 'rushing']);
    expect(brown.groups.rushing).toEqual({ att: 1, yds: -11, td: 0, long: 0 });
    // An all-zero `<defense>` row and a 0-catch `<rcv>` add nothing; a player who took part without stats keeps his place.
    expect(playerNamed(box.visitor, 'Landen King').groups).toEqual({});
    expect(playerNamed(box.home, 'Rece Verhoff').groups).toEqual({ kicking: { fgm: 1, fga: 1, xpm: 2, xpa: 2, long: 49 } });
    expect(playerNamed(box.visitor, 'Chandler Rivers').player).toMatchObject({ uniform: '0', position: 'CB', starter: true });
  });

  it("sums the players (and the TEAM row's extras) to the file's totals, the best for a long", () => {
    for (const side of [box.home, box.visitor]) {
      expect(Object.keys(side.fileTotals).sort()).toEqual(FOOTBALL_SHEET.groups.map((group) => group.key).sort());
      for (const [group, totals] of Object.entries(side.fileTotals)) expect(teamLine(side, group), group).toEqual(totals);
    }
    // Duke's TEAM row: three kneel-downs for -4 and a team fumble; the players alone rushed 40 for 181.
    expect(box.visitor.extras).toMatchObject({ tmRushingAtt: 3, tmRushingYds: -4, tmFumblesFum: 1 });
    expect(box.visitor.fileTotals.rushing).toEqual({ att: 43, yds: 177, td: 3, long: 29 });
  });

  it("reads the team's extras from the totals", () => {
    expect(box.visitor.extras).toMatchObject({ firstDowns: 24, penalties: 3, penaltyYards: 27, thirdDowns: 15, thirdDownConversions: 6, possessionSeconds: 36 * 60 });
    expect(box.home.extras).toEqual({ firstDowns: 18, penalties: 12, penaltyYards: 103, thirdDowns: 13, thirdDownConversions: 8, possessionSeconds: 24 * 60 });
  });

  it("labels the line score's quarters and tells the scoring summary with its running score", () => {
    expect(box.family).toBe('football');
    expect(box.periods).toEqual(['1', '2', '3', '4']);
    expect(game.visitor.periodScores).toEqual([7, 10, 7, 8]);
    expect(game.home.periodScores).toEqual([7, 3, 8, 7]);
    expect(box.scoringPlays).toHaveLength(9);
    expect(box.scoringPlays[0]).toEqual({ period: '1', clock: '07:57', vh: 'H', description: 'North Carolina - Gio Lopez 1 yd run (Rece Verhoff kick)', homeScore: 7, visitorScore: 0 });
    expect(box.scoringPlays[2]?.description).toBe('Duke - Jeremiah Hasley 14 yd pass from Darian Mensah (Todd Pelino kick)');
    expect(box.scoringPlays[3]?.description).toBe('Duke - Todd Pelino 33 yd field goal');
    const last = box.scoringPlays.at(-1)!;
    expect([last.visitorScore, last.homeScore]).toEqual([game.visitor.score, game.home.score]);
    expect([last.visitorScore, last.homeScore]).toEqual([32, 25]);
    // Each quarter's points in the summary are the line score's.
    let before = { H: 0, V: 0 };
    const points = { H: [0, 0, 0, 0], V: [0, 0, 0, 0] };
    for (const play of box.scoringPlays) {
      const after = { H: play.homeScore, V: play.visitorScore };
      points[play.vh][box.periods.indexOf(play.period)]! += after[play.vh] - before[play.vh];
      before = after;
    }
    expect(points).toEqual({ H: game.home.periodScores, V: game.visitor.periodScores });
  });
});

// A file as odd as vendors write them: unknown elements and attributes, unreadable values, an overtime, no totals.
const ODD_FILE = `<fbgame source="Test">
  <venue gameid="1" date="9/6/2025"><rules qtrs="4"/><gadget spin="3"/></venue>
  <team vh="V" id="AAA" name="Visitors">
    <linescore prds="6" line="7,0,0,3,3,6" score="19"/>
    <player uni="4A" name="Smith, John" checkname="SMITH,JOHN" gp="1" gs="1" opos="RB" mystery="x">
      <rush att="10" yds="abc" td="-" long="" gizmo="5"/>
      <hologram value="3"/>
      <defense tackua="1" tfla="3" sacka="1"/>
    </player>
    <player uni="12" name="Doe,Jane" gp="1"/>
    <player uni="99" name="Bench,Ben" gp="0"/>
    <player uni="TM" name="TEAM" gp="1"><rush att="2" yds="-3"/></player>
  </team>
  <team vh="H" id="BBB" name="Home">
    <linescore prds="6" line="0,7,3,0,3,0" score="13"/>
    <totals><firstdowns no="x"/><misc top="soon"/><penalties/></totals>
  </team>
  <scores>
    <score vh="V" qtr="1" type="TD" how="RUSH" yds="3" scorer="Smith, John" pattype="Kick" patres="Good" patby="Kick,Er"/>
    <score vh="H" qtr="2" clock="01:00" type="TD" how="PASS" scorer="Doe,Joe" passer="Roe,Moe" pattype="Kick" patres="Good"/>
    <score team="BBB" qtr="3" type="FG" yds="30" scorer="Foot,Big"/>
    <score vh="V" qtr="4" type="FG" scorer="Kick,Er"/>
    <score vh="V" qtr="5" type="FG" yds="25" scorer="Kick,Er"/>
    <score vh="H" qtr="5" type="FG" yds="35" scorer="Foot,Big"/>
    <score vh="V" qtr="6" type="TD" how="INT" yds="40" scorer="Pick,Sam" pattype="Pass" patres="No Good"/>
  </scores>
  <sparkles/>
</fbgame>`;

describe('readFootballBox on an odd file', () => {
  const odd = read(ODD_FILE);

  it('passes over unknown elements and attributes and counts what it cannot read as 0', () => {
    const smith = odd.visitor.players[0]!;
    expect(smith.player).toMatchObject({ uniform: '4A', name: 'John Smith', firstName: 'John', lastName: 'Smith', position: 'RB', starter: true });
    // An assisted tackle for loss or sack is half a credit (NCAA).
    expect(smith.groups).toEqual({ rushing: { att: 10, yds: 0, td: 0, long: 0 }, tackling: { solo: 1, ast: 0, tfl: 1.5, ff: 0, fr: 0, td: 0 }, sacks: { sack: 0.5, yds: 0 } });
  });

  it('lists a player who took part without stats, and not one who did not play nor the TEAM row', () => {
    expect(odd.visitor.players.map((reading) => [reading.player.uniform, reading.player.name])).toEqual([['4A', 'John Smith'], ['12', 'Jane Doe']]);
    expect(odd.visitor.players[1]!.groups).toEqual({});
    expect(odd.visitor.extras).toMatchObject({ tmRushingAtt: 2, tmRushingYds: -3 });
  });

  it('counts 0 for extras the file leaves out or writes oddly', () => {
    expect(odd.home.extras).toEqual({ firstDowns: 0, penalties: 0, penaltyYards: 0, thirdDowns: 0, thirdDownConversions: 0, possessionSeconds: 0 });
    expect(odd.visitor.fileTotals).toEqual({});
    expect(odd.home.players).toEqual([]);
  });

  it("labels overtimes and keeps a running score where the file writes none", () => {
    expect(odd.periods).toEqual(['1', '2', '3', '4', 'OT', '2OT']);
    expect(odd.scoringPlays.map((play) => [play.period, play.vh, play.visitorScore, play.homeScore])).toEqual([
      ['1', 'V', 7, 0], ['2', 'H', 7, 7], ['3', 'H', 7, 10], ['4', 'V', 10, 10], ['OT', 'V', 13, 10], ['OT', 'H', 13, 13], ['2OT', 'V', 19, 13],
    ]);
    expect(odd.scoringPlays.map((play) => play.description)).toEqual([
      'Visitors - John Smith 3 yd run (Er Kick kick)',
      'Home - Joe Doe pass from Moe Roe (kick)',
      'Home - Big Foot 30 yd field goal',
      'Visitors - Er Kick field goal',
      'Visitors - Er Kick 25 yd field goal',
      'Home - Big Foot 35 yd field goal',
      'Visitors - Sam Pick 40 yd interception return (pass failed)',
    ]);
    expect(odd.scoringPlays[1]?.clock).toBe('01:00');
    expect(odd.scoringPlays[0]?.clock).toBeNull();
  });
});

// Stat elements and the attributes the reader takes from them; totals are written as the players' sums (a long as the best).
const ELEMENTS: Record<string, string[]> = {
  rush: ['att', 'yds', 'td', 'long'], pass: ['comp', 'att', 'int', 'yds', 'td', 'long'], rcv: ['no', 'yds', 'td', 'long'],
  defense: ['tackua', 'tacka', 'tflua', 'tfla', 'sacks', 'sackyds', 'ff', 'fr', 'brup', 'qbh', 'int', 'intyds'],
  kr: ['no', 'yds', 'td', 'long'], pr: ['no', 'yds', 'td', 'long'], ir: ['no', 'yds', 'td', 'long'], fr: ['no', 'yds', 'td', 'long'],
  fg: ['made', 'att', 'long'], pat: ['kickatt', 'kickmade'], punt: ['no', 'yds', 'long', 'inside20'], fumbles: ['no', 'lost'],
};
type StatLines = Array<Record<string, number[]>>;

// A return's `<ir no yds>` and the defender's `<defense int intyds>` are one fact, written twice.
const sameInterceptions = (stats: Record<string, number[]>) => {
  const ir = stats.ir;
  if (!ir) return stats;
  const defense = [...(stats.defense ?? Array<number>(12).fill(0))];
  defense[10] = ir[0]!;
  defense[11] = ir[1]!;
  return { ...stats, defense };
};
const playerStats = fc
  .dictionary(fc.constantFrom(...Object.keys(ELEMENTS)), fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 12, maxLength: 12 }), { maxKeys: 6 })
  .map(sameInterceptions);
const attributes = (name: string, values: number[]) => ELEMENTS[name]!.map((attribute, index) => `${attribute}="${values[index]}"`).join(' ');

function fileOf(players: StatLines): string {
  const rows = players.map((stats, index) => `<player uni="${index + 1}" name="Player,No${index + 1}" gp="1">${Object.entries(stats).map(([name, values]) => `<${name} ${attributes(name, values)}/>`).join('')}</player>`);
  const totals = Object.keys(ELEMENTS).map((name) => {
    const values = ELEMENTS[name]!.map((attribute, index) => {
      const all = players.map((stats) => stats[name]?.[index] ?? 0);
      return attribute === 'long' ? Math.max(0, ...all) : all.reduce((sum, value) => sum + value, 0);
    });
    return `<${name} ${attributes(name, values)}/>`;
  });
  return `<fbgame><team vh="V" id="A"><totals>${totals.join('')}</totals>${rows.join('')}</team><team vh="H" id="B"/></fbgame>`;
}

describe('readFootballBox, any file whose totals are its players’ sums', () => {
  it("reads players whose lines sum to the file's totals in every group", () => {
    fc.assert(
      fc.property(fc.array(playerStats, { minLength: 1, maxLength: 8 }), (players) => {
        const side = read(fileOf(players)).visitor;
        for (const [group, totals] of Object.entries(side.fileTotals)) expect(teamLine(side, group), group).toEqual(totals);
      }),
      { numRuns: 200 },
    );
  });
});
