import { z } from 'zod';

/** GET /api/v2/Alert/active item: ours, in the reference's camelCase style. */
export const alertWire = z.object({
  id: z.number().int(),
  title: z.string(),
  enabled: z.boolean(),
  showOnWeb: z.boolean(),
  endDate: z.string().nullable(),
  link: z.string().nullable(),
  message: z.string().nullable(),
});
export type AlertWire = z.infer<typeof alertWire>;
export const activeAlertsWire = z.array(alertWire);
