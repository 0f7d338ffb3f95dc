/** The route data a server-rendered page was rendered with (#12), by route id. */
export interface PageHydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
}

/** Reads the route data the server placed beside its markup (a JSON data block), or undefined for a page it did not render. */
export function readHydrationData(doc: Pick<Document, 'getElementById'> = document): PageHydrationData | undefined {
  const text = doc.getElementById('hydration-data')?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<PageHydrationData>;
    if (!value || typeof value.loaderData !== 'object' || value.loaderData === null) return undefined;
    return { loaderData: value.loaderData, actionData: value.actionData ?? null };
  } catch {
    return undefined;
  }
}
