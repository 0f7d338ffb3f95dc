import type { CommonSettingsWire } from '../contract/settings';
import type { Db } from '../server/store/database';
import { media, tenants } from '../server/store/tables/foundation';
import { IMAGES_PATH } from '../server/web/image-request';
import { badgeSvg, personSilhouetteSvg, schoolLogoSvg } from '../server/school/school-artwork';
import type { Tenant } from '../server/tenants/tenant-directory';
import type { DemoSchool } from './schools';

export const MEDIA_ROOT = '/media';

export function mediaUrl(tenantKey: string, path: string): string {
  return `${MEDIA_ROOT}/${tenantKey}/${path}`;
}

function settingsFor(school: DemoSchool): CommonSettingsWire {
  const link = (title: string, url: string, image: string | null, openInNewWindow = false) => ({ title, url, image, openInNewWindow });
  return {
    tenant: school.key,
    schoolName: school.name,
    siteName: `${school.shortName} Athletics`,
    supportEmail: `webmaster@${school.key}.example.edu`,
    theme: {
      primaryColor: school.colors.primary,
      primaryTextColor: school.colors.primaryText,
      secondaryColor: school.colors.secondary,
      secondaryTextColor: school.colors.secondaryText,
    },
    sponsorLogo: link(`${school.city} Community Bank`, '//www.example.com/sponsor', mediaUrl(school.key, 'sponsor.svg'), true),
    headerButtons: [
      link('Tickets', '/tickets', null),
      link('Shop', `//shop.example.com/${school.key}`, null, true),
      link('Give', `//give.example.com/${school.key}`, null, true),
    ],
    partnerLogo: link('College Sports Association', '//www.example.org/college-sports', mediaUrl(school.key, 'partner.svg'), true),
    infractionsReport: link('Report an infraction', '//www.example.org/report-infractions', mediaUrl(school.key, 'infractions.svg'), true),
    footerHtml:
      `<p><strong>${school.name} Athletics</strong> is a member of the ${school.conference}.</p>` +
      `<p><a href="/staff-directory">Staff Directory</a> · <a href="/facilities">Facilities</a> · <a href="/documents/privacy-policy">Privacy Policy</a></p>`,
    settings: {
      schoolAddress: school.address,
      schoolPhoneNumber: school.phone,
      mascotSingular: school.mascotSingular,
      mascotPlural: school.mascotPlural,
      mobileAppleAppId: null,
    },
    config: {
      bucket: `${MEDIA_ROOT}/${school.key}`,
      imagesCdnPath: IMAGES_PATH,
      logo: mediaUrl(school.key, 'logo.svg'),
      defaultPersonImage: mediaUrl(school.key, 'person.svg'),
      nativoEnabled: false,
      enableFooterPersonalInfo: true,
      disableSSR: false,
      gtmIds: [],
      htlbid: { siteId: `${school.key}-web`, isTesting: 'no' },
    },
  };
}

/** Inserts the school and its artwork; returns the tenant id. */
/** The school as the server's tenant directory knows it, for the studio's commands. */
export function tenantOf(school: DemoSchool, id: number): Tenant {
  return { id, key: school.key, name: school.name, hosts: school.hosts, isDefault: school.isDefault, timeZone: school.timeZone, settings: settingsFor(school) };
}

export async function seedTenant(db: Db, school: DemoSchool): Promise<number> {
  const [row] = await db
    .insert(tenants)
    .values({ key: school.key, name: school.name, hosts: school.hosts, isDefault: school.isDefault, timeZone: school.timeZone, settings: settingsFor(school) })
    .returning({ id: tenants.id });
  if (!row) throw new Error(`could not insert tenant ${school.key}`);
  const { primary, primaryText, secondary, secondaryText } = school.colors;
  // The school's own artwork, each with the alt text the studio asks of an image (the drawing's own label).
  const drawings: Array<[path: string, svg: string, alt: string]> = [
    ['logo.svg', schoolLogoSvg(school), school.name],
    ['sponsor.svg', badgeSvg(`${school.city} Community Bank`, secondary, secondaryText, 220, 50), `${school.city} Community Bank`],
    ['partner.svg', badgeSvg('College Sports Association', '#1d3557', '#ffffff'), 'College Sports Association'],
    ['infractions.svg', badgeSvg('Report an infraction', primary, primaryText), 'Report an infraction'],
    ['person.svg', personSilhouetteSvg(), 'No photo'],
  ];
  await db.insert(media).values(drawings.map(([path, body, altText]) => ({ tenantId: row.id, path, contentType: 'image/svg+xml', body: Buffer.from(body), altText })));
  return row.id;
}
