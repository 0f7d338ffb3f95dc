// spec 2.2: analytics labels that differ from the page type's own name.
export const ANALYTICS_LABEL_OVERRIDES: Readonly<Record<string, string>> = {
  'home-page': 'home',
  story: 'stories',
  'story-archives': 'stories-archives',
  'photo-galleries': 'photogallery',
  'schedule-signingday': 'signingday',
};

// spec 2.2: an empty page type is reported as unknown.
export const UNKNOWN_ANALYTICS_LABEL = 'unknown';

/**
 * 'home-page', 'homepage' (the route table's page type, spec 2.2) and 'Home page' name the same
 * page type, so the overrides are looked up without regard to case, spaces, hyphens or underscores.
 */
export function analyticsKey(pageType: string): string {
  return pageType.toLowerCase().replace(/[\s_-]/g, '');
}

const OVERRIDES_BY_KEY: ReadonlyMap<string, string> = new Map(Object.entries(ANALYTICS_LABEL_OVERRIDES).map(([type, label]) => [analyticsKey(type), label]));

export function analyticsLabel(pageType: string | null | undefined): string {
  if (!pageType) return UNKNOWN_ANALYTICS_LABEL;
  return OVERRIDES_BY_KEY.get(analyticsKey(pageType)) ?? pageType;
}
