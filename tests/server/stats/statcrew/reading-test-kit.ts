import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { teamRowKey, type StatSheet } from '../../../../server/stats/stat-sheet';
import type { PlayerReading, SideReading, SportBoxReading } from '../../../../server/stats/statcrew/sport-reading';

/** A stat-crew fixture's bytes (real files, copied byte for byte). */
export const fixtureBytes = (name: string): Buffer => readFileSync(new URL(`../../../fixtures/statcrew/${name}`, import.meta.url));

/** The reading of the player the file names so. */
export function playerNamed(side: SideReading, name: string): PlayerReading {
  const found = side.players.find((reading) => reading.player.name === name);
  if (!found) throw new Error(`no line for ${name}`);
  return found;
}

/** Every counter of the file's totals is the players' sum plus what the file charges to the team row. */
export function expectTeamLineToMatchTotals(side: SideReading, options: { everyGroupWritten?: boolean } = {}): void {
  for (const [group, totals] of Object.entries(side.fileTotals)) {
    if (options.everyGroupWritten) expect(Object.keys(totals).length).toBeGreaterThan(0);
    for (const [key, total] of Object.entries(totals)) {
      const players = side.players.reduce((sum, line) => sum + (line.groups[group]?.[key] ?? 0), 0);
      expect({ group, key, value: players + (side.extras[teamRowKey(group, key)] ?? 0) }).toEqual({ group, key, value: total });
    }
  }
}

/** Every player's group carries exactly the sheet's counters of that group. */
export function expectSheetKeys(sheet: StatSheet, box: SportBoxReading): void {
  const sheetKeys = new Map(sheet.groups.map((group) => [group.key, [...group.sums, ...(group.maxes ?? [])].sort()]));
  for (const side of [box.home, box.visitor]) {
    for (const reading of side.players) {
      for (const [group, counters] of Object.entries(reading.groups)) expect(Object.keys(counters).sort()).toEqual(sheetKeys.get(group));
    }
  }
}
