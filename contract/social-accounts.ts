import { z } from 'zod';

/** One network of an account: the handle and its profile URL (null when the account has none there). */
export const socialHandleWire = z.object({
  username: z.string().nullish(),
  url: z.string().nullish(),
});
export type SocialHandleWire = z.infer<typeof socialHandleWire>;

/** GET /SocialAccounts `accounts[].users[]` (v2-reference 26; the network objects' fields are ours). */
export const socialAccountUserWire = z.object({
  name: z.string(),
  title: z.string().nullish(),
  sportId: z.number().nullish(),
  instagram: socialHandleWire.nullish(),
  twitter: socialHandleWire.nullish(),
  facebook: socialHandleWire.nullish(),
  youtube: socialHandleWire.nullish(),
  tiktok: socialHandleWire.nullish(),
});
export type SocialAccountUserWire = z.infer<typeof socialAccountUserWire>;

/** GET /SocialAccounts (v2-reference 26): groups of accounts, official ones first. */
export const socialAccountsWire = z.object({
  accounts: z.array(z.object({ name: z.string(), users: z.array(socialAccountUserWire) })),
});
export type SocialAccountsWire = z.infer<typeof socialAccountsWire>;
