import type { PageBinding } from './page-family';
import { lazyModule } from './lazy-module';

/**
 * A family's pages whose table (the pages' imports, the family's loaders and its UI services) loads
 * with the family's first page, so the entry carries only the family's route names (DESIGN 7).
 * `load` must give every named page; a page that has no loader answers null, as the guards would.
 * The pages named in `withActions` also take their form posts (PageBinding.action).
 */
export function lazyPages<Name extends string>(names: readonly Name[], load: () => Promise<Record<Name, PageBinding>>, withActions: readonly Name[] = []): Record<Name, PageBinding> {
  const table = lazyModule(load);
  const page = async (name: Name) => (await table())[name];
  const bindings = names.map((name): [Name, PageBinding] => [
    name,
    {
      load: async () => (await page(name)).load(),
      loader: async (args) => {
        const { loader } = await page(name);
        return loader ? loader(args) : null;
      },
      action: withActions.includes(name)
        ? async (args) => {
            const { action } = await page(name);
            return action ? action(args) : null;
          }
        : undefined,
    },
  ]);
  return Object.fromEntries(bindings) as Record<Name, PageBinding>;
}
