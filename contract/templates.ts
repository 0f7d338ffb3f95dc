import { z } from 'zod';

/**
 * One block of a page template (ours: spec 3 "template settings"). `type` names the component the
 * site renders; `key` is unique within the page; `options` are that component's settings (a
 * promotion block names its location, a stories block its count, ...). Order is array order.
 */
export const templateBlockWire = z.object({
  key: z.string(),
  type: z.string(),
  title: z.string().nullish(),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type TemplateBlockWire = z.infer<typeof templateBlockWire>;

export const pageTemplateWire = z.object({ blocks: z.array(templateBlockWire) });
export type PageTemplateWire = z.infer<typeof pageTemplateWire>;

/** GET /api/v2/common/templates: the home page's blocks and the default sport home page's blocks. */
export const commonTemplatesWire = z.object({
  homepage: pageTemplateWire,
  sportHome: pageTemplateWire,
});
export type CommonTemplatesWire = z.infer<typeof commonTemplatesWire>;

/** GET /api/v2/common/templates/sports-pages item: one sport's home page blocks, resolved. */
export const sportPageTemplateWire = z.object({
  sportId: z.number().int(),
  globalSportNameSlug: z.string(),
  /** 'default' when the sport uses the site's sport home template, 'custom' when it has its own. */
  template: z.enum(['default', 'custom']),
  blocks: z.array(templateBlockWire),
});
export type SportPageTemplateWire = z.infer<typeof sportPageTemplateWire>;

export const sportsPagesTemplatesWire = z.array(sportPageTemplateWire);
