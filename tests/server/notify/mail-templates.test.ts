import { parseHTML } from 'linkedom';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { commonSettingsWire } from '../../../contract/settings';
import { UNSUBSCRIBE_URL, type FinalScoreMailInput, type NewsletterMailInput, type SchoolBrand } from '../../../server/notify/mail/mail-content';
import { renderConfirmationMail, renderFinalScoreMail, renderNewsletterMail } from '../../../server/notify/mail/render-mail';
import { schoolBrand } from '../../../server/notify/mail/school-brand';
import { schoolLogoSvg } from '../../../server/school/school-artwork';
import { DEMO_SCHOOLS } from '../../../demo/schools';
import type { Tenant } from '../../../server/tenants/tenant-directory';
import { planImageRequest } from '../../../server/web/image-request';
import { transformImage } from '../../../server/web/image-transform';

const SITE = 'http://ridgemont.localhost:3000';
// '&' and '<b>' in inputs must reach the reader as those characters: escaped once, never twice, never raw.
const brand: SchoolBrand = {
  name: 'Ridgemont State & Tech',
  siteUrl: SITE,
  logoUrl: `${SITE}/images/resize?url=%2Fmedia%2Fridgemont%2Flogo.svg&height=96&type=png`,
  primaryColor: '#7a1e2e',
  primaryTextColor: '#ffffff',
  secondaryColor: '#f2b632',
  supportEmail: 'webmaster@ridgemont.example.edu',
  postalAddress: '1200 College Avenue, Ridgemont, CO 80999',
};

function page(html: string) {
  const { document } = parseHTML(html);
  const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  const linkTo = (text: string) => [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === text)?.getAttribute('href');
  return { document, hrefs, linkTo, text: document.body.textContent ?? '' };
}

function expectLayout(html: string, unsubscribe: boolean) {
  const { document, hrefs, text } = page(html);
  expect(text).toContain('Ridgemont State & Tech');
  expect(text).not.toContain('&amp;');
  const logo = document.querySelector('img');
  expect(logo?.getAttribute('src')).toBe(brand.logoUrl);
  expect(logo?.getAttribute('alt')).toBe('Ridgemont State & Tech');
  expect(html).toContain('background-color:#7a1e2e');
  expect(text).toContain(brand.postalAddress);
  expect(hrefs).toContain('mailto:webmaster@ridgemont.example.edu');
  expect(hrefs.includes(UNSUBSCRIBE_URL)).toBe(unsubscribe);
  if (unsubscribe) expect(page(html).linkTo('Unsubscribe')).toBe(UNSUBSCRIBE_URL);
}

