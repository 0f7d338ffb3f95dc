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

export function analyticsLabel(pageType: string | null | undefined): string {
  if (!pageType) return UNKNOWN_ANALYTICS_LABEL;
  return Object.hasOwn(ANALYTICS_LABEL_OVERRIDES, pageType) ? (ANALYTICS_LABEL_OVERRIDES[pageType] as string) : pageType;
}
