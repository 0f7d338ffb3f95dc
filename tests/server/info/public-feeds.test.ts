import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rssFeedsWire } from '../../../contract/rss';
import { sportsListWire, type SportWire } from '../../../contract/sports';
import { readStoreKinds } from '../../support/test-store';
import { parseMarkup } from '../editorial/editorial-support';
import { startTestApi, type TestApi } from '../support/test-api';

const postgresUrl = inject('postgresUrl');
const SCHOOLS = [
  { key: 'ridgemont', host: 'ridgemont.localhost' },
  { key: 'coastalbay', host: 'coastalbay.localhost:3000' },
] as const;

interface IcsEvent {
  [property: string]: string;
}

/** RFC 5545 read back: CRLF lines, folds undone, one object per VEVENT (property name → value). */
function parseIcs(text: string): { calendar: Record<string, string>; events: IcsEvent[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').slice(0, -1);
  for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const calendar: Record<string, string> = {};
  const events: IcsEvent[] = [];
  let current: IcsEvent | null = null;
  for (const line of lines.slice(1, -1)) {
    const colon = line.indexOf(':');
    expect(colon, line).toBeGreaterThan(0);
    const [name, value] = [line.slice(0, colon).split(';')[0]!, line.slice(colon + 1)];
    if (line === 'BEGIN:VEVENT') {
      expect(current, 'nested VEVENT').toBeNull();
      current = {};
    } else if (line === 'END:VEVENT') {
      expect(current).not.toBeNull();
      events.push(current!);
      current = null;
    } else (current ?? calendar)[name] = value;
  }
  expect(current).toBeNull();
  return { calendar, events };
}

describe.each(readStoreKinds(postgresUrl))('public calendar and RSS feeds, named by the host, on %s', (kind) => {
  let api: TestApi;
  const sportsOf: Record<string, SportWire[]> = {};
  const at = (url: string, host: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const gameCount = async (tenantKey: string, sportId?: number) => {
    const result = (await api.store.database.db.execute(
      sql.raw(
        `select count(*) as n from games g join seasons s on s.id = g.season_id join tenants t on t.id = g.tenant_id
         where t.key = '${tenantKey}' and s.is_current ${sportId === undefined ? '' : `and g.sport_id = ${sportId}`}
         and not (g.type = 'S' and g.status = 'O' and g.result_status is null)`,
      ),
    )) as unknown as { rows: Array<{ n: number | string }> };
    return Number(result.rows[0]!.n);
  };

  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    for (const school of SCHOOLS) sportsOf[school.key] = sportsListWire.parse((await api.get('/api/v2/Sports', school.key)).json);
  });
  afterAll(async () => api?.close());

  describe('GET /calendar.ics', () => {
    it.each(SCHOOLS)("gives the current season of $key as text/calendar, one VEVENT per game", async ({ key, host }) => {
      const response = await at('/calendar.ics', host);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
      const { calendar, events } = parseIcs(response.body);
      expect(calendar.VERSION).toBe('2.0');
      expect(calendar['X-WR-CALNAME']).toMatch(/ Schedule$/);
      expect(events.length).toBeGreaterThan(20);
      expect(events).toHaveLength(await gameCount(key));
      expect(new Set(events.map((event) => event.UID)).size).toBe(events.length);
      for (const event of events) {
        expect(event.UID).toMatch(new RegExp(`^game-\\d+@${key}\\.athletics$`));
        expect(event.DTSTART).toMatch(/^\d{8}(T\d{6}Z)?$/);
        expect(event.DTEND).toMatch(/^\d{8}(T\d{6}Z)?$/);
        expect(event.SUMMARY).toBeTruthy();
        expect(event.URL).toMatch(new RegExp(`^http://${host.replace(/\./g, '\\.')}/sports/`));
      }
    });

    it("is the same calendar the API's Calendar/subscribe gives, one sport with sportId", async () => {
      const football = sportsOf.ridgemont!.find((sport) => sport.globalSportNameSlug === 'football')!;
      const publicFeed = parseIcs((await at(`/calendar.ics?sportId=${football.id}`, 'localhost:3000')).body);
      const apiFeed = parseIcs((await api.app.inject({ method: 'GET', url: `/api/v2/Calendar/subscribe?type=ics&sportId=${football.id}`, headers: { tenant: 'ridgemont', host: 'localhost:3000' } })).body);
      const withoutStamp = (events: IcsEvent[]) => events.map(({ DTSTAMP: _stamp, ...rest }) => rest);
      expect(withoutStamp(publicFeed.events)).toEqual(withoutStamp(apiFeed.events));
      expect(publicFeed.events).toHaveLength(await gameCount('ridgemont', football.id));
      for (const event of publicFeed.events) expect(event.SUMMARY).toMatch(/^(POSTPONED: )?Football /);
      // sportId 0 is every sport, like the RSS feeds.
      expect(parseIcs((await at('/calendar.ics?sportId=0', 'localhost')).body).events).toHaveLength(await gameCount('ridgemont'));
    });

    it('answers a bad sportId with 400, a sport of another school with 404, an unknown host with 404', async () => {
      for (const bad of ['a', '1.5', '', '99999999999']) {
        const response = await at(`/calendar.ics?sportId=${bad}`, SCHOOLS[0].host);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json().error.message).toMatch(/^Query parameter 'sportId' /);
      }
      const other = sportsOf.coastalbay![0]!;
      const notOurs = await at(`/calendar.ics?sportId=${other.id}`, SCHOOLS[0].host);
      expect(notOurs.statusCode).toBe(404);
      expect(notOurs.json().error.code).toBe('not_found');
      for (const host of ['nobody.example.org', 'example.com:3000', 'ridgemont-state.example.edu']) {
        const response = await at('/calendar.ics', host);
        expect(response.statusCode, host).toBe(404);
        expect(response.json().error.code).toBe('unknown_site');
      }
    });

    it('a feed revalidates with its ETag', async () => {
      const first = await at('/rss.xml', SCHOOLS[1].host);
      const again = await at('/rss.xml', SCHOOLS[1].host, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
  });

  describe('GET /rss.xml', () => {
    it.each(SCHOOLS)("is valid RSS 2.0 of the latest stories of $key", async ({ key, host }) => {
      const response = await at('/rss.xml', host);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const doc = parseMarkup(response.body, 'application/xml');
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(doc.documentElement.tagName).toBe('rss');
      expect(doc.documentElement.getAttribute('version')).toBe('2.0');
      const apiFeed = parseMarkup((await api.get('/api/v2/Rss/xml', key)).body, 'application/xml');
      const titles = (d: Document) => [...d.getElementsByTagName('item')].map((item) => item.getElementsByTagName('title')[0]!.textContent);
      expect(titles(doc).length).toBeGreaterThan(10);
      expect(titles(doc)).toEqual(titles(apiFeed));
      const channel = doc.getElementsByTagName('channel')[0]!;
      const self = channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!;
      expect(self.getAttribute('href')).toBe(`http://${host}/rss.xml`);
      for (const item of doc.getElementsByTagName('item')) expect(item.getElementsByTagName('link')[0]!.textContent).toMatch(new RegExp(`^http://${host.replace(/\./g, '\\.')}/news/`));
    });

    it('follows the feeds the API lists for the RSS page: one per sport, that sport only', async () => {
      const feeds = rssFeedsWire.parse((await api.get('/api/v2/Rss')).json);
      const sport = sportsOf.ridgemont!.find((entry) => entry.globalSportNameSlug === 'womens-basketball')!;
      const listed = feeds.find((feed) => feed.sportId === sport.id)!;
      expect(listed.rssUrl).toBe(`/rss.xml?sportId=${sport.id}`);
      const doc = parseMarkup((await at(listed.rssUrl, 'ridgemont.localhost')).body, 'application/xml');
      const categories = [...doc.getElementsByTagName('item')].map((item) => item.getElementsByTagName('category')[0]?.textContent);
      expect(categories.length).toBeGreaterThan(0);
      for (const category of categories) expect(category).toBe(sport.title);
    });

    it('answers a bad sportId with 400, an unknown sport with 404, an unknown host with 404', async () => {
      expect((await at('/rss.xml?sportId=x', 'localhost')).statusCode).toBe(400);
      expect((await at(`/rss.xml?sportId=${sportsOf.ridgemont![0]!.id}`, SCHOOLS[1].host)).statusCode).toBe(404);
      expect((await at('/rss.xml', 'elsewhere.example')).statusCode).toBe(404);
    });
  });
});
