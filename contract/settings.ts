import { z } from 'zod';

const siteLinkWire = z.object({
  title: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  openInNewWindow: z.boolean(),
});

/** GET /api/v2/common/settings: ours (spec 3 site settings and site config, plus the school's identity). */
export const commonSettingsWire = z.object({
  tenant: z.string(),
  schoolName: z.string(),
  siteName: z.string(),
  supportEmail: z.string(),
  theme: z.object({
    primaryColor: z.string(),
    primaryTextColor: z.string(),
    secondaryColor: z.string(),
    secondaryTextColor: z.string(),
  }),
  sponsorLogo: siteLinkWire.nullable(),
  headerButtons: z.array(siteLinkWire),
  partnerLogo: siteLinkWire.nullable(),
  infractionsReport: siteLinkWire.nullable(),
  footerHtml: z.string(),
  settings: z.object({
    schoolAddress: z.string().nullable(),
    schoolPhoneNumber: z.string().nullable(),
    mascotSingular: z.string().nullable(),
    mascotPlural: z.string().nullable(),
    mobileAppleAppId: z.string().nullable(),
  }),
  config: z.object({
    bucket: z.string(),
    imagesCdnPath: z.string(),
    logo: z.string(),
    defaultPersonImage: z.string(),
    nativoEnabled: z.boolean(),
    enableFooterPersonalInfo: z.boolean(),
    disableSSR: z.boolean(),
    gtmIds: z.array(z.string()),
    htlbid: z.object({ siteId: z.string(), isTesting: z.enum(['yes', 'no']) }),
  }),
});
export type CommonSettingsWire = z.infer<typeof commonSettingsWire>;
export type SiteLinkWire = z.infer<typeof siteLinkWire>;
