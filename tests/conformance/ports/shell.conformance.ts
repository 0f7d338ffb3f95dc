import { describe, expect, it } from 'vitest';
import { isAlertExpired } from '../../../core/alerts/alert-rules';
import type { NavigationItem } from '../../../core/navigation/navigation-item';
import { itDegrades, UNKNOWN_ID, type ConformanceContext } from '../conformance-context';

/** Every item of a menu tree: top level, columns and sub-items. */
const flatten = (items: readonly NavigationItem[]): NavigationItem[] => items.flatMap((item) => [item, ...flatten(item.items), ...flatten(item.columns.flatMap((column) => column.items))]);

/** The shell's ports: what every page's first load asks for (spec 4). */
export function shellConformance(context: ConformanceContext): void {
  describe('SportsRepository', () => {
    it('lists the school’s sports, each found again by its id', async () => {
      const sports = context.set().sports;
      const list = await sports.list();
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list.map((sport) => sport.id)).size).toBe(list.length);
      for (const sport of list.slice(0, 5)) expect(await sports.byId(sport.id)).toEqual(sport);
    });

    it('keeps each school’s sports apart: another school’s sport and an unknown id are not found', async () => {
      const ridgemont = context.set('ridgemont').sports;
      const own = new Set((await ridgemont.list()).map((sport) => sport.id));
      const theirs = (await context.set('coastalbay').sports.list()).filter((sport) => !own.has(sport.id));
      expect(theirs.length).toBeGreaterThan(0);
      expect(await ridgemont.byId(theirs[0]!.id)).toBeUndefined();
      expect(await ridgemont.byId(UNKNOWN_ID)).toBeUndefined();
    });

    itDegrades(context, async ({ sports }) => {
      expect(await sports.list()).toEqual([]);
      expect(await sports.byId(1)).toBeUndefined();
    });
  });

  describe('NavigationRepository', () => {
    it('gives a main menu, and a sport’s own menu for the sports the menu links', async () => {
      const set = context.set();
      const main = await set.navigation.main();
      expect(main.length).toBeGreaterThan(0);
      const sportIds = new Set((await set.sports.list()).map((sport) => sport.id));
      const linked = flatten(main).flatMap((item) => (item.sport ? [item.sport] : []));
      expect(linked.length).toBeGreaterThan(0);
      for (const sport of linked) expect(sportIds.has(sport.id)).toBe(true);
      const sportMenu = await set.navigation.forSport(linked[0]!.id);
      expect(sportMenu.length).toBeGreaterThan(0);
      for (const item of sportMenu) expect(item.title.length + item.items.length).toBeGreaterThan(0);
    });

    it('gives an empty menu for a sport the school does not have', async () => {
      expect(await context.set().navigation.forSport(UNKNOWN_ID)).toEqual([]);
    });

    itDegrades(context, async ({ navigation }) => {
      expect(await navigation.main()).toEqual([]);
      expect(await navigation.forSport(1)).toEqual([]);
    });
  });

  describe('SettingsRepository', () => {
    it('gives each school its own setup, loaded once (the same answer again)', async () => {
      const ridgemont = context.set('ridgemont').settings;
      const [first, again] = await Promise.all([ridgemont.siteSetup(), ridgemont.siteSetup()]);
      expect(first).not.toBeNull();
      expect(again).toBe(first);
      expect(first!.identity.tenant).toBe('ridgemont');
      const coastal = await context.set('coastalbay').settings.siteSetup();
      expect(coastal!.identity.tenant).toBe('coastalbay');
      expect(coastal!.identity.schoolName).not.toBe(first!.identity.schoolName);
    });

    itDegrades(context, async ({ settings }) => {
      expect(await settings.siteSetup()).toBeNull();
    });
  });

  describe('AlertsRepository', () => {
    it('gives only enabled alerts that have not ended, each once', async () => {
      const alerts = await context.set().alerts.active();
      expect(alerts.length).toBeGreaterThan(0);
      expect(new Set(alerts.map((alert) => alert.id)).size).toBe(alerts.length);
      for (const alert of alerts) {
        expect(alert.enabled).toBe(true);
        expect(alert.title.length).toBeGreaterThan(0);
        expect(isAlertExpired(alert, context.today())).toBe(false);
      }
    });

    itDegrades(context, async ({ alerts }) => {
      expect(await alerts.active()).toEqual([]);
    });
  });
}
