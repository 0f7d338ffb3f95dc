import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStatCrewFile } from '../../../../server/stats/statcrew/statcrew-reader';
import { clockSeconds, dayOf, splitName } from '../../../../server/stats/statcrew/text-values';
import { MAX_STAT_FILE_BYTES, StatFileError } from '../../../../server/stats/statcrew/xml-tree';
import { statFixture } from '../stat-file-support';

const FIXTURES = ['baseballDataStats.xml', 'football.xml', 'mecz-1.xml', 'mecz.xml', 'mlax.xml', 'soccer.xml', 'volleyball.xml'];

const refusal = (input: string | Uint8Array): StatFileError => {
  try {
    readStatCrewFile(input);
  } catch (error) {
    if (error instanceof StatFileError) return error;
    throw error;
  }
  throw new Error('the file was read');
};

describe('the common reading of a stat-crew file', () => {
  it.each(FIXTURES)('reads %s: its root, teams, line score and state, with the file’s own numbers', (name) => {
    const game = readStatCrewFile(statFixture(name));
    for (const team of [game.home, game.visitor]) {
      expect(team.name.length).toBeGreaterThan(1);
      expect(team.players.length).toBeGreaterThan(5);
      const periods = team.periodScores.reduce<number>((sum, value) => sum + (value ?? 0), 0);
      // Volleyball's score is sets won; everywhere else the periods add up to the final.
      if (game.root !== 'vbgame') expect(periods).toBe(team.score);
    }
  });

  it('reads what varies between vendors: dates, missing status, baseball runs=, padded and repeated ids', () => {
    const football = readStatCrewFile(statFixture('football.xml'));
    expect(football.status.complete).toBeNull();
    expect(football.visitor).toMatchObject({ id: 'DU', name: 'Duke', score: 32 });
    expect(football.venue).toMatchObject({ date: '2025-11-22', attendance: 50500, league: true });
    const baseball = readStatCrewFile(statFixture('baseballDataStats.xml'));
    expect([baseball.visitor.score, baseball.home.score]).toEqual([3, 4]);
    expect(baseball.status.complete).toBe(true);
    const volleyball = readStatCrewFile(statFixture('volleyball.xml'));
    expect(volleyball.generated).toBe('2025-11-29');
    expect(volleyball.visitor).toMatchObject({ score: 3, periodScores: [20, 23, 25, 25, 15] });
    const soccer = readStatCrewFile(statFixture('soccer.xml'));
    expect(soccer.status).toMatchObject({ complete: null, period: 3, clock: '91:54' });
    expect(soccer.venue.neutral).toBe(true);
    // The venue gives both sides one id; the teams say who is who.
    const mecz = readStatCrewFile(statFixture('mecz.xml'));
    expect([mecz.visitor.name, mecz.home.name]).toEqual(['Dolnośląskie', 'Pomorskie']);
    expect(readStatCrewFile(statFixture('mecz-1.xml')).status).toMatchObject({ complete: false, period: 1, clock: '06:15' });
  });

  it('reads CRLF or LF, with or without a declaration or a byte-order mark, and passes over unknown elements and attributes', () => {
    const text = statFixture('mecz.xml');
    const base = readStatCrewFile(text);
    const variants = [
      text.replace(/\r?\n/g, '\r\n'),
      `<?xml version="1.0" encoding="UTF-8"?>\n${text}`,
      `\uFEFF${text}`,
      text.replace('<bbgame ', '<bbgame sbid="9" ').replace('<venue ', '<venue coords="1,2" ').replace('<status ', '<season year="2021"/><status '),
    ];
    for (const variant of variants) {
      const game = readStatCrewFile(Buffer.from(variant));
      expect([game.home.score, game.visitor.score, game.home.players.length]).toEqual([base.home.score, base.visitor.score, base.home.players.length]);
    }
  });

  it('refuses what is not a stat file, with a message that says what is wrong', () => {
    expect(refusal('')).toMatchObject({ code: 'not_xml' });
    expect(refusal('final 72-69')).toMatchObject({ code: 'not_xml' });
    expect(refusal(statFixture('mecz.xml').slice(0, 20_000))).toMatchObject({ code: 'not_xml', message: expect.stringContaining('line') });
    expect(refusal('<rss><channel/></rss>')).toMatchObject({ code: 'not_stat_file', message: expect.stringContaining('<bbgame>') });
    expect(refusal('<bbgame><team vh="V" name="A"/></bbgame>')).toMatchObject({ code: 'not_stat_file' });
    expect(refusal(Buffer.alloc(MAX_STAT_FILE_BYTES + 1, 32))).toMatchObject({ code: 'too_large' });
    expect(refusal(statFixture('mecz.xml').replace('Pomorskie', 'Pomor\u0000skie'))).toMatchObject({ code: 'not_xml', message: expect.stringContaining('NUL') });
  });

  it('refuses a DOCTYPE before any entity is expanded (a billion-laughs file costs nothing)', () => {
    const laughs = Array.from({ length: 10 }, (_, level) => `<!ENTITY l${level + 1} "${`&l${level};`.repeat(10)}">`).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE bbgame [<!ENTITY l0 "lol">${laughs}]><bbgame><venue homename="&l10;"/></bbgame>`;
    const started = performance.now();
    expect(refusal(bomb)).toMatchObject({ code: 'dtd_refused' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(refusal('<!-- a note --><!DOCTYPE bbgame SYSTEM "file:///etc/passwd"><bbgame/>')).toMatchObject({ code: 'dtd_refused' });
  });

  it('never throws anything but a StatFileError on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((tail) => `<bbgame>${tail}`), fc.uint8Array({ maxLength: 200 })), (input) => {
        try {
          readStatCrewFile(input);
        } catch (error) {
          expect(error).toBeInstanceOf(StatFileError);
        }
      }),
    );
  });
});

describe('the values stat files write', () => {
  it('reads dates in every form vendors write', () => {
    expect(dayOf('9/15/2016')).toBe('2016-09-15');
    expect(dayOf('02/07/2026')).toBe('2026-02-07');
    expect(dayOf('Nov 29, 2025')).toBe('2025-11-29');
    expect(dayOf('2025-11-29')).toBe('2025-11-29');
    expect(dayOf('13/45/2020')).toBeNull();
    expect(dayOf('')).toBeNull();
  });

  it('reads names as Last, First / Last,First / First Last', () => {
    expect(splitName('Kloska, Magdalena')).toEqual({ firstName: 'Magdalena', lastName: 'Kloska' });
    expect(splitName('King,Landen')).toEqual({ firstName: 'Landen', lastName: 'King' });
    expect(splitName('Landen King')).toEqual({ firstName: 'Landen', lastName: 'King' });
    expect(splitName('Landen King', 'King, Landen')).toEqual({ firstName: 'Landen', lastName: 'King' });
    expect(splitName('KING')).toEqual({ firstName: '', lastName: 'KING' });
  });

  it('reads clocks', () => {
    expect(clockSeconds('06:15')).toBe(375);
    expect(clockSeconds('91:54')).toBe(5514);
    expect(clockSeconds('-')).toBeNull();
  });
});
