import type { SocialIconChannel } from '../constants';

/** One profile on one network (spec 9 social icon channels). */
export interface SocialLink {
  channel: SocialIconChannel;
  /** The account name without '@', when known. */
  handle: string | null;
  url: string;
}

/** An account of the school or of a team, with its profiles (v2-reference 26). */
export interface SocialAccount {
  name: string;
  title: string | null;
  sportId: number | null;
  links: SocialLink[];
}

/** 'Official Accounts', 'Teams', ... */
export interface SocialAccountGroup {
  name: string;
  accounts: SocialAccount[];
}
