/** spec 3: a link with its display class, used for a level-2 item's extra links. */
export interface NavigationLink {
  url: string;
  title: string;
  class_name: string;
}

export interface NavigationColumn {
  column: number;
  items: NavigationItem[];
}

/** spec 3: a main navigation item (level 1 with columns, or level 2 inside a column). */
export interface NavigationItem {
  id: number;
  title: string;
  url: string;
  class_name: string;
  open_in_new_window: boolean;
  columns: NavigationColumn[];
  items: NavigationItem[];
  separator: boolean;
  /** Level-2 items only. */
  sport?: { id: number; title: string } | null;
  schedule_roster_news_links?: NavigationLink[];
  social_media_links?: NavigationLink[];
}

/** spec 3: an item of the sport navigation ('sport-home' or 'additional-links'). */
export interface SportNavigationItem {
  id: number;
  title: string;
  url: string;
  class_name: string;
  items: SportNavigationItem[];
  separator: boolean;
  open_in_new_window: boolean;
}
