import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sportsListWire } from '../../../contract/sports';
import { readStoreKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { cursorPage, v2All, walkBack, walkForward } from './v21-helpers';

const postgresUrl = inject('postgresUrl');

/** v2.1 items of Podcasts add podPubdate and podId; everything else is the v2 item. */
const asV2 = (item: Record<string, unknown>) => {
  const { podPubdate: _pubdate, podId: _id, ...rest } = item;
  return rest;
};

describe.each(readStoreKinds(postgresUrl))('/api/v2.1 cursor paging on %s', (kind) => {
  let api: TestApi;
  let sport: { id: number; rosterId: number };
  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    const sports = sportsListWire.parse((await api.get('/api/v2/Sports')).json);
    const football = sports.find((row) => row.globalSportNameSlug === 'football') ?? sports[0]!;
    sport = { id: football.id, rosterId: Number(football.rosterId) };
  });
  afterAll(async () => api?.close());

  // Each v2.1 list with its v2 twin and a page size that takes a few pages.
  const lists = () => [
    { v21: '/Awards', v2: '/Awards', size: 7 },
    { v21: '/Podcasts', v2: '/Podcasts', size: 4 },
    { v21: '/PressClips', v2: '/PressClips', size: 6 },
    { v21: '/Archives', v2: '/Archives', size: 40 },
    { v21: '/Videos/all-access', v2: '/Videos/all-access', size: 5 },
    { v21: '/Videos/youtube', v2: '/Videos/youtube', size: 5 },
    { v21: `/Players/history?SportId=${sport.id}`, v2: `/Players/history?SportId=${sport.id}`, size: 25 },
    { v21: `/Players/roster/${sport.rosterId}`, v2: `/Players/roster/${sport.rosterId}`, size: 30 },
    { v21: `/Players/random?SportId=${sport.id}`, v2: `/Players/random?SportId=${sport.id}`, size: 30 },
    { v21: `/EventsResults/results?SportId=${sport.id}`, v2: `/EventsResults/results?sportId=${sport.id}`, size: 12 },
    { v21: `/OpponentHistory?SportId=${sport.id}`, v2: `/OpponentHistory/list/${sport.id}`, size: 9 },
    { v21: '/Instagram', v2: '/Instagram', size: 5 },
  ];

  it('walks every list forward and back with no duplicates or gaps, and equals the v2 list', { timeout: 240_000 }, async () => {
    for (const list of lists()) {
      const whole = await v2All(api, `/api/v2${list.v2}`);
      expect(whole.length, list.v2).toBeGreaterThan(list.size);
      const forward = await walkForward(api, `/api/v2.1${list.v21}`, list.size);
      expect(forward.items.map(asV2), list.v21).toEqual(whole);
      expect(forward.pages.length).toBe(Math.ceil(whole.length / list.size));
      const back = await walkBack(api, `/api/v2.1${list.v21}`, list.size, forward.pages.at(-1)!);
      expect(back.map(asV2), `${list.v21} backwards`).toEqual(whole);
      // v2-reference 1.3: Before=<before of page 1> returns none.
      const first = forward.pages[0]!;
      expect((await cursorPage(api, `/api/v2.1${list.v21}${list.v21.includes('?') ? '&' : '?'}Before=${first.before}`)).items).toEqual([]);
    }
  });

  it('honours PageSize (default 10, at most 100)', async () => {
    expect((await cursorPage(api, '/api/v2.1/Archives')).items).toHaveLength(10);
    expect((await cursorPage(api, '/api/v2.1/Archives?PageSize=3')).items).toHaveLength(3);
    expect((await cursorPage(api, '/api/v2.1/Archives?pagesize=100')).items).toHaveLength(100);
    for (const bad of ['0', '101', 'a', '-1']) expect((await api.get(`/api/v2.1/Archives?PageSize=${bad}`)).status, bad).toBe(400);
  });

  it('honours the sport and other filters under their v2.1 names', async () => {
    const history = await walkForward(api, `/api/v2.1/Players/history?SportId=${sport.id}`, 100);
    expect(history.items.every((item) => item.sportId === sport.id)).toBe(true);
    const random = (await cursorPage(api, `/api/v2.1/Players/random?SportId=${sport.id}&PageSize=20`)).items as Array<{ sport: { id: number } }>;
    expect(random.length).toBe(20);
    expect(random.every((item) => item.sport.id === sport.id)).toBe(true);
    const results = (await cursorPage(api, `/api/v2.1/EventsResults/results?SportId=${sport.id}&PageSize=50`)).items as Array<{ sport: { id: number } }>;
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((item) => item.sport.id === sport.id)).toBe(true);

    // DateRange.StartDate / DateRange.EndDate (v2.1's names) bound the results by day.
    const dates = results.map((item) => String((item as unknown as { date: string }).date).slice(0, 10)).sort();
    const [from, to] = [dates[0]!, dates[Math.floor(dates.length / 2)]!];
    const ranged = (await walkForward(api, `/api/v2.1/EventsResults/results?SportId=${sport.id}&DateRange.StartDate=${from}T00:00:00&DateRange.EndDate=${to}T00:00:00`, 50)).items as Array<{ date: string }>;
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((item) => item.date.slice(0, 10) >= from && item.date.slice(0, 10) <= to)).toBe(true);

    const clips = (await walkForward(api, `/api/v2.1/PressClips?SportId=${sport.id}`, 100)).items as Array<{ sport: { id: number } | null; date: string }>;
    expect(clips.every((clip) => clip.sport?.id === sport.id)).toBe(true);
    // ByDescendingDate (or IsByDescendingDate) = false: oldest first.
    const newest = (await walkForward(api, '/api/v2.1/PressClips', 100)).items as Array<{ id: number; date: string }>;
    for (const name of ['ByDescendingDate', 'IsByDescendingDate']) {
      const oldest = (await walkForward(api, `/api/v2.1/PressClips?${name}=false`, 100)).items as Array<{ id: number }>;
      expect(oldest.map((clip) => clip.id), name).toEqual([...newest].reverse().map((clip) => clip.id));
    }
    expect((await walkForward(api, '/api/v2.1/PressClips?ByDescendingDate=true', 100)).items).toEqual(newest);

    const podcasts = (await walkForward(api, `/api/v2.1/Podcasts?sportId=${sport.id}`, 100)).items as Array<{ sports: Array<{ id: number }> }>;
    expect(podcasts.every((episode) => episode.sports.some((s) => s.id === sport.id))).toBe(true);

    // QueryText (v2.1's `search`) finds the stories of a sport by its title.
    const archive = (await cursorPage(api, '/api/v2.1/Archives?QueryText=Football&PageSize=50')).items as Array<{ sportTitle: string; storyHeadline: string }>;
    expect(archive.length).toBeGreaterThan(0);
    expect(archive.every((story) => /football/i.test(story.sportTitle) || /football/i.test(story.storyHeadline))).toBe(true);
  });

  it('splits EventsResults/upcoming by Upcoming (true: after now; false: past games)', async () => {
    const after = (await walkForward(api, '/api/v2.1/EventsResults/upcoming?Upcoming=true', 100)).items as Array<{ dateUtc: string | null; date: string }>;
    const past = (await cursorPage(api, '/api/v2.1/EventsResults/upcoming?Upcoming=false&PageSize=50')).items as Array<{ dateUtc: string | null; date: string }>;
    expect(after.length).toBeGreaterThan(0);
    expect(past.length).toBe(50);
    const instant = (item: { dateUtc: string | null; date: string }) => Date.parse(item.dateUtc ?? item.date);
    const latestPast = Math.max(...past.map(instant));
    const earliestAfter = Math.min(...after.map(instant));
    expect(latestPast).toBeLessThan(earliestAfter);
  });

  it('answers 400 to a cursor it did not give out, to After with Before, and to bad v2.1 parameters', async () => {
    const page = await cursorPage(api, '/api/v2.1/Awards?PageSize=2');
    for (const url of [
      '/api/v2.1/Awards?After=abc',
      '/api/v2.1/Awards?Before=%3D%3D',
      `/api/v2.1/Awards?After=${Buffer.from('v1:-1').toString('base64url')}`,
      `/api/v2.1/Awards?After=${Buffer.from('v2:3').toString('base64url')}`,
      `/api/v2.1/Awards?After=${page.after}&Before=${page.before}`,
      '/api/v2.1/OpponentHistory',
      '/api/v2.1/OpponentHistory?SportId=a',
      '/api/v2.1/Players/search',
      '/api/v2.1/Players/1/media?rosterPlayerId=a',
      '/api/v2.1/EventsResults/upcoming?Upcoming=maybe',
      '/api/v2.1/PressClips?ByDescendingDate=2',
    ]) {
      const response = await api.get(url);
      expect(response.status, url).toBe(400);
      expect(response.json, url).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    }
    // A cursor past the end is an empty page, not an error.
    expect((await cursorPage(api, `/api/v2.1/Awards?After=${Buffer.from('v1:999999').toString('base64url')}`)).items).toEqual([]);
  });

  it('keeps each school to its own records, cursors and tenant check as v2', async () => {
    const ridgemont = (await walkForward(api, '/api/v2.1/Podcasts', 100)).items.map((item) => item.id);
    const coastal = (await walkForward(api, '/api/v2.1/Podcasts', 100, 'coastalbay')).items.map((item) => item.id);
    expect(ridgemont.length).toBeGreaterThan(0);
    expect(coastal.length).toBeGreaterThan(0);
    expect(ridgemont.filter((id) => coastal.includes(id))).toEqual([]);
    // A cursor is a place in the school's own list: the other school's list at that place is its own.
    const page = await cursorPage(api, '/api/v2.1/Podcasts?PageSize=2');
    const other = await cursorPage(api, `/api/v2.1/Podcasts?PageSize=2&After=${page.after}`, 'coastalbay');
    expect(other.items.every((item) => coastal.includes(item.id))).toBe(true);
    for (const tenant of [null, 'abc']) expect((await api.get('/api/v2.1/Podcasts', tenant)).status).toBe(400);
    expect((await api.get('/api/v2.1/Awards/a', null)).status).toBe(404);
  });
});
