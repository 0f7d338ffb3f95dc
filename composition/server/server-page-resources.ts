import type { PageResources } from '../../ui/routing/page-resources';

interface Entry {
  settled: boolean;
  failed: boolean;
  value: unknown;
  loading: Promise<void>;
}

/**
 * #12: the page resources of one server render. A view's first ask starts the load and suspends the
 * render (React's server renderer waits for it and renders the view again); the values go to
 * the browser with the page, so its first render shows the same data without asking the API.
 */
export class ServerPageResources implements PageResources {
  private readonly entries = new Map<string, Entry>();

  read<T>(key: string, load: () => Promise<T>): T | undefined {
    let entry = this.entries.get(key);
    if (!entry) {
      const created: Entry = { settled: false, failed: false, value: undefined, loading: Promise.resolve() };
      created.loading = load().then(
        (value) => {
          created.value = value;
          created.settled = true;
        },
        () => {
          created.failed = true;
          created.settled = true;
        },
      );
      this.entries.set(key, created);
      entry = created;
    }
    if (!entry.settled) throw entry.loading;
    return entry.failed ? undefined : (entry.value as T);
  }

  /**
   * The values the page was rendered with, by key in order: the order views first asked in depends on
   * which load settled first, and the page's bytes (its ETag on every instance, issue 28) must not. A
   * failed load is left out: the browser asks again.
   */
  values(): Record<string, unknown> {
    const settled = [...this.entries].filter(([, entry]) => entry.settled && !entry.failed && entry.value !== undefined);
    return Object.fromEntries(settled.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, entry]) => [key, entry.value]));
  }
}
