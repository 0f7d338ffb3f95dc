/** One picture of a creative; a top ad has a narrow one for phones and a wide one from md. */
export interface AdImage {
  url: string;
  width: number;
  height: number;
}

/** What a provider puts in an ad slot: a linked picture (the ad frame). */
export interface AdCreative {
  id: number;
  /** The slot id it was asked for, e.g. htlad-common-navigation_dropdown2. */
  slotId: string;
  /** The advertiser's name: the picture's alternative text. */
  title: string;
  /** Where the ad goes; null renders the picture without a link. */
  link: string | null;
  image: AdImage;
  /** A narrower picture for screens below md, when the creative has one. */
  mobileImage: AdImage | null;
  /** spec 9: the adtest targeting value the ad was served for (null when none). */
  adtest: string | null;
}

export interface AdRequest {
  slotId: string;
  /** The current sport, so a sport's pages can carry its sponsors; null elsewhere. */
  sportId: number | null;
  /** spec 9: the page's adtest query value, passed through to ad targeting. */
  adtest: string | null;
}
