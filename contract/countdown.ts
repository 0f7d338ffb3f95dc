import { z } from 'zod';

/**
 * GET /Countdown/homepage (v2-reference 6): the next featured game the home page counts down to; 204 when none.
 * Fields the reference types `str` are strings ('' when there is nothing to say); its `any` fields are nullable.
 */
export const countdownWire = z.object({
  id: z.number(),
  title: z.string(),
  localDateTime: z.string(),
  game: z.object({
    id: z.number(),
    date: z.string(),
    time: z.string(),
    locationIndicator: z.string(),
    location: z.string(),
    isConference: z.boolean(),
    type: z.string(),
    sport: z.object({
      id: z.number(),
      title: z.string(),
      abbreviation: z.string().nullable(),
      shortname: z.string(),
      shortTitle: z.string(),
      globalSportId: z.number().nullable(),
      nonSport: z.boolean(),
      showAtVs: z.boolean(),
      globalSportShortname: z.string().nullable(),
      gender: z.string().nullable(),
      youtube: z.string(),
      facebook: z.string(),
      twitter: z.string(),
      instagram: z.string(),
      pinterest: z.string(),
      tickets: z.string().nullable(),
      globalSportNameSlug: z.string().nullable(),
      url: z.string().nullable(),
      ranking: z.string().nullable(),
      gameSynonym: z.string().nullable(),
    }),
    opponent: z.object({ id: z.number(), title: z.string(), image: z.string(), website: z.string() }),
    media: z.object({
      video: z.string(),
      videoText: z.string().nullable(),
      audio: z.string(),
      audioText: z.string().nullable(),
      stats: z.string(),
      ticketLink: z.string().nullable(),
      gameNote: z.string().nullable(),
      gamePromotionName: z.string().nullable(),
      tv: z.string(),
      tvImage: z.string().nullable(),
      tvImageLink: z.string(),
      radio: z.string(),
      custom1: z.string(),
      custom2: z.string(),
      custom3: z.string(),
    }),
    promotion: z.object({ name: z.string(), link: z.string(), image: z.string().nullable(), caption: z.string(), altText: z.string().nullable() }),
    eventImage: z.object({ link: z.string(), image: z.string().nullable(), caption: z.string().nullable(), altText: z.string().nullable() }),
    facility: z.string().nullable(),
    /** Ours: the start instant, so a client counts down without knowing the school's time zone. */
    dateUtc: z.string(),
  }),
  ad: z.unknown(),
  customInfo: z.object({ date: z.string().nullable(), description: z.string().nullable() }),
});
export type CountdownWire = z.infer<typeof countdownWire>;
