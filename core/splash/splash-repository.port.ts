import type { SplashContent } from './splash-content';

/** spec 7: the splash content API. Fetching never rejects: a failure is logged and reads as no splash (spec 8). */
export interface SplashRepository {
  /** The splash running now for the home page (sportId 0) or a sport; null when there is none. */
  forSport(sportId: number): Promise<SplashContent | null>;
  /** The splash named by the splash route; null when it is not running (or unknown). */
  byId(splashId: number): Promise<SplashContent | null>;
  /** Records a click on the splash's image or video; rejects when it was not recorded. */
  recordClick(splashId: number): Promise<void>;
}
