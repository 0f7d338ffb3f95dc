// Shared business constants of spec 9 that no single feature owns. Data only.

// spec 9: cookie default path.
export const COOKIE_DEFAULT_PATH = '/';

// spec 9: default pagination start 0, count 10.
export const DEFAULT_PAGINATION = { start: 0, count: 10 } as const;

// spec 9: default text trim length 50.
export const DEFAULT_TRIM_LENGTH = 50;

// spec 9: social images 1600 wide.
export const SOCIAL_IMAGE_WIDTH = 1600;

// spec 9: logo width 98.
export const LOGO_WIDTH = 98;

// spec 9: social icon channels.
export const SOCIAL_ICON_CHANNELS = [
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'snapchat',
  'twitch',
  'tiktok',
  'linkedin',
  'vimeo',
  'pinterest',
  'google',
  'cameo',
  'apple',
  'inflcr',
  'opendorse',
] as const;
export type SocialIconChannel = (typeof SOCIAL_ICON_CHANNELS)[number];

// spec 9: size variants.
export const SIZE_VARIANTS = ['x-small', 'small', 'regular', 'large', 'x-large'] as const;
export type SizeVariant = (typeof SIZE_VARIANTS)[number];

// spec 9: themes, light-theme by default.
export const THEMES = [
  'no-theme',
  'light-theme',
  'dark-theme',
  'on-primary',
  'on-secondary',
  'default-black',
  'default-white',
] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light-theme';

// spec 9: devices.
export const DEVICES = ['desktop', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

// spec 9: button types and sizes.
export const BUTTON_TYPES = ['priority', 'alternate', 'text'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];
export const BUTTON_SIZES = ['large', 'regular'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

// spec 9: default date format.
export const DEFAULT_DATE_FORMAT = 'DD';

// spec 9: scroll-animation defaults.
export const SCROLL_ANIMATION_DEFAULTS = {
  offset: 120,
  delay: 0,
  duration: 400,
  easing: 'ease',
  throttleMs: 99,
  debounceMs: 50,
} as const;

// spec 9: lazy hydration on visible uses a 150 px root margin.
export const LAZY_HYDRATION_ROOT_MARGIN = '150px';

// spec 2.3/9: ad slots; Home and Sport Home use the top slot, other routes the common top slot.
export const AD_SLOTS = {
  top: 'htlad-top',
  commonTop: 'htlad-common-top',
  navigationDropdownPrefix: 'htlad-common-navigation_dropdown',
  sportNavigationSponsorLogo: 'htlad-sportnavigation_sponsorlogo',
} as const;

// spec 9: mobile top ad minimum height 50 px, 90 px from md; close button 26 px.
export const MOBILE_TOP_AD = { minHeightPx: 50, minHeightFromMdPx: 90, closeButtonPx: 26 } as const;

// spec 9: at most 4 route-preload promises in flight.
export const MAX_ROUTE_PRELOADS_IN_FLIGHT = 4;
