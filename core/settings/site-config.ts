/** spec 3: site settings. */
export interface SiteSettings {
  schoolAddress: string | null;
  schoolPhoneNumber: string | null;
  mascotSingular: string | null;
  mascotPlural: string | null;
  mobileAppleAppId: string | null;
}

/** spec 3: site configuration. */
export interface SiteConfig {
  bucket: string;
  imagesCdnPath: string;
  logo: string;
  defaultPersonImage: string;
  nativoEnabled: boolean;
  enableFooterPersonalInfo: boolean;
  disableSSR: boolean;
  gtmIds: string[];
  htlbid: { siteId: string; isTesting: 'yes' | 'no' };
}

export interface SiteTheme {
  primaryColor: string;
  primaryTextColor: string;
  secondaryColor: string;
  secondaryTextColor: string;
}

export interface SiteLink {
  title: string;
  url: string;
  image: string | null;
  open_in_new_window: boolean;
}

/** Everything the shell needs to present the school: identity, theme, header and footer slots. */
export interface SiteIdentity {
  tenant: string;
  schoolName: string;
  siteName: string;
  supportEmail: string;
  theme: SiteTheme;
  sponsorLogo: SiteLink | null;
  headerButtons: SiteLink[];
  partnerLogo: SiteLink | null;
  infractionsReport: SiteLink | null;
  /** Sanitised HTML of the common footer block. */
  footerHtml: string;
}

export interface SiteSetup {
  identity: SiteIdentity;
  settings: SiteSettings;
  config: SiteConfig;
}
