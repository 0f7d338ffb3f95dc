import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StatFamily } from '../../../../server/stats/stat-sheet';
import { statSheet } from '../../../../server/stats/stat-sheets';
import { readGoalSportBox } from '../../../../server/stats/statcrew/sports/goal-sports-reading';
import type { SideReading, SportBoxReading } from '../../../../server/stats/statcrew/sport-reading';
import type { StatCrewGame } from '../../../../server/stats/statcrew/statcrew-game';
import { readStatCrewFile, readStatCrewTree } from '../../../../server/stats/statcrew/statcrew-reader';
import { parseXmlTree } from '../../../../server/stats/statcrew/xml-tree';
import { expectTeamLineToMatchTotals, fixtureBytes, playerNamed } from './reading-test-kit';

const fixtureText = (name: string) => fixtureBytes(name).toString('utf8');
const fixture = (name: string): StatCrewGame => readStatCrewFile(fixtureText(name));


function expectScoringToEndOnTheScore(box: SportBoxReading, game: StatCrewGame): void {
  const last = box.scoringPlays.at(-1);
  expect([last?.homeScore, last?.visitorScore]).toEqual([game.home.score, game.visitor.score]);
  expect(box.scoringPlays.filter((play) => play.vh === 'H')).toHaveLength(game.home.score!);
  for (const play of box.scoringPlays) expect(box.periods).toContain(play.period);
}

const FIXTURES: Array<[file: string, family: StatFamily]> = [['soccer.xml', 'soccer'], ['soccer.xml', 'fieldhockey'], ['mlax.xml', 'lacrosse'], ['hockey.xml', 'hockey']];

describe.each(FIXTURES)('%s read as %s', (file, family) => {
  const game = fixture(file);
  const box = readGoalSportBox(game, family);

  it("adds the players (keepers' field lines included) and the team row up to the file's totals", () => {
    expect(Object.keys(box.home.fileTotals.field!).length).toBeGreaterThan(5);
    expect(Object.keys(box.visitor.fileTotals.keepers!)).toEqual(['min', 'ga', 'sv']);
    expectTeamLineToMatchTotals(box.home);
    expectTeamLineToMatchTotals(box.visitor);
  });

  it('keeps exactly the sheet keys of each group, and the goals add up to the score', () => {
    const sheet = statSheet(family);
    for (const side of [box.home, box.visitor]) {
      for (const line of side.players) {
        for (const [key, counters] of Object.entries(line.groups)) {
          const group = sheet.groups.find((candidate) => candidate.key === key)!;
          expect(Object.keys(counters)).toEqual([...group.sums, ...(group.maxes ?? [])]);
        }
      }
    }
    const goals = (side: SideReading) => side.players.reduce((sum, line) => sum + (line.groups.field?.g ?? 0), 0);
    expect([goals(box.home), goals(box.visitor)]).toEqual([game.home.score, game.visitor.score]);
  });

  it('labels one period per line-score period and ends the scoring summary on the final score', () => {
    expect(box.periods).toHaveLength(game.home.periodScores.length);
    expect(game.home.periodScores.reduce<number>((sum, value) => sum + (value ?? 0), 0)).toBe(game.home.score);
    expectScoringToEndOnTheScore(box, game);
  });
});

