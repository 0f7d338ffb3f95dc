import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { createGuards, type GuardDeps } from '../../../composition/routing/guards';
import type { RouteDefinition } from '../../../core/routing/route-definition';
import { routeByName } from '../../../core/routing/route-table';
import type { Sport } from '../../../core/sports/sport';
import type { TakeoverList } from '../../../core/takeovers/takeover';
import { EMPTY_TAKEOVER_LIST } from '../../../core/takeovers/takeover-rules';
import { MemoryCookieJar, RecordingNavigator } from './fakes';

const football = { id: 7, title: 'Football', global_sport_name_slug: 'football', shortname: 'football' } as Sport;

function setup(options: { takeovers?: Record<number, TakeoverList>; redirects?: Array<{ from: string; to: string }>; documentUrls?: string[] } = {}) {
  const calls: string[] = [];
  const navigator = new RecordingNavigator(options.documentUrls);
  const cookies = new MemoryCookieJar();
  const deps: GuardDeps = {
    sports: async () => [football],
    setup: async () => {
      calls.push('setup');
    },
    takeovers: {
      forSport: async (sportId) => {
        calls.push(`takeovers:${sportId}`);
        return options.takeovers?.[sportId] ?? EMPTY_TAKEOVER_LIST;
      },
    },
    redirects: {
      all: async () => {
        calls.push('redirects');
        return options.redirects ?? [];
      },
    },
    navigator,
    cookies,
    clock: { now: () => 1_000 },
  };
  return { guards: createGuards(deps), calls, navigator, cookies };
}

const route = (name: string) => routeByName(name) as RouteDefinition;
const args = (path: string, params: Record<string, string> = {}): LoaderFunctionArgs => ({ request: new Request(`http://localhost${path}`), params, context: undefined }) as LoaderFunctionArgs;
/** Settles with the loader's answer, or 'left' when it went for a full page load (which never settles). */
async function run(loader: Promise<unknown> | unknown): Promise<unknown> {
  return Promise.race([Promise.resolve(loader).catch((error: unknown) => ({ thrown: error })), new Promise((resolve) => setTimeout(() => resolve('left'), 50))]);
}

const homeTakeover: TakeoverList = { takeovers: [{ type: 'takeover', id: 1, url: '/tickets', cookie: 'tk-home' }], config: { isConcurrent: false } };

