import type { Container } from 'inversify';
import type { SportNavigationItem } from '../../core/navigation/navigation-item';
import type { NavigationRepository } from '../../core/navigation/navigation-repository.port';
import { NavigationRepositoryToken } from '../../core/navigation/navigation.tokens';

export type SportNavigationSource = (sportId: number) => Promise<SportNavigationItem[]>;

const caches = new WeakMap<Container, SportNavigationSource>();

/**
 * A sport's navigation, fetched once per sport for one app (container): the sport pages' loaders
 * and the shell's current-sport fallback share it. An empty answer (a failure, spec 8) is not kept.
 */
export function sportNavigationSource(container: Container): SportNavigationSource {
  let source = caches.get(container);
  if (!source) {
    const repository = container.get<NavigationRepository>(NavigationRepositoryToken);
    const byId = new Map<number, Promise<SportNavigationItem[]>>();
    source = (sportId) => {
      let items = byId.get(sportId);
      if (!items) {
        items = repository.forSport(sportId).then((list) => {
          if (list.length === 0) byId.delete(sportId);
          return list;
        });
        byId.set(sportId, items);
      }
      return items;
    };
    caches.set(container, source);
  }
  return source;
}
