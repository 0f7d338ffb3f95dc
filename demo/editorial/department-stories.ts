import { integerBetween, pick } from '../random';
import type { SeededSport } from '../seed-sports';
import { sportVoice } from './sport-voice';
import { fullName, mascots, type Block, type StoryContext, type StoryDraft } from './story-draft';

type Text = { title: string; subheadline: string; teaser: string; body: Block[] };

const draft = (type: StoryDraft['type'], sport: SeededSport | null, text: Text, postDate: number, tags: string[], links: StoryDraft['links'] = []): StoryDraft => ({
  sport,
  type,
  ...text,
  postDate,
  tags,
  games: [],
  rosterPlayerIds: [],
  links,
});

/** Facility news for a sport's home venue; `variant` picks the project. */
export function facilityDraft(context: StoryContext, sport: SeededSport, facility: string, variant: number, postDate: number): StoryDraft {
  const r = context.random;
  const cost = integerBetween(r, 3, 18);
  const projects: Text[] = [
    {
      title: `Renovation of ${facility} Set to Begin`,
      subheadline: `$${cost} million project adds seating, lighting and new locker rooms`,
      teaser: `Work on a $${cost} million renovation of ${facility} begins after the ${sport.title.toLowerCase()} season.`,
      body: [
        { p: `${context.school.name} will begin a $${cost} million renovation of ${facility}, home of ${context.school.shortName} ${sport.title.toLowerCase()}, when the season ends.` },
        { p: 'The project replaces the lighting with an LED system, adds chairback seating along the main stand and builds new team locker rooms, a sports medicine room and a film room.' },
        { p: 'The work is funded by private gifts, led by a lead commitment from a family of former student-athletes, and is scheduled to finish before next season opens.' },
      ],
    },
    {
      title: `New Video Board Unveiled at ${facility}`,
      subheadline: 'Fans will see replays, live stats and a new sound system',
      teaser: `A new high-definition video board debuts at ${facility} this season.`,
      body: [
        { p: `Fans at ${facility} will watch replays, live statistics and player features on a new high-definition video board this season.` },
        { p: `The board measures ${integerBetween(r, 24, 48)} feet wide and comes with an upgraded sound system throughout the venue.` },
        { p: `Student interns from the ${context.school.shortName} broadcast program will run the board on game days.` },
      ],
    },
    {
      title: `${facility} Playing Surface Replaced`,
      subheadline: `${sport.title} returns to a new surface this season`,
      teaser: `Crews completed the replacement of the playing surface at ${facility} over the summer.`,
      body: [
        { p: `The playing surface at ${facility} has been replaced, completing a summer project that began the week after commencement.` },
        { p: 'The new surface meets current safety standards and drains faster, which should mean fewer weather delays and more practice time outdoors.' },
      ],
    },
  ];
  return draft('facility', sport, projects[variant % projects.length]!, postDate, ['Facilities', sportVoice(sport.code).tag]);
}

/** Community and outreach news of the whole department. */
export function communityDraft(context: StoryContext, variant: number, postDate: number): StoryDraft {
  const r = context.random;
  const team = mascots(context);
  const stories: Text[] = [
    {
      title: `Student-Athletes Log ${integerBetween(r, 3, 6)},${integerBetween(r, 100, 900)} Community Service Hours`,
      subheadline: 'Every team took part in service projects this academic year',
      teaser: `${context.school.shortName} student-athletes volunteered across ${context.school.city} this year, from food banks to youth clinics.`,
      body: [
        { p: `${context.school.shortName} student-athletes volunteered across ${context.school.city} this academic year, with every team completing at least one service project.` },
        { list: ['Weekly reading visits at local elementary schools', 'Shifts at the community food bank', 'Free youth clinics run by each team', 'Visits to the regional children\'s hospital'] },
        { p: 'The Student-Athlete Advisory Committee organized the projects and tracked the hours.' },
      ],
    },
    {
      title: `${team} Reading Program Visits ${integerBetween(r, 12, 24)} Elementary Schools`,
      subheadline: 'Student-athletes read with more than 2,000 students',
      teaser: `The ${team} Read program brought student-athletes into classrooms across the county this semester.`,
      body: [
        { p: `Through the ${team} Read program, student-athletes visited classrooms across the county this semester to read with students and talk about goal setting.` },
        { p: 'Each visit ends with a signed poster for the classroom and an invitation to a home game for the students and their families.' },
      ],
    },
    {
      title: `Holiday Food Drive Collects ${integerBetween(r, 8, 15)},${integerBetween(r, 100, 900)} Pounds`,
      subheadline: `Donations go to the ${context.school.city} Community Food Bank`,
      teaser: `Fans filled donation barrels at home events during the ${team}' annual holiday food drive.`,
      body: [
        { p: `Fans filled donation barrels at home events during the annual holiday food drive, and every pound goes to the ${context.school.city} Community Food Bank.` },
        { p: 'Student-athletes sorted and delivered the donations the week before winter break.' },
      ],
    },
  ];
  return draft('community', null, stories[variant % stories.length]!, postDate, ['Community', 'Student Athletes']);
}

