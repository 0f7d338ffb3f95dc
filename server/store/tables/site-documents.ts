import { z } from 'zod';
import { analyticsSettingsWire, googleSettingsWire, mobileSettingsWire, seoSettingsWire } from '../../../contract/site-settings';
import { commonTemplatesWire, templateBlockWire } from '../../../contract/templates';
import { ticketingExperienceWire, ticketingInfoWire, ticketingPageLocationWire } from '../../../contract/ticketing';

/** The ticketing settings document: the parts of the Ticketing endpoints that are site-wide. */
export const ticketingDocument = z.object({
  seasonCodes: z.array(z.string()),
  info: ticketingInfoWire,
  pageLocation: ticketingPageLocationWire,
  experience: ticketingExperienceWire.shape.globalTicketExperienceConfig,
});
export type TicketingDocument = z.infer<typeof ticketingDocument>;

/** The templates document: the two page templates, and sports with their own blocks by slug. */
export const templatesDocument = commonTemplatesWire.extend({
  sportOverrides: z.record(z.string(), z.array(templateBlockWire)),
});
export type TemplatesDocument = z.infer<typeof templatesDocument>;

/** The takeover config (spec 3), with its spec 9 defaults; `enabled: false` turns the school's takeovers off. */
export const takeoverConfigDocument = z.object({ isConcurrent: z.boolean().default(false), enabled: z.boolean().optional() });

/**
 * The kinds of `site_settings` rows and the schema each value is stored in and read back with.
 * Most are the wire shape itself.
 */
export const SITE_SETTINGS_DOCUMENTS = {
  seo: seoSettingsWire,
  google: googleSettingsWire,
  analytics: analyticsSettingsWire,
  mobile: mobileSettingsWire,
  takeovers: takeoverConfigDocument,
  ticketing: ticketingDocument,
  templates: templatesDocument,
} as const;

export type SiteSettingsKind = keyof typeof SITE_SETTINGS_DOCUMENTS;
export type SiteSettingsDocument<K extends SiteSettingsKind> = z.input<(typeof SITE_SETTINGS_DOCUMENTS)[K]>;