describe('soccer', () => {
  const game = fixture('soccer.xml');
  const box = readGoalSportBox(game, 'soccer');

  it('gives named players and keepers the numbers of the file', () => {
    expect(playerNamed(box.visitor, 'Zach Ramsey').groups).toEqual({ field: { gs: 1, min: 46, g: 1, a: 0, sh: 3, sog: 2, gw: 0, ua: 1, ot: 0, fgl: 1, gt: 0, fouls: 1, yc: 0, rc: 0, ds: 0 } });
    expect(playerNamed(box.home, 'Taig Healy').groups.field).toMatchObject({ min: 92, g: 1, sh: 2, sog: 1, gt: 1, fouls: 2 });
    expect(playerNamed(box.home, 'Logan Erb').groups).toMatchObject({ field: { gs: 1, min: 92 }, keepers: { gs: 1, min: 92, ga: 3, sv: 6, w: 0, l: 1, t: 0, sho: 0 } });
    expect(playerNamed(box.visitor, 'Jadon Bowton').groups.keepers).toMatchObject({ min: 92, ga: 2, sv: 5, w: 1, l: 0 });
    // Both backup keepers ('0' and '00') did not play.
    expect(box.visitor.players.map((line) => line.player.uniform)).not.toContain('00');
  });

  it('reads corner kicks from the line score and the bench yellow card from the TEAM row', () => {
    expect(box.visitor.extras).toEqual({ corners: 5, tmFieldYc: 1 });
    expect(box.home.extras).toEqual({ corners: 10, tmFieldYc: 1 });
  });

  it('prints goal times as the minute, in overtime too', () => {
    expect(box.periods).toEqual(['1', '2', 'OT']);
    expect(box.scoringPlays.map((play) => [play.period, play.clock, play.vh, play.homeScore, play.visitorScore])).toEqual([
      ['1', "44'", 'V', 0, 1],
      ['2', "62'", 'V', 0, 2],
      ['2', "66'", 'H', 1, 2],
      ['2', "87'", 'H', 2, 2],
      ['OT', "92'", 'V', 2, 3],
    ]);
    expect(box.scoringPlays[1]!.description).toMatch(/^Goal by Joe Dale \(assisted by Richie Aman\), Washington\. Crossing pass/);
  });

  it('reads the same file as field hockey with its own counters', () => {
    const hockey = readGoalSportBox(game, 'fieldhockey');
    expect(hockey.family).toBe('fieldhockey');
    expect(Object.keys(playerNamed(hockey.visitor, 'Zach Ramsey').groups.field!)).toContain('gc');
    expect(hockey.home.extras.pc).toBe(10);
    expect(hockey.scoringPlays[0]!.clock).toBe('43:48');
  });
});

describe('lacrosse', () => {
  const game = fixture('mlax.xml');
  const box = readGoalSportBox(game, 'lacrosse');

  it('gives named players and goalies the numbers of the file', () => {
    expect(playerNamed(box.home, 'Owen Duffy').groups.field).toMatchObject({ gs: 1, min: 60, g: 3, a: 5, sh: 7, sog: 4, ua: 2, fgl: 1, gb: 1, to: 2, ct: 1, dc: 0 });
    expect(playerNamed(box.visitor, 'Luke Neary').groups.field).toMatchObject({ g: 2, sh: 2, ua: 1, to: 2, min: 60 });
    expect(playerNamed(box.visitor, 'Denny Piekutowski').groups).toMatchObject({ field: { gb: 1, to: 1, min: 60 }, keepers: { gs: 1, min: 30, ga: 12, sv: 7, w: 0, l: 1, sho: 0 } });
    expect(playerNamed(box.home, 'Josh Marcus').groups.keepers).toMatchObject({ gs: 1, min: 38, ga: 4, sv: 1, w: 1, l: 0 });
    expect(playerNamed(box.home, 'Brayson Wilson').groups.keepers).toMatchObject({ gs: 0, min: 8, ga: 1, sv: 2, w: 0, l: 0 });
  });

  it('reads the totals that follow the players when the first <totals> is empty', () => {
    expect(box.visitor.fileTotals.field).toMatchObject({ g: 7, sh: 28, sog: 13, gb: 24, to: 19, ct: 5, min: 600 });
    expect(box.visitor.fileTotals.keepers).toEqual({ min: 60, ga: 23, sv: 14 });
    expect([box.visitor.extras.ppOpportunities, box.home.extras.ppOpportunities]).toEqual([4, 2]);
  });

  it('keeps the counting-down clock and names man-up goals', () => {
    expect(box.scoringPlays).toHaveLength(30);
    expect(box.scoringPlays[0]).toEqual({ period: '1', clock: '13:56', vh: 'V', description: 'Goal by Luke Neary, Iona', homeScore: 0, visitorScore: 1 });
    expect(box.scoringPlays[3]!.description).toBe('Man-up goal by Luke Bair (assisted by Owen Duffy), North Carolina');
  });
});

