import type { BootConfig } from '../../core/settings/boot-config';

/** The build's environment: API_BASE, TENANT and DEMO_SNAPSHOT (vite.config.ts defines exactly these; unset in tests). */
type BuildEnv = Partial<Record<'API_BASE' | 'TENANT' | 'DEMO_SNAPSHOT', unknown>>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * #15: a page no server filled in (the dev server, a static host) boots with the API_BASE and TENANT
 * the site was built or started with, so it can run against any server that speaks the wire format;
 * unset, this origin's /api/v2 and the default demo school.
 */
export function fallbackBootConfig(env: BuildEnv = { API_BASE: import.meta.env.API_BASE, TENANT: import.meta.env.TENANT, DEMO_SNAPSHOT: import.meta.env.DEMO_SNAPSHOT }): BootConfig {
  const demoSnapshot = text(env.DEMO_SNAPSHOT);
  return { tenant: text(env.TENANT)?.toLowerCase() ?? 'ridgemont', apiBase: text(env.API_BASE)?.replace(/\/+$/, '') ?? '/api/v2', version: 'dev', ...(demoSnapshot ? { demoSnapshot } : {}) };
}

/** Reads the boot configuration the server placed in the page (a JSON data block, allowed by the CSP). */
export function readBootConfig(doc: Pick<Document, 'getElementById'> = document, fallback: BootConfig = fallbackBootConfig()): BootConfig {
  const element = doc.getElementById('boot-config');
  if (!element?.textContent) return fallback;
  try {
    const value = JSON.parse(element.textContent) as Partial<BootConfig>;
    return {
      tenant: typeof value.tenant === 'string' ? value.tenant : fallback.tenant,
      apiBase: typeof value.apiBase === 'string' ? value.apiBase : fallback.apiBase,
      version: typeof value.version === 'string' ? value.version : fallback.version,
      ...(typeof value.build === 'string' && value.build ? { build: value.build } : {}),
    };
  } catch {
    return fallback;
  }
}
