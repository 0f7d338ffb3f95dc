import { redirects, trackingTags, type StoredTagItem } from '../../server/store/tables/site';
import type { SeedContext } from '../seed-context';
import type { SeededSport } from '../seed-sports';
import { pixelSvg } from './site-artwork';

const DAY = 86_400_000;

// Legacy (.aspx era) sport folders of the old site, by our sport code.
const LEGACY_SPORT_FOLDERS: Record<string, string> = {
  football: 'fball',
  mbball: 'm-baskbl',
  wbball: 'w-baskbl',
  baseball: 'bsb',
  wsoc: 'w-soccer',
  msoc: 'm-soccer',
  wvball: 'w-volley',
  mhockey: 'm-hockey',
};

/** About eight legacy URL → new URL pairs, all pointing at real routes of the school's site. */
export function redirectPairs(sports: SeededSport[]): Array<[from: string, to: string]> {
  const pairs: Array<[string, string]> = [];
  const pages = ['roster', 'schedule', ''];
  for (const [index, sport] of sports.filter((s) => LEGACY_SPORT_FOLDERS[s.code]).slice(0, 4).entries()) {
    const page = pages[index % pages.length] ?? '';
    const legacy = `/sports/${LEGACY_SPORT_FOLDERS[sport.code]}/${page || 'index'}`;
    pairs.push([legacy, page ? `/sports/${sport.slug}/${page}` : `/sports/${sport.slug}`]);
  }
  const newsSport = sports.find((sport) => !sport.nonSport) ?? sports[0];
  // An old story URL: it will point at the story once stories carry their legacy ids; its sport's news for now.
  if (newsSport) pairs.push(['/news/old-story.aspx', `/sports/${newsSport.slug}/archives`]);
  pairs.push(['/staff.aspx', '/staff-directory'], ['/calendar.aspx', '/calendar'], ['/tickets.aspx', '/tickets'], ['/facilities/default.aspx', '/facilities']);
  return pairs;
}

const script = (src: string): StoredTagItem => ({ src, children: null, async: true, type: 'text/javascript', attributes: { 'data-tag': 'demo' } });
const style = (css: string): StoredTagItem => ({ src: null, children: css, async: false, type: null, attributes: {} });
const noscript = (html: string): StoredTagItem => ({ src: null, children: html, async: false, type: null, attributes: {} });

// The demo script only marks that it ran; it sends nothing anywhere.
const DEMO_SCRIPT = `/* Demo tracking tag of the seeded site: it records that it loaded and sends nothing. */
(function () {
  var w = window;
  w.demoTrackingTag = { loaded: true, path: w.location.pathname };
})();
`;

export async function seedRedirectsAndTags({ db, tenantId, sports, today, mediaUrl, storeMedia }: SeedContext): Promise<void> {
  await db.insert(redirects).values(redirectPairs(sports).map(([fromPath, toPath], rank) => ({ tenantId, rank, fromPath, toPath })));

  await storeMedia([
    { path: 'tags/demo.js', body: DEMO_SCRIPT, contentType: 'text/javascript' },
    { path: 'tags/pixel.svg', body: pixelSvg(), alt: 'Tracking pixel of the demo tag' },
  ]);
  const flagship = sports.find((sport) => sport.code === 'football') ?? sports.find((sport) => !sport.nonSport);
  await db.insert(trackingTags).values([
    {
      tenantId,
      name: 'Site analytics (demo)',
      head: { script: [script(mediaUrl('tags/demo.js'))], style: [style('.demo-tracking-tag-banner { display: none; }')] },
    },
    {
      // spec 7: the site drops tags that hold image pixels, so this one never reaches a page.
      tenantId,
      name: 'Home page conversion pixel (demo)',
      pageTemplate: 'homepage',
      startDate: new Date(today - 30 * DAY),
      endDate: new Date(today + 60 * DAY),
      openBody: { noscript: [noscript(`<img height="1" width="1" style="display:none" alt="" src="${mediaUrl('tags/pixel.svg')}">`)] },
    },
    {
      tenantId,
      name: 'Retired sponsor tag (disabled)',
      isDisabled: true,
      blockDfpAds: true,
      sportName: flagship?.slug ?? null,
      head: { script: [script(mediaUrl('tags/demo.js'))] },
    },
  ]);
}
