import { isRouteErrorResponse } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readHydrationData } from '../../../adapters/browser/hydration-data-reader';

const page = (json: string) => ({ getElementById: (id: string) => (id === 'hydration-data' ? ({ textContent: json } as HTMLElement) : null) });

describe('the data a server-rendered page hydrates with (#12)', () => {
  it("keeps the route errors it rendered with: a loader's 404, read back as a route error response", () => {
    const json = JSON.stringify({ loaderData: { root: {} }, errors: { sport_home: { status: 404, statusText: 'Not Found', internal: false, data: 'Page Not Found: /sports/x' } } });
    const data = readHydrationData(page(json));
    expect(data?.errors).toEqual({ sport_home: { status: 404, statusText: 'Not Found', internal: false, data: 'Page Not Found: /sports/x' } });
    // RouteError (composition/route-error.tsx) shows the not-found page for it, as on the server.
    expect(isRouteErrorResponse(data?.errors?.sport_home)).toBe(true);
  });

  it('reads a page rendered without an error, or with errors that are not an object, as having none', () => {
    expect(readHydrationData(page(JSON.stringify({ loaderData: {}, errors: null })))?.errors).toBeNull();
    expect(readHydrationData(page(JSON.stringify({ loaderData: {}, errors: 'broken' })))?.errors).toBeNull();
    expect(readHydrationData(page(JSON.stringify({ loaderData: {} })))?.errors).toBeNull();
  });
});
