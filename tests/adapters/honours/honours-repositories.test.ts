import { describe, expect, it } from 'vitest';
import { ApiAllAmericansRepository } from '../../../adapters/api/api-all-americans-repository';
import { ApiAwardsRepository } from '../../../adapters/api/api-awards-repository';
import { ApiFacilitiesRepository } from '../../../adapters/api/api-facilities-repository';
import { ApiHallOfFameRepository } from '../../../adapters/api/api-hall-of-fame-repository';
import { ApiOnThisDayRepository } from '../../../adapters/api/api-on-this-day-repository';
import { ApiPodcastsRepository } from '../../../adapters/api/api-podcasts-repository';
import { ApiPublicationsRepository } from '../../../adapters/api/api-publications-repository';
import { FetchHttpClient } from '../../../adapters/http/fetch-http-client';
import { seededApiServer } from '../support/seeded-api-server';
import { quietLogger } from '../../support/quiet-logger';

const server = seededApiServer();
const { http, json: wire } = server;


describe('honours repositories against the real seeded server', () => {
  it('pages the facilities and finds one by id', async () => {
    const repository = new ApiFacilitiesRepository(http('ridgemont'), quietLogger);
    const [first, second] = [await repository.list({ pageIndex: 0, pageSize: 4 }), await repository.list({ pageIndex: 1, pageSize: 4 })];
    expect(first.items).toHaveLength(4);
    expect(second.page).toBe(1);
    expect(first.items.map((item) => item.id)).not.toEqual(second.items.map((item) => item.id));
    const one = first.items[0]!;
    expect(one.url).toBe(`/facilities/${one.slug}/${one.id}`);
    expect(await repository.byId(one.id)).toEqual(one);
    expect(await repository.byId(999_999)).toBeUndefined();
    expect((await repository.settings())?.title).toBeTruthy();
  });

  it('filters podcast episodes by sport and show (spec 7) and maps the player fields', async () => {
    const repository = new ApiPodcastsRepository(http('coastalbay'), quietLogger);
    const shows = await repository.shows();
    const show = shows.find((candidate) => candidate.sport)!;
    const byShow = await repository.episodes({ pageIndex: 0, pageSize: 5, categoryId: show.id });
    expect(byShow.items.length).toBeGreaterThan(0);
    expect(byShow.items.every((episode) => episode.show.id === show.id)).toBe(true);
    const bySport = await repository.episodes({ pageIndex: 0, pageSize: 50, sportId: show.sport!.id });
    expect(bySport.items.every((episode) => episode.sports.some((sport) => sport.id === show.sport!.id))).toBe(true);
    const episode = byShow.items[0]!;
    expect(episode.pageUrl).toBe(`/podcasts/${episode.slug}/${episode.id}`);
    expect(episode.audioUrl).toMatch(/^\/media\/coastalbay\/.+\.mp3$/);
    expect(episode.audioType).toBe('audio/mpeg');
    expect(await repository.episode(episode.id)).toEqual(episode);
  });

  it("tells a school without publications (404 with a Message) from a missing publication", async () => {
    const ridgemont = new ApiPublicationsRepository(http('ridgemont'), quietLogger);
    const shelf = await ridgemont.shelf();
    expect(shelf.kind).toBe('shelf');
    if (shelf.kind !== 'shelf') return;
    const first = shelf.publications[0]!;
    expect(await ridgemont.bySlug(first.slug)).toEqual({ kind: 'found', publication: first });
    expect(await ridgemont.bySlug('no-such-guide')).toEqual({ kind: 'missing' });

    const errors: string[] = [];
    const coastal = new ApiPublicationsRepository(http('coastalbay'), quietLogger);
    expect(await new ApiPublicationsRepository(http('coastalbay'), { ...quietLogger, error: (message) => errors.push(message) }).shelf()).toEqual({ kind: 'none' });
    expect(await coastal.bySlug(first.slug)).toEqual({ kind: 'none' });
    // Only the HTTP client's own log line, no extra failure from the repository.
    expect(errors.filter((message) => message.startsWith('Request to'))).toEqual([]);
  });

  it('reads the hall of fame grouped, a member and the settings', async () => {
    const repository = new ApiHallOfFameRepository(http('ridgemont'), quietLogger);
    const settings = (await repository.settings())!;
    const groupings = await repository.groupings();
    expect(groupings.map((grouping) => grouping.slug)).toContain(settings.defaultGrouping);
    const list = await repository.list('sport');
    expect(list.grouping).toBe('sport');
    for (const [sport, members] of Object.entries(list.groups)) expect(members.every((member) => member.sports.includes(sport))).toBe(true);
    const member = list.members[0]!;
    expect(member.url).toBe(`/honors/${settings.slug}/${member.slug}/${member.id}`);
    expect(await repository.byId(member.id)).toEqual(member);
  });

  it('filters awards by type and maps the honoree', async () => {
    const repository = new ApiAwardsRepository(http('ridgemont'), quietLogger);
    const types = await repository.types();
    const page = await repository.list({ pageIndex: 0, pageSize: 10, typeId: types[0]!.id });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((award) => award.typeId === types[0]!.id)).toBe(true);
    const raw = await wire<{ items: Array<{ url: string; rosterPlayerId: number | null }> }>(`/Awards?AwardTypeId=${types[0]!.id}&$pageSize=10`);
    page.items.forEach((award, index) => expect(award.rosterBioUrl).toBe(raw.items[index]!.rosterPlayerId === null ? null : raw.items[index]!.url));
    expect(page.items[0]!.sport.global_sport_name_slug).toBeTruthy();
    expect(await repository.byId(page.items[0]!.id)).toEqual(page.items[0]);
  });

  it('reads the All-Americans grouped by team and one honoree', async () => {
    const repository = new ApiAllAmericansRepository(http('coastalbay'), quietLogger);
    const list = await repository.list('team');
    expect(list.grouping).toBe('team');
    for (const [team, members] of Object.entries(list.groups)) expect(members.every((member) => member.team === team)).toBe(true);
    expect(await repository.byId(list.members[0]!.id)).toEqual(list.members[0]);
    expect((await repository.groupings()).map((grouping) => grouping.slug)).toContain('year');
  });

  it('reads a calendar day of history, each entry once, by year', async () => {
    const repository = new ApiOnThisDayRepository(http('ridgemont'), quietLogger);
    const day = (await repository.forDay({ month: 11, day: 21 }))!;
    expect({ month: day.month, day: day.day }).toEqual({ month: 11, day: 21 });
    const raw = await wire<{ data: Array<{ year: number; games: unknown[]; notes?: unknown[]; podcasts: unknown[]; videos: unknown[]; stories: unknown[] }> }>('/OnThisDay?month=11&day=21');
    expect(day.years.map((year) => [year.year, year.entries.length])).toEqual(raw.data.map((year) => [year.year, year.games.length + (year.notes?.length ?? 0) + year.podcasts.length + year.videos.length + year.stories.length]));
    expect((await repository.forDay())?.month).toBeGreaterThan(0);
  });

  it('spec 8: degrades instead of throwing when the call fails', async () => {
    const down = new FetchHttpClient({ apiBase: 'http://127.0.0.1:9/api/v2', tenant: 'ridgemont', logger: quietLogger });
    expect((await new ApiFacilitiesRepository(down, quietLogger).list({ pageIndex: 2, pageSize: 10 })).items).toEqual([]);
    expect(await new ApiPodcastsRepository(down, quietLogger).shows()).toEqual([]);
    expect(await new ApiPublicationsRepository(down, quietLogger).shelf()).toEqual({ kind: 'none' });
    expect(await new ApiPublicationsRepository(down, quietLogger).bySlug('x')).toEqual({ kind: 'missing' });
    expect((await new ApiHallOfFameRepository(down, quietLogger).list('alphabetical')).members).toEqual([]);
    expect(await new ApiAwardsRepository(down, quietLogger).byId(1)).toBeUndefined();
    expect(await new ApiAllAmericansRepository(down, quietLogger).settings()).toBeNull();
    expect(await new ApiOnThisDayRepository(down, quietLogger).forDay()).toBeNull();
  });
});