describe('the mails fans get (issue 46)', () => {
  it('asks to confirm a sign-up with one button, and offers no unsubscribe before there is a subscription', async () => {
    const confirmUrl = `${SITE}/notify/confirm?token=9f8e7d&list=news`;
    const mail = await renderConfirmationMail({ brand, confirmUrl, newsSports: ['Football', "Men's Basketball"], finalSports: ['Softball'], expiresText: 'Tuesday, December 8, 7:32 AM' });
    expect(mail.subject).toBe('Confirm your sign-up to Ridgemont State & Tech');
    expectLayout(mail.html, false);
    const { linkTo, text } = page(mail.html);
    expect(linkTo('Confirm my sign-up')).toBe(confirmUrl);
    expect(text).toContain("News of Football and Men's Basketball");
    expect(text).toContain('Final scores of Softball');
    expect(text).toContain('expires on Tuesday, December 8, 7:32 AM');
    expect(text).toMatch(/did not sign up.*nothing is sent/);
    expect(mail.text).toContain(confirmUrl);
    expect(mail.text).not.toContain(UNSUBSCRIBE_URL);
  });

  const game: FinalScoreMailInput = {
    brand,
    sportTitle: "Men's Basketball",
    decision: 'W',
    teamName: 'Ridgemont',
    teamScore: '78',
    opponentName: 'Lakeview',
    opponentScore: '71',
    atOrVs: 'vs.',
    dateText: 'Saturday, December 5',
    location: 'Ram Arena',
    postscore: null,
    lineScore: { periods: ['1st', '2nd'], rows: [{ name: 'Lakeview', scores: ['30', '41'], total: '71' }, { name: 'Ridgemont', scores: ['35', '43'], total: '78' }] },
    boxScoreUrl: `${SITE}/sports/mens-basketball/stats/2025-26/lakeview/boxscore/412`,
    recapUrl: `${SITE}/news/2025/12/5/rams-hold-off-lakeview`,
    gameUrl: `${SITE}/sports/mens-basketball/schedule/2025-26?game=412`,
  };

  it('reports a final score with its line score as a table and links to the box score, recap and game', async () => {
    const mail = await renderFinalScoreMail(game);
    expect(mail.subject).toBe("Final: Ridgemont 78, Lakeview 71 (Men's Basketball)");
    expectLayout(mail.html, true);
    const { document, linkTo, text } = page(mail.html);
    expect(document.querySelector('h1')?.textContent).toBe('Final: Ridgemont 78, Lakeview 71');
    expect(text).toContain('Win');
    expect(text).toContain('Saturday, December 5 · Ram Arena');
    const table = document.querySelector('table[data-text-format="dataTable"]')!;
    expect([...table.querySelectorAll('thead th')].map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([['Team', 'col'], ['1st', 'col'], ['2nd', 'col'], ['T', 'col']]);
    // The table's own body: the mail's layout tables around it have tbody elements too.
    const body = table.querySelector('tbody')!;
    const rows = [...body.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([['Lakeview', '30', '41', '71'], ['Ridgemont', '35', '43', '78']]);
    expect([...body.querySelectorAll('th')].map((th) => th.getAttribute('scope'))).toEqual(['row', 'row']);
    expect(linkTo('Box score')).toBe(game.boxScoreUrl);
    expect(linkTo('Read the recap')).toBe(game.recapUrl);
    expect(linkTo('Game page')).toBe(game.gameUrl);
    for (const url of [game.boxScoreUrl!, game.recapUrl!, game.gameUrl, UNSUBSCRIBE_URL]) expect(mail.text).toContain(url);
    expect(mail.text).toMatch(/Ridgemont 78, Lakeview 71/i);
  });

  it('names a loss in overtime, and leaves out the recap and box score a game does not have', async () => {
    const mail = await renderFinalScoreMail({ ...game, decision: 'L', teamScore: '80', opponentScore: '84', atOrVs: 'at', postscore: 'OT', location: null, boxScoreUrl: null, recapUrl: null, lineScore: null });
    expect(mail.subject).toBe("Final (OT): Ridgemont 80, Lakeview 84 (Men's Basketball)");
    const { document, hrefs, text } = page(mail.html);
    expect(text).toContain('Loss');
    expect(text).toContain('Ridgemont at Lakeview');
    expect(document.querySelector('table[data-text-format="dataTable"]')).toBeNull();
    expect(hrefs).toContain(game.gameUrl);
    expect(hrefs.filter((href) => href?.includes('boxscore') || href?.includes('/news/'))).toEqual([]);
  });

  const newsletter: NewsletterMailInput = {
    brand,
    subject: 'Rams weekly: a title run & a new coach',
    introHtml: '<p>Hello Rams fans, <strong>what a week</strong>. <a href="https://ridgemont.example.edu/tickets">Get tickets</a></p>',
    stories: [
      { title: 'Rams win the <b>Summit</b> title', teaser: 'A 3-1 win & a trophy.', url: `${SITE}/news/2025/12/6/rams-win-title`, imageUrl: `${SITE}/images/resize?url=%2Fmedia%2Fridgemont%2Ftitle.jpg&width=1120&type=jpeg`, imageAlt: 'Players lift the trophy', sportTitle: "Women's Soccer", dateText: 'December 6' },
      { title: 'New head coach named', teaser: 'The search is over.', url: `${SITE}/news/2025/12/4/new-coach`, imageUrl: null, imageAlt: '', sportTitle: null, dateText: 'December 4' },
    ],
  };

  it('sends the intro as written and every story with its link, image and kicker', async () => {
    const mail = await renderNewsletterMail(newsletter);
    expect(mail.subject).toBe('Rams weekly: a title run & a new coach');
    expectLayout(mail.html, true);
    const { document, text } = page(mail.html);
    expect(document.querySelector('strong')?.textContent).toBe('what a week');
    expect(document.querySelector('a[href="https://ridgemont.example.edu/tickets"]')?.textContent).toBe('Get tickets');
    const titles = [...document.querySelectorAll('h2 a')];
    expect(titles.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(newsletter.stories.map((story) => [story.title, story.url]));
    expect(document.querySelector('h2 b')).toBeNull();
    const photo = document.querySelector('img[alt="Players lift the trophy"]');
    expect(photo?.getAttribute('src')).toBe(newsletter.stories[0]!.imageUrl);
    expect(photo?.getAttribute('style')).toContain('max-width:560px');
    expect(document.querySelectorAll('img')).toHaveLength(2);
    expect(text).toContain("Women's Soccer · December 6");
    expect(text).toContain('A 3-1 win & a trophy.');
    expect([...document.querySelectorAll('a')].filter((a) => a.textContent === 'Read more').map((a) => a.getAttribute('href'))).toEqual(newsletter.stories.map((story) => story.url));
    for (const url of [...newsletter.stories.map((story) => story.url), UNSUBSCRIBE_URL]) expect(mail.text).toContain(url);
    expect(mail.text).toContain('Rams win the <b>Summit</b> title');
  });
});

describe('a school as its mails show it', () => {
  const school = DEMO_SCHOOLS[0]!;
  // As the seed writes it (demo/seed-tenants.ts): the site path of an SVG logo, the image service at /images.
  const settings = commonSettingsWire.parse({
    tenant: school.key, schoolName: school.name, siteName: `${school.shortName} Athletics`, supportEmail: `webmaster@${school.key}.example.edu`,
    theme: { primaryColor: school.colors.primary, primaryTextColor: school.colors.primaryText, secondaryColor: school.colors.secondary, secondaryTextColor: school.colors.secondaryText },
    sponsorLogo: null, headerButtons: [], partnerLogo: null, infractionsReport: null, footerHtml: '',
    settings: { schoolAddress: school.address, schoolPhoneNumber: school.phone, mascotSingular: school.mascotSingular, mascotPlural: school.mascotPlural, mobileAppleAppId: null },
    config: { bucket: `/media/${school.key}`, imagesCdnPath: '/images', logo: `/media/${school.key}/logo.svg`, defaultPersonImage: `/media/${school.key}/person.svg`, nativoEnabled: false, enableFooterPersonalInfo: true, disableSSR: false, gtmIds: [], htlbid: { siteId: `${school.key}-web`, isTesting: 'no' } },
  });
  const tenant: Tenant = { id: 1, key: school.key, name: school.name, hosts: school.hosts, isDefault: true, timeZone: school.timeZone, settings };

  it("takes the name, colours, addresses and a PNG of the logo from the school's settings", async () => {
    const brand = schoolBrand(tenant, `${SITE}/`);
    expect(brand).toMatchObject({ name: school.name, siteUrl: SITE, primaryColor: '#7a1e2e', primaryTextColor: '#ffffff', secondaryColor: '#f2b632', supportEmail: 'webmaster@ridgemont.example.edu', postalAddress: school.address });
    expect(brand.logoUrl).toBe(`${SITE}/images/resize?url=%2Fmedia%2Fridgemont%2Flogo.svg&height=96&type=png`);
    // The site's own image service accepts the address and draws the stored SVG as a 96 px high PNG.
    const logo = new URL(brand.logoUrl);
    const plan = planImageRequest(logo.pathname.replace('/images/', ''), Object.fromEntries(logo.searchParams), SITE);
    if (!plan.ok) throw new Error(plan.message);
    expect(plan).toMatchObject({ tenantKey: 'ridgemont', path: 'logo.svg' });
    const png = await sharp(await transformImage(Buffer.from(schoolLogoSvg(school)), 'image/svg+xml', plan.transform)).metadata();
    expect([png.format, png.height]).toEqual(['png', 96]);
  });

  it('falls back to the tenant name and no postal address, and keeps anything but a colour out of styles', () => {
    const bare: Tenant = { ...tenant, settings: { ...settings, schoolName: ' ', theme: { ...settings.theme, primaryColor: 'red;background:url(x)' }, settings: { ...settings.settings, schoolAddress: null } } };
    expect(schoolBrand(bare, SITE)).toMatchObject({ name: school.name, primaryColor: '#1a1a1a', postalAddress: null });
  });
});