describe('hockey', () => {
  const text = fixtureText('hockey.xml');
  const game = readStatCrewFile(text);
  const box = readGoalSportBox(game, 'hockey');

  it('reads skaters with penalty minutes, +/- and special-team goals; shots are on goal', () => {
    expect(playerNamed(box.home, 'Liam Okafor').groups.field).toEqual({ gs: 1, min: 0, g: 1, a: 0, sh: 6, sog: 6, gw: 1, ua: 0, ot: 1, fgl: 0, gt: 0, pm: 1, pim: 0, ppg: 0, shg: 0 });
    expect(playerNamed(box.home, 'Max Lund').groups.field).toMatchObject({ a: 1, pim: 2, pm: 1 });
    expect(playerNamed(box.visitor, 'Eli Brandt').groups.field).toMatchObject({ g: 1, ppg: 1, ua: 1, pm: 0 });
    expect(playerNamed(box.visitor, 'Luca Ferris').groups.field!.pm).toBe(-1);
  });

  it('reads goalies: whole minutes, decisions, uniforms as text; those who never went in are left out', () => {
    expect(playerNamed(box.visitor, 'Theo Wren')).toMatchObject({ player: { uniform: '00' }, groups: { keepers: { gs: 0, min: 23, ga: 2, sv: 10, w: 0, l: 1, t: 0, sho: 0 } } });
    expect(playerNamed(box.visitor, 'Colin Marsh').groups.keepers).toEqual({ gs: 1, min: 40, ga: 1, sv: 16, w: 0, l: 0, t: 0, sho: 0 });
    expect(playerNamed(box.home, 'Drew Hale').groups.keepers).toMatchObject({ gs: 1, min: 63, ga: 2, sv: 18, w: 1 });
    const names = [...box.home.players, ...box.visitor.players].map((line) => line.player.name);
    expect(names).not.toContain('Ari Brink');
    expect(names).not.toContain('Adam Quist');
    expect(box.visitor.extras).toEqual({ ppOpportunities: 2, tmFieldPim: 2 });
  });

  it('labels overtime and prints the elapsed clock of each goal', () => {
    expect(box.periods).toEqual(['1', '2', '3', 'OT']);
    expect(box.scoringPlays.map((play) => `${play.period} ${play.clock} ${play.visitorScore}-${play.homeScore}`)).toEqual(['1 08:12 1-0', '2 06:05 1-1', '2 15:40 2-1', '3 11:22 2-2', 'OT 02:41 2-3']);
    expect(box.scoringPlays[2]!.description).toBe('Power-play goal by Eli Brandt, Lakeshore State');
  });

  it('falls back on the play-by-play when the file has no scoring summary', () => {
    const root = parseXmlTree(text);
    root.children = root.children.filter((child) => child.name !== 'scores');
    const plays = readGoalSportBox(readStatCrewTree(root), 'hockey').scoringPlays;
    const shape = (list: SportBoxReading['scoringPlays']) => list.map(({ period, clock, vh, homeScore, visitorScore }) => ({ period, clock, vh, homeScore, visitorScore }));
    expect(shape(plays)).toEqual(shape(box.scoringPlays));
    expect(plays[0]!.description).toContain('Trudel');
  });
});

/** A minimal file of the root around the given team bodies. */
const file = (root: string, visitor: string, home: string, after = '') =>
  `<${root}><venue gameid="1"><rules prds="2"/></venue><team vh="V" id="A" name="Away">${visitor}</team><team vh="H" id="B" name="Home">${home}</team>${after}</${root}>`;

