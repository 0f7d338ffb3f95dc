import { z } from 'zod';

/** spec 3: one picture source of a splash, per breakpoint. */
export const splashImageWire = z.object({
  url: z.string(),
  breakpoint: z.number().nullish(),
  alt: z.string().nullish(),
});

/** spec 3: Splash page content. Our server fills the colour defaults (black on white text). */
export const splashContentWire = z.object({
  id: z.number().int(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string().nullish(),
  backgroundColor: z.string().nullish(),
  foregroundColor: z.string().nullish(),
  link: z.string().nullish(),
  html: z.string().nullish(),
  picture: z.object({ images: z.array(splashImageWire) }).nullish(),
  video: z.object({ youtube: z.string() }).nullish(),
});
export type SplashContentWire = z.infer<typeof splashContentWire>;

/** GET /api/v2/Splash and /Hidden/Splash (spec 7: the site reads a `data` field; 204 when no splash is running). */
export const splashResponseWire = z.object({ data: splashContentWire });
export type SplashResponseWire = z.infer<typeof splashResponseWire>;

/** GET /api/v2/Splash/{sportId}: 200 whether or not a splash runs, as the reference answers it; `data` null when none does. */
export const sportSplashResponseWire = z.object({ data: splashContentWire.nullable() });
export type SportSplashResponseWire = z.infer<typeof sportSplashResponseWire>;

/** GET /api/v2/Splash/click/{splashId}: the click is stored before this answer is sent. */
export const splashClickWire = z.object({
  splashId: z.number().int(),
  recorded: z.literal(true),
});
export type SplashClickWire = z.infer<typeof splashClickWire>;
