import { z } from 'zod';
import { pageEnvelope } from './paging';

/** GET /Documents item (v2-reference 24). */
export const documentWire = z.object({
  documentId: z.number().int(),
  documentTitle: z.string(),
  /** 'html' (a page with `content`) or a file type such as 'pdf' (download at `downloadUrl`). */
  documentType: z.string(),
  /** The path after the site's /documents/ (spec 2 route `document`). */
  documentPath: z.string(),
  metadataDescription: z.string(),
  unavailableAccessibility: z.boolean(),
  createdAt: z.string(),
  sportIds: z.array(z.number()),
  lastUpdated: z.string(),
  downloadUrl: z.string(),
});
export type DocumentWire = z.infer<typeof documentWire>;
export const documentsPageWire = pageEnvelope(documentWire);

/** GET /Documents/{documentId} and GET /Documents/path/{path}: the item plus its HTML (ours). */
export const documentDetailWire = documentWire.extend({
  /** Safe HTML of an 'html' document; null for a file. */
  content: z.string().nullish(),
});
export type DocumentDetailWire = z.infer<typeof documentDetailWire>;
