import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formSubscribeInfoWire } from '../../../contract/forms';
import { readStoreKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { expectKeys, SCHOOLS } from './platform-fixtures';

describe.each(readStoreKinds(inject('postgresUrl')))('GET /Forms/subscribe/info on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, inject('postgresUrl'));
  }, 120_000);
  afterAll(async () => api?.close());

  const info = async (school: string) => {
    const response = await api.get('/api/v2/Forms/subscribe/info', school);
    expect(response.status).toBe(200);
    return formSubscribeInfoWire.parse(response.json);
  };

  it.each(SCHOOLS)("answers %s's sign-up page in the reference's fields, its sports as the categories", async (school) => {
    const body = await info(school);
    expectKeys(body, ['title', 'description', 'hideCompanyField', 'emailWhitelistNote', 'categories']);
    expect(body.emailWhitelistNote).toBeTypeOf('string');
    const sports = ((await api.get('/api/v2/Sports', school)).json as Array<{ id: number; title: string; nonSport: boolean }>).filter((sport) => !sport.nonSport);
    expect(body.categories.length).toBe(sports.length);
    for (const category of body.categories) {
      expectKeys(category, ['id', 'title']);
      expect(sports.find((sport) => sport.id === category.id)?.title).toBe(category.title);
    }
  });

  it('keeps the schools apart and answers 400 without a known tenant', async () => {
    const [ridgemont, coastal] = [await info('ridgemont'), await info('coastalbay')];
    expect(ridgemont.categories.filter((category) => coastal.categories.some((other) => other.id === category.id))).toEqual([]);
    expect(ridgemont.title).not.toEqual(coastal.title);
    expect((await api.get('/api/v2/Forms/subscribe/info', 'abc')).status).toBe(400);
    expect((await api.get('/api/v2/forms/Subscribe/INFO', 'ridgemont')).status).toBe(200);
  });
});