describe('odd goal-sport files', () => {
  it('passes over unknown elements and attributes; a player with no stats is no error; uniforms stay text', () => {
    const visitor = `<player uni="4A" name="Doe, Jane" gp="1" gs="1" flair="y"><shots g="2" sh="" sog="-" zz="9"/><sparkle/></player>
      <player uni="00" name="Roe, Ann" gp="1"/><gizmo a="1"/>`;
    const box = readGoalSportBox(readStatCrewFile(file('sogame', visitor, '')), 'soccer');
    expect(box.visitor.players.map((line) => line.player.uniform)).toEqual(['4A', '00']);
    expect(box.visitor.players[0]!.groups.field).toMatchObject({ gs: 1, g: 2, sh: 0, sog: 0 });
    expect(Object.values(box.visitor.players[1]!.groups.field!).every((value) => value === 0)).toBe(true);
    expect(box.visitor.fileTotals).toEqual({ field: {}, keepers: {} });
    expect(box.scoringPlays).toEqual([]);
  });

  it("credits a lone keeper's clean sheet as a shutout, reads dec= decisions, and takes win=\"0\" for none", () => {
    const keeper = (attrs: string) => `<player uni="1" name="K, Keeper" gp="1" gs="1"><goalie minutes="90:00" ga="0" saves="4" ${attrs}/></player>`;
    const box = readGoalSportBox(readStatCrewFile(file('sogame', keeper('dec="W"'), keeper('win="0" tie="1-1-1"'))), 'soccer');
    expect(box.visitor.players[0]!.groups).toEqual({ keepers: { gs: 1, min: 90, ga: 0, sv: 4, w: 1, l: 0, t: 0, sho: 1 } });
    expect(box.visitor.players[0]!.position).toBe('GK');
    expect(box.home.players[0]!.groups.keepers).toMatchObject({ w: 0, t: 1, sho: 1 });
  });

  it('reads the root’s sport when the family given is not a goal sport', () => {
    expect(readGoalSportBox(readStatCrewFile(file('lcgame', '', '')), 'basketball').family).toBe('lacrosse');
    expect(readGoalSportBox(readStatCrewFile(file('hkgame', '', '')), 'hockey').family).toBe('hockey');
  });
});

type Line = Record<string, number>;
// Lacrosse's elements and attribute names for its sheet's counters.
const LACROSSE: Record<string, [element: string, attribute: string]> = {
  min: ['misc', 'minutes'], g: ['shots', 'g'], a: ['shots', 'a'], sh: ['shots', 'sh'], sog: ['shots', 'sog'], gw: ['goaltype', 'gw'], ua: ['goaltype', 'ua'],
  ot: ['goaltype', 'ot'], fgl: ['goaltype', 'fg'], gt: ['goaltype', 'gt'], gb: ['misc', 'gb'], dc: ['misc', 'dc'], ct: ['misc', 'ct'], to: ['misc', 'turnover'],
  fouls: ['penalty', 'foul'], gc: ['penalty', 'gc'], yc: ['penalty', 'yc'], rc: ['penalty', 'rc'],
};

function body(line: Line): string {
  const elements = new Map<string, string[]>();
  for (const [key, [element, name]] of Object.entries(LACROSSE)) elements.set(element, [...(elements.get(element) ?? []), `${name}="${line[key] ?? 0}"`]);
  return [...elements].map(([element, pairs]) => `<${element} ${pairs.join(' ')}/>`).join('');
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

describe('generated lacrosse files', () => {
  it('reads every line back as written and its team line equals the totals', () => {
    const line = fc.record(Object.fromEntries(Object.keys(LACROSSE).map((key) => [key, fc.nat({ max: 40 })])) as Record<string, fc.Arbitrary<number>>);
    const keeper = fc.record({ seconds: fc.nat({ max: 3600 }), ga: fc.nat({ max: 20 }), sv: fc.nat({ max: 30 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), keeper, line, (lines, goalie, teamRow) => {
        const totals = Object.fromEntries(Object.keys(LACROSSE).map((key) => [key, [...lines, teamRow].reduce((sum, entry) => sum + (entry[key] ?? 0), 0)]));
        const goalieElement = `<goalie gp="1" minutes="${clock(goalie.seconds)}" ga="${goalie.ga}" saves="${goalie.sv}"/>`;
        const players = lines.map((entry, index) => `<player uni="${index}" name="P${index}, Q" gp="1">${body(entry)}${index === 0 ? goalieElement : ''}</player>`).join('');
        const team = `<totals>${body(totals)}${goalieElement}</totals>${players}<player uni="TM" name="TEAM">${body(teamRow)}</player>`;
        const box = readGoalSportBox(readStatCrewFile(file('lcgame', team, '')), 'lacrosse');
        lines.forEach((entry, index) => expect(box.visitor.players[index]!.groups.field).toEqual({ ...entry, gs: 0 }));
        expect(box.visitor.players[0]!.groups.keepers).toMatchObject({ min: Math.round(goalie.seconds / 60), ga: goalie.ga, sv: goalie.sv });
        expectTeamLineToMatchTotals(box.visitor);
      }),
      { numRuns: 60 },
    );
  });
});
