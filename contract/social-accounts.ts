import { z } from 'zod';

/**
 * One network of an account: the handle and its profile URL (ours; null when the account has none
 * there), and the platform's `icon` (the network's icon name) and `link` (the profile URL, '' when none).
 */
export const socialHandleWire = z.object({
  username: z.string().nullable(),
  url: z.string().nullable(),
  icon: z.string(),
  link: z.string(),
});
export type SocialHandleWire = z.infer<typeof socialHandleWire>;

/** GET /SocialAccounts `accounts[].users[]` (v2-reference 26; the network objects' fields are ours). */
export const socialAccountUserWire = z.object({
  name: z.string(),
  title: z.string().nullish(),
  sportId: z.number().nullable(),
  instagram: socialHandleWire,
  twitter: socialHandleWire,
  facebook: socialHandleWire,
  youtube: socialHandleWire,
  tiktok: socialHandleWire,
});
export type SocialAccountUserWire = z.infer<typeof socialAccountUserWire>;

/** GET /SocialAccounts (v2-reference 26): groups of accounts, official ones first. */
export const socialAccountsWire = z.object({
  accounts: z.array(z.object({ name: z.string(), users: z.array(socialAccountUserWire) })),
});
export type SocialAccountsWire = z.infer<typeof socialAccountsWire>;