/** Department-wide news: tickets, policies, academics, leadership. */
export function departmentDraft(context: StoryContext, variant: number, postDate: number): StoryDraft {
  const r = context.random;
  const director = context.inputs.staff.find((s) => /director of athletics/i.test(s.title)) ?? context.inputs.staff[0];
  const directorName = director ? fullName(director) : 'The director of athletics';
  const year = new Date(postDate).getUTCFullYear();
  // The ticket story is about the school's marquee sport.
  const marquee = ['football', 'mbball', 'mhockey'].map((code) => context.sports.find((sport) => sport.code === code)).find((sport) => sport !== undefined);
  const marqueeTitle = marquee?.title ?? 'Basketball';
  const gpa = `3.${integerBetween(r, 21, 38)}`;
  const stories: Array<[Text, string[], StoryDraft['links']]> = [
    [
      {
        title: `${year} ${marqueeTitle} Season Tickets on Sale Now`,
        subheadline: 'Renew by the deadline to keep your seats',
        teaser: `Season tickets for ${year} ${context.school.shortName} ${marqueeTitle.toLowerCase()} are on sale, with prices starting at $${integerBetween(r, 79, 119)}.`,
        body: [
          { p: `Season tickets for the ${year} ${marqueeTitle.toLowerCase()} season are on sale now. Current holders keep their seats by renewing before the deadline.` },
          { list: ['Reserved seats on the home side', 'Family packs for two adults and two children', 'Student season passes included with the activity fee'] },
        ],
      },
      ['Tickets'],
      [{ text: 'Buy tickets', url: '/tickets' }],
    ],
    [
      {
        title: 'Athletics Announces Clear Bag Policy for Home Events',
        subheadline: 'Policy applies at every ticketed venue',
        teaser: 'Starting this season, fans may bring only clear bags or small clutches into ticketed home events.',
        body: [
          { p: 'Starting this season, fans may bring only clear bags no larger than 12 by 6 by 12 inches, or small clutches, into ticketed home events.' },
          { p: 'The policy speeds entry at the gates and matches the policy of every school in the conference.' },
        ],
      },
      ['Department News'],
      [{ text: 'Clear bag policy', url: '/documents/clear-bag-policy' }],
    ],
    [
      {
        title: `Student-Athletes Post Record ${gpa} Grade-Point Average`,
        subheadline: 'Department-wide mark is the highest on record',
        teaser: `${context.school.shortName} student-athletes combined for a ${gpa} grade-point average last semester, a department record.`,
        body: [
          { p: `${context.school.shortName} student-athletes combined for a ${gpa} grade-point average last semester, the highest in department history.` },
          { p: `${integerBetween(r, 9, 15)} teams posted a team average of 3.0 or better, and ${integerBetween(r, 140, 260)} student-athletes made the dean's list.` },
        ],
      },
      ['Academics', 'Student Athletes'],
      [],
    ],
    [
      {
        title: `${directorName} Outlines Priorities in Annual Report`,
        subheadline: 'Facilities, student-athlete well-being and championships lead the list',
        teaser: `${directorName} presented the department's annual report to the university's board of trustees.`,
        body: [
          { p: `${directorName} presented the department's annual report to the board of trustees, covering competitive results, academics, finances and facilities.` },
          { quote: `Our student-athletes compete for championships and graduate ready for what comes next. Everything we do starts there.`, by: directorName },
        ],
      },
      ['Department News'],
      [{ text: 'Annual report (PDF)', url: '/documents/annual-report' }],
    ],
  ];
  const [text, tags, links] = stories[variant % stories.length]!;
  return draft(tags.includes('Academics') ? 'academics' : 'department', null, text, postDate, tags, links);
}

/** A home facility of a sport, from its home games. */
export function homeFacility(context: StoryContext, sport: SeededSport): string | undefined {
  const names = context.inputs.games.filter((g) => g.sportId === sport.id && g.locationIndicator === 'H' && g.facility).map((g) => g.facility!);
  return names.length ? pick(context.random, names) : undefined;
}
