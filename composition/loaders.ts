import type { Container } from 'inversify';
import type { AlertsRepository } from '../core/alerts/alerts-repository.port';
import { AlertsRepositoryToken } from '../core/alerts/alerts.tokens';
import type { NavigationRepository } from '../core/navigation/navigation-repository.port';
import { NavigationRepositoryToken } from '../core/navigation/navigation.tokens';
import type { SeoRepository } from '../core/seo/seo-repository.port';
import { SeoRepositoryToken } from '../core/seo/seo.tokens';
import type { SettingsRepository } from '../core/settings/settings-repository.port';
import { SettingsRepositoryToken } from '../core/settings/settings.tokens';
import type { ShellData } from '../core/shell/shell-data';
import type { Sport } from '../core/sports/sport';
import type { SportsRepository } from '../core/sports/sports-repository.port';
import { SportsRepositoryToken } from '../core/sports/sports.tokens';
import { emptySportsState, findSportBySlug, needsSportsFetch, withSports, type SportsState } from '../core/sports/sports-state';
import type { PageContext } from './page-family';
import { sportNavigationSource } from './routing/sport-navigation-cache';

export function notFoundResponse(path: string): Response {
  return new Response(`Page Not Found: ${path}`, { status: 404, statusText: 'Not Found' });
}

/** The shell's loader and the context every page family's loaders share. */
export function createShellLoaders(container: Container): { root: () => Promise<ShellData>; context: PageContext } {
  const sportsRepository = container.get<SportsRepository>(SportsRepositoryToken);
  const navigationRepository = container.get<NavigationRepository>(NavigationRepositoryToken);
  const sportNavigation = sportNavigationSource(container);
  const settingsRepository = container.get<SettingsRepository>(SettingsRepositoryToken);
  const alertsRepository = container.get<AlertsRepository>(AlertsRepositoryToken);
  const seoRepository = container.get<SeoRepository>(SeoRepositoryToken);
  let sportsState: SportsState = emptySportsState;
  let sportsInFlight: Promise<readonly Sport[]> | undefined;

  // spec 4: the sports list is fetched only when empty; concurrent asks (the root loader and a
  // page's guards run together) share one request.
  function sports(): Promise<readonly Sport[]> {
    if (!needsSportsFetch(sportsState)) return Promise.resolve(sportsState.sports);
    sportsInFlight ??= sportsRepository
      .list()
      .then((list) => {
        sportsState = withSports(sportsState, list);
        return sportsState.sports;
      })
      .finally(() => {
        sportsInFlight = undefined;
      });
    return sportsInFlight;
  }

  const context: PageContext = {
    container,
    sports,
    async sportPage(params, request) {
      const slug = params.slug ?? params.sportSlug ?? params.globalSportNameSlug ?? params.sportDepartment ?? '';
      const sport = findSportBySlug(await sports(), slug);
      if (!sport) throw notFoundResponse(new URL(request.url).pathname);
      return { sport, sportNavigation: await sportNavigation(sport.id) };
    },
  };

  return {
    context,
    async root(): Promise<ShellData> {
      const [setup, navigation, sportList, alerts, seo] = await Promise.all([
        settingsRepository.siteSetup(),
        navigationRepository.main(),
        sports(),
        alertsRepository.active(),
        seoRepository.settings(),
      ]);
      return { setup, navigation, sports: [...sportList], alerts, seo };
    },
  };
}
