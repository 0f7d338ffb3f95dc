/**
 * Issue 46: what every mail the school sends is made of. Templates (server/notify/mail/templates/) are React
 * Email components rendered once per event; a recipient's own links are put in afterwards in place of
 * UNSUBSCRIBE_URL, so 10,000 recipients cost one render.
 */

/** Stands in for the recipient's one-click unsubscribe address in a rendered mail (HTML and text alike). */
export const UNSUBSCRIBE_URL = 'https://unsubscribe.invalid/__RECIPIENT__';

/** The school as its mails show it. Every URL is absolute (a mail is read away from the site). */
export interface SchoolBrand {
  name: string;
  /** 'https://ridgemont.example.edu' or 'http://localhost:3000': the school's site, no trailing slash. */
  siteUrl: string;
  /** An absolute URL of the school's logo as a PNG (mail clients do not show SVG). */
  logoUrl: string;
  primaryColor: string;
  primaryTextColor: string;
  secondaryColor: string;
  /** Where fans write to (the site's support address). */
  supportEmail: string;
  /** The postal address mails must carry (CAN-SPAM); null when the school has none on record. */
  postalAddress: string | null;
}

/** A rendered mail before it is addressed: both parts, with UNSUBSCRIBE_URL where the recipient's link goes. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface ConfirmationMailInput {
  brand: SchoolBrand;
  /** The page whose one button confirms (absolute, with the single-use secret). */
  confirmUrl: string;
  /** The sports the fan chose, by name, for each list. */
  newsSports: string[];
  finalSports: string[];
  /** When the link stops working, as the school's wall clock shows it ('Tuesday, December 8, 7:32 AM'). */
  expiresText: string;
}

export interface LineScoreRow {
  name: string;
  scores: string[];
  total: string;
}

export interface FinalScoreMailInput {
  brand: SchoolBrand;
  sportTitle: string;
  /** 'W', 'L' or 'T'. */
  decision: string;
  teamName: string;
  teamScore: string;
  opponentName: string;
  opponentScore: string;
  /** 'vs.' at home or neutral, 'at' away. */
  atOrVs: string;
  /** 'Saturday, December 5' and where, as the schedule shows them. */
  dateText: string;
  location: string | null;
  /** 'OT', '11 innings'; null for a regulation final. */
  postscore: string | null;
  /** The line score: the periods' labels, then one row per team; null when the game has none. */
  lineScore: { periods: string[]; rows: LineScoreRow[] } | null;
  /** Absolute links; null where the game has none. */
  boxScoreUrl: string | null;
  recapUrl: string | null;
  gameUrl: string;
}

export interface NewsletterStory {
  title: string;
  teaser: string;
  url: string;
  imageUrl: string | null;
  imageAlt: string;
  sportTitle: string | null;
  dateText: string;
}

export interface NewsletterMailInput {
  brand: SchoolBrand;
  subject: string;
  /** Sanitised rich text from the studio (the site's allow-list). */
  introHtml: string;
  stories: NewsletterStory[];
}
