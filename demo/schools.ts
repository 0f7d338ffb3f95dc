/** The two fictional demo schools. Names, mascots and colours are invented. */
export interface DemoSchool {
  key: string;
  name: string;
  shortName: string;
  initials: string;
  mascotSingular: string;
  mascotPlural: string;
  hosts: string[];
  isDefault: boolean;
  /** IANA zone of the school's wall clock. */
  timeZone: string;
  colors: { primary: string; primaryText: string; secondary: string; secondaryText: string };
  city: string;
  address: string;
  phone: string;
  conference: string;
  sportCodes: string[];
  social: { twitter: string; instagram: string; facebook: string; youtube: string };
}

export const DEMO_SCHOOLS: readonly DemoSchool[] = [
  {
    key: 'ridgemont',
    name: 'Ridgemont State University',
    shortName: 'Ridgemont State',
    initials: 'RS',
    mascotSingular: 'Ram',
    mascotPlural: 'Rams',
    hosts: ['localhost', '127.0.0.1', 'ridgemont.localhost'],
    isDefault: true,
    timeZone: 'America/Denver',
    colors: { primary: '#7a1e2e', primaryText: '#ffffff', secondary: '#f2b632', secondaryText: '#1a1a1a' },
    city: 'Ridgemont',
    address: '1200 College Avenue, Ridgemont, CO 80999',
    phone: '(555) 010-2400',
    conference: 'Summit Plains Conference',
    sportCodes: [
      'baseball', 'mbball', 'wbball', 'football', 'msoc', 'wsoc', 'softball', 'wvball', 'mgolf', 'wgolf',
      'mten', 'wten', 'mcross', 'wcross', 'mtrack', 'wtrack', 'wswim', 'wrestling', 'spirit',
    ],
    social: { twitter: 'RidgemontRams', instagram: 'ridgemontrams', facebook: 'RidgemontStateAthletics', youtube: 'RidgemontRamsTV' },
  },
  {
    key: 'coastalbay',
    name: 'Coastal Bay University',
    shortName: 'Coastal Bay',
    initials: 'CB',
    mascotSingular: 'Heron',
    mascotPlural: 'Herons',
    hosts: ['coastalbay.localhost'],
    isDefault: false,
    timeZone: 'America/New_York',
    colors: { primary: '#0b3d6e', primaryText: '#ffffff', secondary: '#2bb3a3', secondaryText: '#0a1f33' },
    city: 'Coastal Bay',
    address: '88 Harbor Road, Coastal Bay, ME 04999',
    phone: '(555) 010-7700',
    conference: 'Atlantic Shore Athletic Conference',
    sportCodes: [
      'baseball', 'mbball', 'wbball', 'msoc', 'wsoc', 'softball', 'wvball', 'mgolf', 'wten', 'mcross',
      'wcross', 'mtrack', 'wtrack', 'mhockey', 'wlax', 'fhockey', 'wrow', 'spirit',
    ],
    social: { twitter: 'CoastalBayHerons', instagram: 'cbherons', facebook: 'CoastalBayHerons', youtube: 'CoastalBayHeronsTV' },
  },
];
