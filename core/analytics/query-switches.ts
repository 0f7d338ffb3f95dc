/** A URLSearchParams, or a plain record of query values (a router's `query` object). */
export type QueryLike =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | null | undefined>>;

export interface QuerySwitches {
  clientTagManagerEnabled: boolean;
  platformTagsEnabled: boolean;
  consentScriptEnabled: boolean;
  useTestConsentBundle: boolean;
  trackingTagsEnabled: boolean;
  /** Passed through to ad targeting when present. */
  adtest: string | undefined;
}

function hasGetter(query: QueryLike): query is { get(name: string): string | null } {
  return typeof (query as { get?: unknown }).get === 'function';
}

/** The first value of a query parameter, or undefined when absent. */
export function queryValue(query: QueryLike, name: string): string | undefined {
  if (hasGetter(query)) return query.get(name) ?? undefined;
  if (!Object.hasOwn(query, name)) return undefined;
  const value = query[name];
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value : value[0];
}

function lower(query: QueryLike, name: string): string {
  return (queryValue(query, name) ?? '').toLowerCase();
}

// spec 5: query switches that turn tags, consent and tracking off, and pass adtest to ads.
export function parseQuerySwitches(query: QueryLike): QuerySwitches {
  const disableGtm = lower(query, 'disable_gtm');
  return {
    // spec 5: disable_gtm containing true or client turns off the client's tag manager.
    clientTagManagerEnabled: !(disableGtm.includes('true') || disableGtm.includes('client')),
    // spec 5: disable_gtm containing true or sidearm turns off the platform's own tags.
    platformTagsEnabled: !(disableGtm.includes('true') || disableGtm.includes('sidearm')),
    consentScriptEnabled: lower(query, 'disable_airgap') !== 'true',
    useTestConsentBundle: lower(query, 'transcend_test_bundle') === 'true',
    trackingTagsEnabled: lower(query, 'tracking_tags_enabled') !== 'false',
    adtest: queryValue(query, 'adtest'),
  };
}
