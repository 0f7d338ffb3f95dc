import type { ComparedFamily } from './family';

/** The site's settings documents, page templates, redirects and social accounts. */
export const siteAnswers: ComparedFamily = async (pairs) => {
  const sports = await pairs('sports');
  return [
    ['/Seo', '/Seo'],
    ['/Google', '/Google'],
    ['/Analytics/settings', '/Analytics/settings'],
    ['/Mobile/settings', '/Mobile/settings'],
    ['/Redirects', '/Redirects'],
    ['/SocialAccounts', '/SocialAccounts'],
    ['/common/templates', '/common/templates'],
    ['/common/templates/sports-pages', '/common/templates/sports-pages'],
    ...sports.map(({ source, local }): [string, string] => [`/common/templates/sports-pages?sportId=${source}`, `/common/templates/sports-pages?sportId=${local}`]),
  ];
};
