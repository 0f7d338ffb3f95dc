import { describe, expect, it } from 'vitest';
import { isDescending, itDegrades, UNKNOWN_ID, type ConformanceContext } from '../conformance-context';

/** The demo's protected parents' packet: dated ten days before the demo's today, opened with the school's access code. */
function parentsPacketPath(today: number): string {
  const day = new Date(today - 10 * 86_400_000);
  return `${day.getUTCFullYear()}/${day.getUTCMonth() + 1}/${day.getUTCDate()}/parents-information-packet`;
}

/** Galleries, the game centre, protected documents and staff sign-in. */
export function mediaAndAccessConformance(context: ConformanceContext): void {
  describe('GalleriesRepository', () => {
    it('pages galleries newest first, the pages following on, and narrows them to a sport', async () => {
      const { galleries } = context.set();
      const all = await galleries.list({ sportId: null, page: { pageIndex: 0, pageSize: 50 } });
      expect(all.length).toBeGreaterThan(3);
      expect(isDescending(all.map((gallery) => gallery.date))).toBe(true);
      const [first, second] = [await galleries.list({ sportId: null, page: { pageIndex: 0, pageSize: 2 } }), await galleries.list({ sportId: null, page: { pageIndex: 1, pageSize: 2 } })];
      expect([...first, ...second].map((gallery) => gallery.id)).toEqual(all.slice(0, 4).map((gallery) => gallery.id));
      const sportId = all.find((gallery) => gallery.sport)!.sport!.id;
      const bySport = await galleries.list({ sportId, page: { pageIndex: 0, pageSize: 50 } });
      expect(bySport.map((gallery) => gallery.id)).toEqual(all.filter((gallery) => gallery.sport?.id === sportId).map((gallery) => gallery.id));
    });

    it('opens a gallery with its photos and its summary by id; another school’s or an unknown id is nothing', async () => {
      const { galleries } = context.set('ridgemont');
      const [summary] = await galleries.list({ sportId: null, page: { pageIndex: 0, pageSize: 1 } });
      expect(await galleries.summary(summary!.id)).toEqual(summary);
      const gallery = await galleries.byId(summary!.id);
      expect(gallery).toMatchObject({ id: summary!.id, title: summary!.title });
      expect(gallery!.photos.length).toBeGreaterThan(0);
      const [theirs] = await context.set('coastalbay').galleries.list({ sportId: null, page: { pageIndex: 0, pageSize: 1 } });
      expect(await galleries.byId(theirs!.id)).toBeUndefined();
      expect(await galleries.summary(UNKNOWN_ID)).toBeUndefined();
    });

    itDegrades(context, async ({ galleries }) => {
      expect(await galleries.list({ sportId: null, page: { pageIndex: 0, pageSize: 5 } })).toEqual([]);
      expect(await galleries.summary(1)).toBeUndefined();
      expect(await galleries.byId(1)).toBeUndefined();
    });
  });

  describe('GameCentreRepository', () => {
    it('opens a scheduled game; a game still to come has no live state; an unknown game is null', async () => {
      const set = context.set();
      const [recent] = await set.homeFeed.recentResults({ count: 1 });
      expect((await set.gameCentre.game(recent!.game.id))?.game.id).toBe(recent!.game.id);
      const upcoming = await set.homeFeed.upcomingGames({ count: 20 });
      const later = upcoming.at(-1)!;
      expect(await set.gameCentre.liveState(later.game.id)).toBeNull();
      expect(await set.gameCentre.game(UNKNOWN_ID)).toBeNull();
    });

    itDegrades(context, async ({ gameCentre }) => {
      expect(await gameCentre.game(1)).toBeNull();
      expect(await gameCentre.liveState(1)).toBeNull();
      expect(await gameCentre.gamesUnderWay()).toEqual([]);
    });
  });

  describe('ProtectedContentRepository', () => {
    it('asks for the code, opens with the school’s code, refuses a wrong one, and opens nothing at an unknown path', async () => {
      const { protectedContent } = context.set('ridgemont');
      const path = parentsPacketPath(context.today());
      expect(await protectedContent.document(path, null)).toEqual({ kind: 'code-needed' });
      const opened = await protectedContent.document(path, 'parents-ridgemont');
      expect(opened.kind).toBe('open');
      expect(await protectedContent.document(path, 'not-the-code')).toMatchObject({ kind: 'refused', message: expect.any(String) });
      // A backend may answer an unknown path as a wrong code (ours does, so a guess cannot tell which paths exist).
      expect(['missing', 'refused']).toContain((await protectedContent.document('no/such/packet', 'parents-ridgemont')).kind);
    });

    itDegrades(context, async ({ protectedContent }) => {
      expect(await protectedContent.document(parentsPacketPath(context.today()), 'parents-ridgemont')).toEqual({ kind: 'missing' });
    });
  });

  describe('StaffAccessRepository', () => {
    it('knows no one is signed in, and refuses a wrong password with a message', async () => {
      const { staffAccess } = context.set('coastalbay');
      expect(await staffAccess.current()).toBeNull();
      const outcome = await staffAccess.signIn('preview@coastalbay.example.edu', 'not-the-password');
      expect(outcome.kind).toBe('refused');
    });

    itDegrades(context, async ({ staffAccess }) => {
      expect(await staffAccess.current()).toBeNull();
      expect((await staffAccess.signIn('a@example.edu', 'password-long-enough')).kind).toBe('refused');
    });
  });
}
