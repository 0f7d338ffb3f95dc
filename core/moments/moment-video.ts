/** A highlight moment: a video of the school's YouTube channel (spec 3: YouTube video). */
export interface MomentVideo {
  /** The YouTube id. */
  id: string;
  title: string;
  description: string;
  /** ISO instant it was published. */
  published: string;
  thumbnail: { url: string; width: number; height: number };
  /** Seconds, when known. */
  duration: number | null;
  /** The video's page on YouTube. */
  url: string;
  sport: { id: number; title: string } | null;
  category: string | null;
}
