import { z } from 'zod';

/**
 * The generic content header (v2-reference 6 Slideshows, 8 Stories, 26 Instagram): the item again under
 * `content*` names, so one content list can show stories, slideshows and posts alike.
 */
export const contentFields = {
  contentId: z.string(),
  contentTitle: z.string(),
  contentDate: z.string(),
  contentUrl: z.string(),
  contentImageUrl: z.string(),
};
