import type { SportPageData } from '../../core/shell/sport-page-data';

/** What a server-rendered page was rendered with (#12), for the browser to hydrate it with. */
export interface PageHydrationData {
  /** The route data, by route id. */
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  /**
   * The route errors the page rendered with, by route id: a loader's 404 (a route error response, whose
   * JSON keeps what isRouteErrorResponse reads) renders the not-found page in place, and hydrates as it.
   */
  errors: Record<string, unknown> | null;
  /** The page resources the views fetched while rendering (promotion sets, ad creatives, the splash), by key. */
  resources: Record<string, unknown>;
  /** The current sport (spec 2.2) with its navigation, when the page has one. */
  currentSport: SportPageData | null;
  /** The lazy views the page shows, whose code loads before hydrating. */
  views: string[];
  /** How many parts the page hydrates on their own (ui/routing/hydration-turns.tsx). */
  parts: number;
  /** The instant (epoch ms) the server rendered the page at, which the first render in the browser reads. */
  renderedAt: number | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The id of the data block the server places beside its markup. */
const HYDRATION_DATA_ID = 'hydration-data';

/** Whether the server rendered this page: it placed its data beside the markup. */
export function isServerRendered(doc: Pick<Document, 'getElementById'> = document): boolean {
  return doc.getElementById(HYDRATION_DATA_ID) !== null;
}

/** Reads the data the server placed beside its markup (a JSON data block), or undefined for a page it did not render. */
export function readHydrationData(doc: Pick<Document, 'getElementById'> = document): PageHydrationData | undefined {
  const text = doc.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<PageHydrationData>;
    if (!isObject(value) || !isObject(value.loaderData)) return undefined;
    return {
      loaderData: value.loaderData,
      actionData: value.actionData ?? null,
      errors: isObject(value.errors) ? value.errors : null,
      resources: isObject(value.resources) ? value.resources : {},
      currentSport: isObject(value.currentSport) ? value.currentSport : null,
      views: Array.isArray(value.views) ? value.views.filter((name): name is string => typeof name === 'string') : [],
      renderedAt: typeof value.renderedAt === 'number' && Number.isFinite(value.renderedAt) ? value.renderedAt : null,
      parts: typeof value.parts === 'number' && Number.isInteger(value.parts) && value.parts >= 0 ? value.parts : 0,
    };
  } catch {
    return undefined;
  }
}
