import type { PageResources } from '../ui/routing/page-resources';

/**
 * #12: in the browser, the resources a server-rendered page was rendered with, for the views'
 * first render (hydration). Released at the first navigation: the next pages load their own.
 */
export class HydratedPageResources implements PageResources {
  private values: Map<string, unknown> | null;

  constructor(values: Readonly<Record<string, unknown>>) {
    this.values = new Map(Object.entries(values));
  }

  read<T>(key: string): T | undefined {
    return this.values?.get(key) as T | undefined;
  }

  held(): PageResources {
    const values = this.values ?? new Map<string, unknown>();
    return { read: <T>(key: string) => values.get(key) as T | undefined };
  }

  release(): void {
    this.values = null;
  }
}
