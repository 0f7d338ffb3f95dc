import { describe, expect, it } from 'vitest';
import { EMPTY_TAKEOVER_LIST } from '../../../core/takeovers/takeover-rules';
import { itDegrades, UNKNOWN_ID, type ConformanceContext } from '../conformance-context';

/** What the routing guards and the shell's extras read: splash, takeovers, SEO, redirects, promotions, ads. */
export function siteConformance(context: ConformanceContext): void {
  describe('SplashRepository', () => {
    it('gives the home page’s running splash, found again by its id; an unknown id finds none', async () => {
      const { splash } = context.set();
      const running = await splash.forSport(0);
      expect(running).not.toBeNull();
      expect(Date.parse(running!.startDate)).toBeLessThanOrEqual(context.today());
      if (running!.endDate) expect(Date.parse(running!.endDate)).toBeGreaterThan(context.today());
      expect((await splash.byId(running!.id))?.id).toBe(running!.id);
      await expect(splash.recordClick(running!.id)).resolves.toBeUndefined();
      expect(await splash.byId(UNKNOWN_ID)).toBeNull();
    });

    itDegrades(context, async ({ splash }) => {
      expect(await splash.forSport(0)).toBeNull();
      expect(await splash.byId(1)).toBeNull();
      await expect(splash.recordClick(1)).rejects.toBeDefined();
    });
  });

  describe('TakeoversRepository', () => {
    it('gives the home page’s takeovers, and none for a sport the school does not have', async () => {
      const { takeovers } = context.set();
      const home = await takeovers.forSport(0);
      expect(home.takeovers.length).toBeGreaterThan(0);
      expect(new Set(home.takeovers.map((takeover) => takeover.id)).size).toBe(home.takeovers.length);
      expect((await takeovers.forSport(UNKNOWN_ID)).takeovers).toEqual([]);
    });

    itDegrades(context, async ({ takeovers }) => {
      expect(await takeovers.forSport(0)).toEqual(EMPTY_TAKEOVER_LIST);
    });
  });

  describe('SeoRepository and RedirectsRepository', () => {
    it('gives page title templates, and legacy redirects from one path to another', async () => {
      const { seo, redirects } = context.set('coastalbay');
      const settings = await seo.settings();
      expect(Object.keys(settings?.titles ?? {}).length).toBeGreaterThan(0);
      const pairs = await redirects.all();
      expect(pairs.length).toBeGreaterThan(0);
      for (const pair of pairs) expect(pair.from.startsWith('/') && pair.to.length > 0 && pair.from !== pair.to).toBe(true);
    });

    itDegrades(context, async ({ seo, redirects }) => {
      expect(await seo.settings()).toBeNull();
      expect(await redirects.all()).toEqual([]);
    });
  });

  describe('PromotionsRepository', () => {
    it('gives a running location’s campaigns and nothing for an unknown location; impressions are stored', async () => {
      const { promotions } = context.set();
      const set = await promotions.forLocation('home-multi');
      expect(set?.campaigns.length).toBeGreaterThan(0);
      expect(await promotions.forLocation('no-such-location')).toBeNull();
      await expect(promotions.countImpressions(set!.campaigns.map((campaign) => campaign.id))).resolves.toBeUndefined();
    });

    itDegrades(context, async ({ promotions }) => {
      expect(await promotions.forLocation('home-multi')).toBeNull();
      await expect(promotions.countImpressions([1])).rejects.toBeDefined();
    });
  });

  describe('AdProvider', () => {
    it('fills a slot the school sells with a creative for that slot, and leaves an unknown slot empty', async () => {
      const { ads } = context.set();
      const creative = await ads.fill({ slotId: 'htlad-common-top', sportId: null, adtest: null });
      expect(creative?.slotId).toBe('htlad-common-top');
      expect(creative!.image.url.length).toBeGreaterThan(0);
      expect(await ads.fill({ slotId: 'htlad-no-such-slot', sportId: null, adtest: null })).toBeNull();
    });

    itDegrades(context, async ({ ads }) => {
      expect(await ads.fill({ slotId: 'htlad-common-top', sportId: null, adtest: null })).toBeNull();
    });
  });
}
