import { describe, expect, it } from 'vitest';
import { ApiPartnersRepository } from '../../../adapters/api/api-partners-repository';
import { ApiSocialAccountsRepository } from '../../../adapters/api/api-social-accounts-repository';
import { ApiTicketsRepository } from '../../../adapters/api/api-tickets-repository';
import { FetchHttpClient } from '../../../adapters/http/fetch-http-client';
import { seededApiServer } from '../support/seeded-api-server';
import { quietLogger } from '../../support/quiet-logger';

const server = seededApiServer();
const { http } = server;


describe('info repositories against the real seeded server', () => {
  it('reads the ticket office, packages, next events and the ticket system', async () => {
    const repository = new ApiTicketsRepository(http('ridgemont'), quietLogger);
    const experience = (await repository.experience())!;
    expect(experience.office.email).toMatch(/@/);
    expect(experience.office.headerLinks.length).toBeGreaterThan(0);
    expect(experience.sports.length).toBeGreaterThan(0);
    const packages = await repository.packages();
    expect(packages.some((item) => item.kind === 'season' && item.active)).toBe(true);
    const events = await repository.nextEvents();
    expect(events.length).toBeGreaterThan(0);
    const times = events.map((event) => Date.parse(event.date));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const sportId = events[0]!.sportId;
    expect((await repository.nextEvents(sportId)).every((event) => event.sportId === sportId)).toBe(true);
    expect(await repository.system()).toEqual({ timeZone: 'America/Denver', currency: 'USD' });
  });

  it('reads the social accounts in groups with their profiles in the spec 9 order', async () => {
    const groups = await new ApiSocialAccountsRepository(http('coastalbay'), quietLogger).groups();
    expect(groups.map((group) => group.name)).toEqual(['Official Accounts', 'Teams']);
    const official = groups[0]!.accounts[0]!;
    expect(official.links.map((link) => link.channel)).toEqual(['facebook', 'twitter', 'instagram', 'youtube', 'tiktok']);
    expect(official.links.every((link) => link.url.startsWith('https://'))).toBe(true);
    expect(groups[1]!.accounts.every((account) => account.sportId !== null)).toBe(true);
  });

  it('has no partners promotion in the demo data (204), which is an empty list', async () => {
    expect(await new ApiPartnersRepository(http('ridgemont'), quietLogger).promoted()).toEqual([]);
  });

  it('spec 8: degrades when the call fails', async () => {
    const down = new FetchHttpClient({ apiBase: 'http://127.0.0.1:9/api/v2', tenant: 'ridgemont', logger: quietLogger });
    const tickets = new ApiTicketsRepository(down, quietLogger);
    expect([await tickets.experience(), await tickets.packages(), await tickets.nextEvents(), await tickets.system()]).toEqual([null, [], [], null]);
    expect(await new ApiSocialAccountsRepository(down, quietLogger).groups()).toEqual([]);
    expect(await new ApiPartnersRepository(down, quietLogger).promoted()).toEqual([]);
  });
});
