import { z } from 'zod';
import { sportRefWire } from './sports';

/** The sport of an on-this-day card; `slug` is the platform's name for the sport's url slug. */
export const otdSportWire = sportRefWire.extend({ slug: z.string() });

const otdImageWire = z.object({ url: z.string(), alt: z.string().nullish() });

/** Fields every on-this-day card shares (v2-reference 22). */
const cardFields = {
  id: z.number().int(),
  date: z.string(),
  sport: otdSportWire.nullable(),
  type: z.string(),
  featured: z.boolean(),
};

export const otdStoryWire = z.object({
  ...cardFields,
  title: z.string(),
  filename: z.string(),
  byline: z.string().nullish(),
  pregame: z.boolean(),
  postgame: z.boolean(),
  url: z.string(),
  image: otdImageWire.nullish(),
});

export const otdVideoWire = z.object({
  ...cardFields,
  title: z.string(),
  file: z.string(),
  format: z.string(),
  url: z.string(),
  image: otdImageWire.nullish(),
});

/** A game played on this day; `id` is the schedule's game id. */
export const otdGameWire = z.object({
  ...cardFields,
  locationIndicator: z.string(),
  /** `image` is the opponent's logo, '' without one. */
  opponent: z.object({ id: z.number().int(), title: z.string(), image: z.string() }).nullish(),
  result: z.object({ status: z.string().nullish(), teamScore: z.string().nullish(), opponentScore: z.string().nullish() }).nullish(),
});

/** An episode published on this day (the reference types `podcasts` as an unconstrained array). */
export const otdPodcastWire = z.object({ ...cardFields, title: z.string(), url: z.string() });

/** A short historical note (ours): 'In 1998, the Rams won their first conference title...'. */
export const otdNoteWire = z.object({
  ...cardFields,
  title: z.string(),
  text: z.string(),
  /** 'milestone', 'result', 'record', 'honor' or 'opening'. */
  kind: z.string().nullish(),
});

/** spec 3: on-this-day groups by year, newest year first. */
export const otdYearWire = z.object({
  year: z.number().int(),
  stories: z.array(otdStoryWire),
  galleries: z.array(z.unknown()),
  videos: z.array(otdVideoWire),
  games: z.array(otdGameWire),
  podcasts: z.array(otdPodcastWire),
  notes: z.array(otdNoteWire).optional(),
});
export type OtdYearWire = z.infer<typeof otdYearWire>;

/** GET /api/v2/OnThisDay (v2-reference 22). `month` and `day` echo the day asked for (ours). */
export const onThisDayWire = z.object({
  data: z.array(otdYearWire),
  randomImage: otdImageWire.nullish(),
  month: z.number().int().optional(),
  day: z.number().int().optional(),
});
export type OnThisDayWire = z.infer<typeof onThisDayWire>;
