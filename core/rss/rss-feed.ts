/** One RSS feed of the school's stories: all sports (sport id 0) or one sport's. */
export interface RssFeed {
  sport_id: number;
  title: string;
  /** The feed's address as the API gives it. */
  url: string;
}
