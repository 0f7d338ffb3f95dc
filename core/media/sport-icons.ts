// spec 3: unknown sports use the all-sports icon.
export const ALL_SPORTS_ICON = 'all-sports';

// spec 3: each icon lists the sport codes it stands for (basketball, soccer and football as given;
// the other lists follow the same men's m- / women's w- pattern).
export const SPORT_ICON_MAP: Readonly<Record<string, readonly string[]>> = {
  basketball: ['mbasket', 'wbasket', 'mbball', 'wbball'],
  soccer: ['msoc', 'wsoc'],
  football: ['football', 'sfootball'],
  baseball: ['baseball', 'base', 'mbase'],
  softball: ['softball', 'sball', 'wsball', 'wsoft'],
  tennis: ['mten', 'wten', 'mtennis', 'wtennis', 'tennis'],
  track: ['track', 'mtrack', 'wtrack', 'mtf', 'wtf', 'itrack', 'mitrack', 'witrack', 'otrack', 'motrack', 'wotrack'],
  'cross-country': ['xc', 'mxc', 'wxc', 'cross', 'mcross', 'wcross'],
  swimming: ['swim', 'mswim', 'wswim', 'swimdive', 'mswimdive', 'wswimdive', 'dive', 'mdive', 'wdive'],
  golf: ['golf', 'mgolf', 'wgolf'],
  hockey: ['hockey', 'mhockey', 'whockey', 'ihockey', 'mice', 'wice'],
  lacrosse: ['lacrosse', 'mlax', 'wlax', 'mlacrosse', 'wlacrosse'],
  volleyball: ['vball', 'mvball', 'wvball', 'volley', 'mvolley', 'wvolley', 'bvball', 'sandvb', 'wbvball'],
  wrestling: ['wrestling', 'wrest', 'mwrest', 'wwrest'],
  'field-hockey': ['fhockey', 'wfhockey', 'fh'],
  rowing: ['rowing', 'row', 'mrow', 'wrow', 'crew', 'mcrew', 'wcrew'],
  'water-polo': ['wpolo', 'mwpolo', 'wwpolo', 'waterpolo'],
  gymnastics: ['gym', 'mgym', 'wgym', 'gymnastics'],
  fencing: ['fencing', 'fence', 'mfence', 'wfence'],
  rifle: ['rifle'],
  bowling: ['bowling', 'wbowl'],
  skiing: ['ski', 'mski', 'wski', 'skiing'],
  beach: ['beachvb', 'wbeachvb', 'sand'],
  cheer: ['cheer', 'spirit', 'dance'],
  esports: ['esports', 'esport'],
};

const ICON_BY_CODE: ReadonlyMap<string, string> = new Map(
  Object.entries(SPORT_ICON_MAP).flatMap(([icon, codes]) => codes.map((code) => [code, icon] as const)),
);

/** The icon for a sport code (a sport's short name), matched without regard to case. */
export function sportIcon(code: string | null | undefined): string {
  return ICON_BY_CODE.get((code ?? '').trim().toLowerCase()) ?? ALL_SPORTS_ICON;
}
