import { describe, expect, it } from 'vitest';
import { fallbackBootConfig, readBootConfig } from '../../../adapters/browser/boot-config-reader';

const page = (json: string | null) => ({ getElementById: (id: string) => (id === 'boot-config' && json !== null ? ({ textContent: json } as HTMLElement) : null) });

describe('the boot config (#15: the API base and school come from configuration)', () => {
  it('takes the API base and tenant the server put in the page', () => {
    const boot = readBootConfig(page('{"tenant":"coastalbay","apiBase":"https://api.example.org/api/v2","version":"1.2.3","build":"abc"}'));
    expect(boot).toEqual({ tenant: 'coastalbay', apiBase: 'https://api.example.org/api/v2', version: '1.2.3', build: 'abc' });
  });

  it('falls back to API_BASE and TENANT of the build where no server filled the page in', () => {
    const fallback = fallbackBootConfig({ API_BASE: 'http://127.0.0.1:4000/api/v2/', TENANT: 'CoastalBay' });
    expect(fallback).toEqual({ tenant: 'coastalbay', apiBase: 'http://127.0.0.1:4000/api/v2', version: 'dev' });
    expect(readBootConfig(page(null), fallback)).toEqual(fallback);
    expect(readBootConfig(page('not json'), fallback)).toEqual(fallback);
    expect(readBootConfig(page('{"version":"2"}'), fallback)).toEqual({ ...fallback, version: '2' });
    expect(fallbackBootConfig({})).toEqual({ tenant: 'ridgemont', apiBase: '/api/v2', version: 'dev' });
    expect(fallbackBootConfig({ API_BASE: '  ', TENANT: 3 })).toEqual({ tenant: 'ridgemont', apiBase: '/api/v2', version: 'dev' });
  });
});
