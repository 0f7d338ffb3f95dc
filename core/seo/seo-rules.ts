import type { PageMeta, SeoSettings, SeoTokens } from './seo-settings';

const PLACEHOLDER = /\{([a-z0-9_]+)\}/gi;

/**
 * A template with every `{token}` replaced, or undefined when the template is empty or names a
 * token without a value: a title with a hole in it is worse than the page's own title.
 */
export function renderSeoTemplate(template: string | null | undefined, tokens: SeoTokens): string | undefined {
  if (!template || !template.trim()) return undefined;
  let complete = true;
  const text = template.replace(PLACEHOLDER, (_, name: string) => {
    const value = Object.hasOwn(tokens, name) ? tokens[name]?.trim() : undefined;
    if (!value) complete = false;
    return value ?? '';
  });
  return complete ? text.replace(/\s+/g, ' ').trim() : undefined;
}

// spec 2.2 page types whose SEO key is not the page type with underscores.
const KEY_ALIASES: Readonly<Record<string, string>> = {
  'hall of fame list': 'hof_list',
  'hall of fame bio': 'hof_bio',
  'opponent history list': 'opponenthistory',
  'opponent history': 'opponenthistory',
  calendar_sport: 'calendar',
  archives_sport: 'archives',
  'rss feeds': 'rss_list',
  // spec 2.2: photo-galleries pages (analytics label photogallery) use the galleries templates.
  'photo-galleries': 'galleries',
};

/** The key part of a page type's templates: 'sport home' → 'sport_home' (seo_title_sport_home). */
export function seoKeyOfPageType(pageType: string): string {
  const lower = pageType.trim().toLowerCase();
  return Object.hasOwn(KEY_ALIASES, lower) ? (KEY_ALIASES[lower] as string) : lower.replace(/[\s-]+/g, '_');
}

/** The tokens every page has: the site, the school and its mascots, the title delimiter. */
export function seoSiteTokens(seo: SeoSettings): Record<string, string> {
  const pick = (...values: Array<string | undefined>) => values.find((value) => value && value.trim()) ?? '';
  return {
    site_name: pick(seo.titles.site_name, seo.metas.site_name),
    school_name: pick(seo.metas.school_name),
    site_mascot_singular: pick(seo.metas.site_mascot_singular),
    site_mascot_plural: pick(seo.metas.site_mascot_plural),
    delimiter: pick(seo.titles.seo_title_delimiter, '|'),
  };
}

/** The title and description a page type's templates give with these tokens (each undefined when incomplete). */
export function seoPageMeta(seo: SeoSettings | null | undefined, pageType: string, tokens: SeoTokens = {}): PageMeta {
  if (!seo || !pageType) return { title: undefined, description: undefined };
  const key = seoKeyOfPageType(pageType);
  const all = { ...seoSiteTokens(seo), ...tokens };
  return {
    title: renderSeoTemplate(seo.titles[`seo_title_${key}`], all),
    description: renderSeoTemplate(seo.metas[`seo_meta_description_${key}`], all),
  };
}
