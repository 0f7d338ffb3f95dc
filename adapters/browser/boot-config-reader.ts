import type { BootConfig } from '../../core/settings/boot-config';

const FALLBACK: BootConfig = { tenant: 'ridgemont', apiBase: '/api/v2', version: 'dev' };

/** Reads the boot configuration the server placed in the page (a JSON data block, allowed by the CSP). */
export function readBootConfig(doc: Pick<Document, 'getElementById'> = document): BootConfig {
  const element = doc.getElementById('boot-config');
  if (!element?.textContent) return FALLBACK;
  try {
    const value = JSON.parse(element.textContent) as Partial<BootConfig>;
    return {
      tenant: typeof value.tenant === 'string' ? value.tenant : FALLBACK.tenant,
      apiBase: typeof value.apiBase === 'string' ? value.apiBase : FALLBACK.apiBase,
      version: typeof value.version === 'string' ? value.version : FALLBACK.version,
      ...(typeof value.build === 'string' && value.build ? { build: value.build } : {}),
    };
  } catch {
    return FALLBACK;
  }
}
