import { imageUrl } from '../../../core/media/image-url';
import type { Tenant } from '../../tenants/tenant-directory';
import { IMAGES_PATH } from '../../web/image-request';
import type { SchoolBrand } from './mail-content';

/** Twice the 48 px the mail shows it at, for dense screens. */
export const LOGO_PNG_HEIGHT = 96;

// A colour goes into inline style attributes: only a plain colour, never more CSS.
const COLOUR = /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\))$/i;

function colour(value: string, fallback: string): string {
  return COLOUR.test(value.trim()) ? value.trim() : fallback;
}

/**
 * The logo as a PNG, since mail clients show no SVG: the site's own image service (spec 7) draws the
 * stored file, which it reads only by its site path (/media/{school}/...; image-request.ts).
 * A logo hosted elsewhere is linked as it is.
 */
function logoPng(logo: string, siteUrl: string): string {
  const site = new URL(siteUrl);
  const url = new URL(logo, site);
  if (url.origin !== site.origin || !url.pathname.startsWith('/media/')) return url.href;
  return imageUrl(`${site.origin}${IMAGES_PATH}`, 'resize', { url: url.pathname, height: LOGO_PNG_HEIGHT, type: 'png' });
}

/** Issue 46: the school as its mails show it, from its site settings; `siteUrl` is its public origin. */
export function schoolBrand(tenant: Tenant, siteUrl: string): SchoolBrand {
  const { settings } = tenant;
  const origin = new URL(siteUrl).origin;
  const { theme } = settings;
  return {
    name: settings.schoolName.trim() || tenant.name,
    siteUrl: origin,
    logoUrl: logoPng(settings.config.logo, origin),
    primaryColor: colour(theme.primaryColor, '#1a1a1a'),
    primaryTextColor: colour(theme.primaryTextColor, '#ffffff'),
    secondaryColor: colour(theme.secondaryColor, '#cccccc'),
    supportEmail: settings.supportEmail,
    postalAddress: settings.settings.schoolAddress?.trim() || null,
  };
}
