import type { Game } from '../games/game';

export interface StoryImage {
  url: string;
  alt: string;
  caption: string | null;
  credit: string | null;
}

/** The sport a story belongs to, enough to link to its pages. */
export interface StorySport {
  id: number;
  title: string;
  /** The sport's global_sport_name_slug. */
  slug: string;
}

export interface StoryLink {
  id: number;
  title: string;
  url: string;
}

/** spec 3: the writer (name, bio, title, social handles, contact). */
export interface StoryWriter {
  name: string;
  title: string | null;
  bio: string | null;
  email: string | null;
  phone: string | null;
  social: { twitter: string | null; instagram: string | null };
}

/** spec 3: a story's video is an archive id or a YouTube id. */
export interface StoryVideo {
  youtube: string | null;
  archive: number | null;
  title: string | null;
}

export interface StoryTag {
  id: number;
  name: string;
  slug: string;
}

/** spec 3: Story, with the spec's field names, plus what its page shows. */
export interface Story {
  id: number;
  title: string;
  subheadline: string;
  teaser: string;
  byline: string;
  /** The post date as the API writes it (`YYYY-MM-DDTHH:mm:ss`, school time). */
  date: string;
  /** 'recap', 'preview', 'feature', ... */
  type: string | null;
  /** The site page: /news/{year}/{month}/{day}/{slug}. */
  url: string;
  primary_image: StoryImage | null;
  alternate_image: StoryImage | null;
  sport: StorySport | null;
  links: StoryLink[];
  writer: StoryWriter | null;
  video: StoryVideo | null;
  gallery_id: number | null;
  games: Game[];
  /** The sanitised body. */
  body_html: string;
  /** The SEO description (the teaser when the story has none). */
  meta_description: string;
  tags: StoryTag[];
}

/** A story as lists show it (archives, tags, related stories). */
export interface StorySummary {
  id: number;
  title: string;
  teaser: string;
  date: string;
  url: string;
  image: { url: string; alt: string } | null;
  /** The sport's title, or null for a department story. */
  sport_title: string | null;
}
