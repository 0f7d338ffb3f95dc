/**
 * The school's SEO title and meta-description templates (GET /api/v2/Seo `settings.title` and
 * `settings.meta`), keyed as on the wire ('seo_title_homepage', 'seo_meta_description_404', ...).
 * Each value is a template with `{token}` placeholders.
 */
export interface SeoSettings {
  titles: Readonly<Record<string, string>>;
  metas: Readonly<Record<string, string>>;
}

/** Token values a template may name: site_name, sport_title, path, ... */
export type SeoTokens = Readonly<Record<string, string | null | undefined>>;

export interface PageMeta {
  title: string | undefined;
  description: string | undefined;
}
