import { beforeAll, describe, expect, it } from 'vitest';
import { ApiStudioRepository } from '../../../adapters/api/studio/api-studio-repository';
import { EMPTY_PROMOTION } from '../../../core/studio/notices/promotion-notice';
import { EMPTY_SPLASH } from '../../../core/studio/notices/splash-notice';
import { testNow } from '../../support/test-clock';
import { studioApiServer } from '../support/seeded-api-server';

const HOUR = 3_600_000;
const server = studioApiServer();
let repository: ApiStudioRepository;

/** The studio's repository against the real server, signed in as the demo school's staff (the browser's cookie, sent by hand). */
beforeAll(() => {
  repository = new ApiStudioRepository({ apiBase: server.apiBase, tenant: 'ridgemont', fetch: server.signedIn });
});

const at = (hours: number) => new Date(testNow() + hours * HOUR).toISOString();

describe('ApiStudioRepository: splash pages, promotions and games', () => {
  it('creates, lists, edits (If-Match), refuses a stale version with who saved it, and deletes a splash page', async () => {
    const created = await repository.saveSplash(null, null, { ...EMPTY_SPLASH, title: 'Adapter splash', html: '<p>Hello <script>x()</script></p>', link: '/tickets', startDate: at(-1), endDate: at(24) });
    if (created.kind !== 'done') throw new Error(JSON.stringify(created));
    expect(created.value).toMatchObject({ title: 'Adapter splash', html: '<p>Hello </p>', link: '/tickets', version: 1, state: 'showing', hidden: false, sportId: null });
    expect((await repository.splashes()).map((splash) => splash.id)).toContain(created.value.id);

    const { id } = created.value;
    const edited = await repository.saveSplash(id, 1, { ...created.value, title: 'Adapter splash, edited', hidden: true });
    expect(edited).toMatchObject({ kind: 'done', value: { version: 2, title: 'Adapter splash, edited', state: 'off' } });
    const stale = await repository.saveSplash(id, 1, { ...created.value, title: 'Stale' });
    expect(stale).toMatchObject({ kind: 'conflict', message: 'Someone else changed this while you were editing.', current: { version: 2, updatedBy: { name: expect.any(String) } } });
    expect(await repository.deleteSplash(id, 1)).toMatchObject({ kind: 'conflict' });
    expect(await repository.deleteSplash(id, 2)).toEqual({ kind: 'done', value: null });
    expect((await repository.splashes()).map((splash) => splash.id)).not.toContain(id);
  });

  it("answers the server's field messages for a splash page", async () => {
    const refused = await repository.saveSplash(null, null, { ...EMPTY_SPLASH, title: 'x', startDate: at(1), sportId: 999_999 });
    expect(refused).toMatchObject({ kind: 'invalid', fields: { sportId: 'Choose one of your sports, or none for the home page.' } });
  });

  it('lists promotions with their locations, and creates, edits and deletes one', async () => {
    const { locations } = await repository.promotions();
    expect(locations.length).toBeGreaterThan(0);
    const place = locations[0]!;
    const created = await repository.savePromotion(null, null, { ...EMPTY_PROMOTION, locationId: place.id, title: 'Adapter promo', link: 'https://tickets.example.com', hoverText: 'Buy', rank: 3, startDate: at(-1) });
    if (created.kind !== 'done') throw new Error(JSON.stringify(created));
    expect(created.value).toMatchObject({ locationId: place.id, title: 'Adapter promo', hoverText: 'Buy', rank: 3, version: 1, state: 'showing' });
    const edited = await repository.savePromotion(created.value.id, 1, { ...created.value, title: 'Adapter promo 2', hoverText: '' });
    expect(edited).toMatchObject({ kind: 'done', value: { version: 2, title: 'Adapter promo 2', hoverText: '' } });
    expect((await repository.promotions()).items.find((item) => item.id === created.value.id)).toMatchObject({ title: 'Adapter promo 2', locationId: place.id });
    const noPlace = await repository.savePromotion(null, null, { ...EMPTY_PROMOTION, locationId: 999_999, title: 'Nowhere' });
    expect(noPlace).toMatchObject({ kind: 'invalid', fields: { locationId: 'Choose where the promotion shows.' } });
    expect(await repository.deletePromotion(created.value.id, 2)).toEqual({ kind: 'done', value: null });
  });

  it('deletes a story with its version (204), and refuses a stale one', async () => {
    const created = await repository.createStory({ title: 'Adapter story', subtitle: '', body: '<p>Words</p>', sportId: null, tags: [], writer: '', imageId: null, imageAlt: '', gameId: null });
    if (created.kind !== 'done') throw new Error(JSON.stringify(created));
    expect(await repository.deleteStory(created.value.id, 5)).toMatchObject({ kind: 'conflict', current: { version: 1 } });
    expect(await repository.deleteStory(created.value.id, 1)).toEqual({ kind: 'done', value: null });
    expect(await repository.story(created.value.id)).toBeNull();
  });

  it("lists a sport's games for the related-game picker", async () => {
    const sports = (await (await fetch(`${server.apiBase}/sports`, { headers: { tenant: 'ridgemont' } })).json()) as Array<{ id: number }>;
    const withGames = await Promise.all(sports.slice(0, 5).map((sport) => repository.storyGames(sport.id)));
    const games = withGames.find((list) => list.length > 0)!;
    expect(games[0]).toEqual({ id: expect.any(Number), date: expect.any(String), opponent: expect.any(String), location: expect.stringMatching(/^(home|away|neutral)$/), season: expect.any(String) });
  });
});