describe('the global guards (spec 2.2)', () => {
  it('run validate, setup, takeovers and the route rule, then answer with the page loader', async () => {
    const { guards, calls } = setup();
    const answer = await run(guards.guardPage(route('sport_home'), () => (calls.push('page'), { ok: true }))(args('/sports/football', { slug: 'football' })));
    expect(answer).toEqual({ ok: true });
    expect(calls.filter((c) => c !== 'page')).toEqual(['setup', 'takeovers:7']);
    expect(calls).toContain('page');
  });

  it("answer with the guards' decision, not the page's, even when the page fails first", async () => {
    const { guards, navigator } = setup({ takeovers: { 0: homeTakeover } });
    const failing = () => {
      throw new Response('gone', { status: 500 });
    };
    expect(await run(guards.guardPage(route('Home'), failing)(args('/')))).toBe('left');
    expect(navigator.loads).toEqual(['/tickets']);
  });

  it('stop at validation with 404 Page Not Found: {path}, before setup and the page', async () => {
    const { guards, calls } = setup();
    const answer = (await run(guards.guardPage(route('roster_bio'), () => calls.push('page'))(args('/sports/football/roster/ann-lee/abc', { slug: 'football', rosterPlayerId: 'abc' })))) as { thrown: Response };
    expect(answer.thrown).toBeInstanceOf(Response);
    expect(answer.thrown.status).toBe(404);
    expect(await answer.thrown.text()).toBe('Page Not Found: /sports/football/roster/ann-lee/abc');
    expect(calls).toEqual(['redirects']);
  });

  it('take over the home page once: a full page load to the takeover, with its cookie set', async () => {
    const { guards, navigator, cookies } = setup({ takeovers: { 0: homeTakeover } });
    const page = () => ({ page: 'home' });
    expect(await run(guards.guardPage(route('Home'), page)(args('/')))).toBe('left');
    expect(navigator.loads).toEqual(['/tickets']);
    expect(cookies.cookies.get('tk-home')).toMatchObject({ options: { path: '/', expires: expect.any(Number) } });
    expect(await run(guards.guardPage(route('Home'), page)(args('/')))).toEqual({ page: 'home' });
    expect(navigator.loads).toEqual(['/tickets']);
  });

  it('check takeovers on Home and Sport Home only', async () => {
    const { guards, calls } = setup({ takeovers: { 0: homeTakeover } });
    await run(guards.guardPage(route('tickets'), () => null)(args('/tickets')));
    await run(guards.guardPage(route('schedule'), () => null)(args('/sports/football/schedule', { globalSportNameSlug: 'football' })));
    expect(calls.filter((c) => c.startsWith('takeovers'))).toEqual([]);
  });

  it('never take over into the document the app was served at (no loop)', async () => {
    const { guards, navigator } = setup({ takeovers: { 0: { ...homeTakeover, takeovers: [{ ...homeTakeover.takeovers[0]!, url: '/' }] } }, documentUrls: ['/'] });
    expect(await run(guards.guardPage(route('Home'), () => 'home')(args('/')))).toBe('home');
    expect(navigator.loads).toEqual([]);
  });

  it('redirect by a route rule after the takeovers: inside the router, keeping the query', async () => {
    const { guards, calls } = setup();
    const answer = (await run(guards.guardPage(route('sport_home'), () => calls.push('page'))(args('/sports/football/?ref=x', { slug: 'football' })))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/sports/football?ref=x');
    expect(calls.filter((c) => c !== 'page')).toEqual(['setup', 'takeovers:7']);
  });

  it('look a page 404 up in the legacy redirects before showing Page not found', async () => {
    const { guards } = setup({ redirects: [{ from: '/SPORTS/fball/roster', to: '/sports/football/roster' }] });
    const notFound = () => {
      throw new Response('Page Not Found', { status: 404 });
    };
    const moved = (await run(guards.guardPage(route('roster_list'), notFound)(args('/sports/fball/roster', { slug: 'fball' })))) as Response;
    expect(moved.headers.get('Location')).toBe('/sports/football/roster');
    const missing = (await run(guards.guardPage(route('roster_list'), notFound)(args('/sports/nope/roster', { slug: 'nope' })))) as { thrown: Response };
    expect(missing.thrown.status).toBe(404);
  });

  it('let other errors through untouched', async () => {
    const { guards, calls } = setup();
    const boom = new Error('feed exploded');
    const answer = (await run(guards.guardPage(route('sport_home'), () => {
      throw boom;
    })(args('/sports/football', { slug: 'football' })))) as { thrown: unknown };
    expect(answer.thrown).toBe(boom);
    expect(calls).not.toContain('redirects');
  });
});

describe('the catch-all (the 404 page guards)', () => {
  it('loads external pages in full, follows legacy redirects, and sends anything else to /404', async () => {
    const { guards, navigator } = setup({ redirects: [{ from: '/staff.aspx', to: '/staff-directory' }, { from: '/old-site', to: 'https://archive.example.edu/' }] });
    expect(await run(guards.unknownPath(args('/watch/live?game=4')))).toBe('left');
    expect(await run(guards.unknownPath(args('/gameday/concurrent.aspx?ids=3,4')))).toBe('left');
    expect(navigator.loads).toEqual(['/watch/live?game=4', '/gameday/concurrent.aspx?ids=3,4']);
    expect(((await run(guards.unknownPath(args('/Staff.aspx')))) as Response).headers.get('Location')).toBe('/staff-directory');
    expect(await run(guards.unknownPath(args('/old-site')))).toBe('left');
    expect(navigator.loads.at(-1)).toBe('https://archive.example.edu/');
    expect(((await run(guards.unknownPath(args('/tickets.aspx')))) as Response).headers.get('Location')).toBe('/tickets');
    expect(((await run(guards.unknownPath(args('/no/such/page')))) as Response).headers.get('Location')).toBe('/404');
  });

  it('shows Page not found for an external path the app itself was served at', async () => {
    const { guards, navigator } = setup({ documentUrls: ['/showcase/embed'] });
    expect(((await run(guards.unknownPath(args('/showcase/embed')))) as Response).headers.get('Location')).toBe('/404');
    expect(navigator.loads).toEqual([]);
  });
});
