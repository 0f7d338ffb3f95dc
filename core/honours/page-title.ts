/** The document title of a page: its own title, then the site's name (as the sport home page does). */
export function pageTitle(title: string, siteName: string | null | undefined): string {
  const own = title.trim();
  const site = (siteName ?? '').trim();
  if (own === '') return site;
  if (site === '' || site === own) return own;
  return `${own} - ${site}`;
}
