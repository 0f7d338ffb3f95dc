import userEvent from '@testing-library/user-event';
import type { SeededApp } from '../support/seeded-app';
import { MemoryCookieJar, RecordingNavigator } from './fakes';

export interface RoutedOptions {
  tenant?: string;
  navigator?: RecordingNavigator;
  cookies?: MemoryCookieJar;
}

/**
 * The real app (composition's container, guards, loaders and router) on the real seeded server,
 * with two ports replaced: full page loads are recorded (jsdom cannot load documents) and cookies
 * live in memory (each render is a new visitor unless a jar is passed on).
 */
export function renderRouted(app: SeededApp, path: string, options: RoutedOptions = {}) {
  const navigator = options.navigator ?? new RecordingNavigator();
  const cookies = options.cookies ?? new MemoryCookieJar();
  const rendered = app.renderAt(path, options.tenant, { navigator, cookies });
  return Object.assign(rendered, { navigator, cookies, user: userEvent.setup() });
}

/** A visitor who has seen the takeovers of the home page and of these sports (spec 4: each shows once). */
export async function visitorWhoSawTakeovers(app: SeededApp, tenant = 'ridgemont', sportIds: number[] = []): Promise<MemoryCookieJar> {
  const jar = new MemoryCookieJar();
  for (const sportId of [0, ...sportIds]) {
    const list = await app.api<{ takeovers: Array<{ cookie: string | null }> }>(`/Takeovers?sportId=${sportId}`, tenant);
    for (const { cookie } of list.takeovers) if (cookie) jar.set(cookie, 'seen');
  }
  return jar;
}
