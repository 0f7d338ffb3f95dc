import { useRouteLoaderData } from 'react-router-dom';
import type { ShellData } from '../../core/shell/shell-data';

const EMPTY_SHELL: ShellData = { setup: null, navigation: [], sports: [], alerts: [], seo: null };

/** The root route's data; empty parts when the loader gave nothing (spec 8: never blank the page). */
export function useShellData(): ShellData {
  const data = useRouteLoaderData('root') as Partial<ShellData> | undefined;
  if (!data) return EMPTY_SHELL;
  return {
    setup: data.setup ?? null,
    navigation: data.navigation ?? [],
    sports: data.sports ?? [],
    alerts: data.alerts ?? [],
    seo: data.seo ?? null,
  };
}
