import { describe, expect, it } from 'vitest';
import { isAscending, isDescending, itDegrades, UNKNOWN_ID, type ConformanceContext } from '../conformance-context';
import { sportWithResults } from './sport-picks';

/** The home and sport home pages' feed. */
export function homeConformance(context: ConformanceContext): void {
  describe('HomeFeedRepository', () => {
    it('gives the latest stories newest first, as the archive starts', async () => {
      const set = context.set();
      const latest = await set.homeFeed.latestStories({ count: 5 });
      expect(latest).toHaveLength(5);
      expect(isDescending(latest.map((story) => story.date))).toBe(true);
      const archive = await set.stories.archive({ search: '', seasonYear: null, sportId: null, page: 0 });
      expect(latest.map((story) => story.id)).toEqual(archive.items.slice(0, 5).map((story) => story.id));
    });

    it('gives upcoming games soonest first without results, and recent results newest first', async () => {
      const { homeFeed } = context.set();
      const [upcoming, recent, scoreboard] = await Promise.all([homeFeed.upcomingGames({ count: 5 }), homeFeed.recentResults({ count: 5 }), homeFeed.scoreboard({ count: 20 })]);
      expect(upcoming).toHaveLength(5);
      expect(upcoming.every(({ game }) => game.result === null)).toBe(true);
      expect(isAscending(upcoming.map(({ game }) => game.date))).toBe(true);
      expect(recent).toHaveLength(5);
      expect(recent.every(({ game }) => game.result !== null)).toBe(true);
      expect(isDescending(recent.map(({ game }) => game.date))).toBe(true);
      expect(scoreboard.length).toBeGreaterThan(0);
      expect(scoreboard.length).toBeLessThanOrEqual(20);
      expect(isAscending(scoreboard.map(({ game }) => game.date))).toBe(true);
    });

    it('narrows the feed to one sport, with its season’s record and current roster', async () => {
      const set = context.set();
      const { sport, current } = await sportWithResults(set);
      const [stories, recent, record, roster] = await Promise.all([
        set.homeFeed.latestStories({ sportId: sport.id, count: 3 }),
        set.homeFeed.recentResults({ sportId: sport.id, count: 3 }),
        set.homeFeed.record(current.scheduleId),
        set.homeFeed.currentRoster(sport.id),
      ]);
      expect(stories.length).toBeGreaterThan(0);
      expect(stories.every((story) => story.sport?.id === sport.id)).toBe(true);
      expect(recent.length).toBeGreaterThan(0);
      expect(recent.every((listing) => listing.sport.id === sport.id)).toBe(true);
      expect(record?.overall).toBe((await set.schedule.record(current.scheduleId))?.overall);
      expect(roster?.players.length).toBeGreaterThan(0);
      expect(await set.homeFeed.currentRoster(UNKNOWN_ID)).toBeNull();
      expect(await set.homeFeed.latestStories({ sportId: UNKNOWN_ID, count: 3 })).toEqual([]);
    });

    it('counts down to a game still to come', async () => {
      const countdown = await context.set().homeFeed.countdown();
      expect(countdown).not.toBeNull();
      expect(countdown!.target).toBeGreaterThan(context.today());
    });

    itDegrades(context, async ({ homeFeed }) => {
      expect(await homeFeed.latestStories({ count: 3 })).toEqual([]);
      expect(await homeFeed.upcomingGames({ count: 3 })).toEqual([]);
      expect(await homeFeed.recentResults({ count: 3 })).toEqual([]);
      expect(await homeFeed.scoreboard({ count: 3 })).toEqual([]);
      expect(await homeFeed.countdown()).toBeNull();
      expect(await homeFeed.record(1)).toBeNull();
      expect(await homeFeed.currentRoster(1)).toBeNull();
    });
  });
}
