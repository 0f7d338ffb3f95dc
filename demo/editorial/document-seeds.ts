import type { DemoSchool } from '../schools';
import type { SeededSport } from '../seed-sports';
import { renderBody, type Block } from './story-draft';

/** The documents served at /documents/{path}: HTML pages, and two PDFs in the media store. */

export interface DocumentSeed {
  title: string;
  path: string;
  description: string;
  /** 'html' or 'pdf'. */
  type: string;
  /** HTML pages: the safe HTML; PDFs: the paragraphs printed in the file. */
  blocks: Block[];
  sportCodes: string[];
  /** Years before the seeding day it was first published. */
  age: number;
}

const CONTACT_SPORTS = ['football', 'mbball', 'wbball', 'msoc', 'wsoc', 'mhockey', 'wlax', 'fhockey', 'wrestling', 'baseball', 'softball', 'wvball'];

export function documentSeeds(school: DemoSchool): DocumentSeed[] {
  const name = school.name;
  const email = `compliance@${school.key}.example.edu`;
  return [
    {
      title: 'Privacy Policy', path: 'privacy-policy', type: 'html', age: 4, sportCodes: [],
      description: `How ${name} Athletics collects, uses and protects information on this website.`,
      blocks: [
        { p: `${name} Athletics respects your privacy. This policy explains what we collect when you use this website and what we do with it.` },
        { h: 'What we collect' },
        { list: ['Information you give us, such as your name and email when you buy tickets or sign up for news.', 'Technical information such as your browser, device and the pages you visit.', 'Cookies that remember your preferences, such as a dismissed splash page.'] },
        { h: 'How we use it' },
        { p: 'We use this information to run the site, send the news you ask for, understand which pages are useful and keep the site secure. We do not sell personal information.' },
        { h: 'Your choices' },
        { p: `You may unsubscribe from email at any time and may ask us to correct or delete your information by writing to webmaster@${school.key}.example.edu.` },
      ],
    },
    {
      title: 'Student-Athlete Handbook', path: 'student-athlete-handbook', type: 'html', age: 3, sportCodes: [],
      description: 'Policies, expectations and resources for every student-athlete.',
      blocks: [
        { p: `This handbook describes what ${school.mascotPlural} student-athletes can expect from the department and what the department expects in return.` },
        { h: 'Academic standards' },
        { p: 'Student-athletes must make satisfactory progress toward a degree, attend class and meet with their academic advisor at least twice each semester.' },
        { h: 'Team travel' },
        { p: 'Missed class time for competition is excused. Student-athletes tell their instructors about travel dates during the first week of each term.' },
        { h: 'Health and well-being' },
        { list: ['Sports medicine staff are available every day of the academic year.', 'Counseling and mental health services are free and confidential.', 'Nutrition guidance is available through the fueling station.'] },
      ],
    },
    {
      title: 'Fan Code of Conduct', path: 'fan-code-of-conduct', type: 'html', age: 5, sportCodes: [],
      description: 'What we expect of every fan at home events.',
      blocks: [
        { p: 'We want every guest to enjoy the game. Fans who do not follow this code may be asked to leave without a refund.' },
        { list: ['Cheer for your team, not against others. No profanity or personal insults.', 'Stay in your ticketed seat and off the playing surface.', 'No smoking or vaping in any venue.', 'Follow the directions of event staff and police.'] },
        { p: `Report a concern by texting the event hotline listed on the video board or by calling ${school.phone}.` },
      ],
    },
    {
      title: 'Clear Bag Policy', path: 'clear-bag-policy', type: 'html', age: 1, sportCodes: [],
      description: 'Which bags are allowed into ticketed home events.',
      blocks: [
        { p: 'For the safety of fans and faster entry, only these bags are allowed into ticketed home events:' },
        { list: ['Clear plastic, vinyl or PVC bags no larger than 12 x 6 x 12 inches.', 'One-gallon clear plastic freezer bags.', 'Small clutch purses no larger than 4.5 x 6.5 inches.'] },
        { p: 'Medical and diaper bags are allowed after inspection at the gate.' },
      ],
    },
    {
      title: 'Accessibility Statement', path: 'accessibility', type: 'html', age: 2, sportCodes: [],
      description: 'Our commitment to an accessible website and accessible venues.',
      blocks: [
        { p: `${name} Athletics is committed to making this website and its venues usable by everyone. The site aims to meet WCAG 2.1 level AA.` },
        { p: `If anything on this site or at an event is hard for you to use, tell us at webmaster@${school.key}.example.edu or ${school.phone} and we will help.` },
      ],
    },
    {
      title: 'Ticket Terms and Policies', path: 'ticket-policies', type: 'html', age: 3, sportCodes: [],
      description: 'Refunds, exchanges, weather delays and resale.',
      blocks: [
        { h: 'Refunds and exchanges' },
        { p: 'All sales are final. If an event is canceled and not rescheduled, tickets are refunded to the original payment method.' },
        { h: 'Weather' },
        { p: 'Events delayed by weather go on when it is safe. Tickets for a postponed event are good for the new date.' },
        { h: 'Resale' },
        { p: 'Resell tickets only through the official ticket exchange. Tickets bought elsewhere may not be valid.' },
      ],
    },
    {
      title: 'Media Credential Policy', path: 'media/credential-policy', type: 'html', age: 2, sportCodes: [],
      description: 'How working media request credentials.',
      blocks: [
        { p: 'Credentials are issued to working media on assignment. Request them at least 48 hours before the event through the athletic communications office.' },
        { list: ['Postgame interviews take place in the interview room 10 minutes after the game.', 'Photographers stay in marked areas.', 'Credentials are not transferable.'] },
      ],
    },
    {
      title: 'Compliance Guide for Boosters and Fans', path: 'compliance/boosters-guide', type: 'html', age: 4, sportCodes: [],
      description: 'NCAA rules that apply to boosters, alumni and fans.',
      blocks: [
        { p: 'Once you have donated to the athletics program or bought season tickets, NCAA rules treat you as a representative of athletics interests.' },
        { list: ['Do not contact prospective student-athletes or their families to recruit them.', 'Do not give student-athletes benefits that are not available to other students.', 'Ask before you act: compliance staff are happy to help.'] },
        { p: `Questions: ${email}.` },
      ],
    },
    {
      title: 'Camps and Clinics Refund Policy', path: 'camps/refund-policy', type: 'html', age: 1, sportCodes: ['mbball', 'wbball', 'football', 'baseball', 'softball', 'wvball', 'msoc', 'wsoc'],
      description: 'Cancellations and refunds for youth camps and clinics.',
      blocks: [
        { p: 'Cancel at least 14 days before a camp begins for a full refund less a $25 processing fee. Later cancellations receive camp credit for the following year.' },
        { p: 'Camps canceled by the university are refunded in full.' },
      ],
    },
    {
      title: 'Concussion Management Protocol', path: 'sports-medicine/concussion-protocol', type: 'pdf', age: 2, sportCodes: CONTACT_SPORTS,
      description: 'How sports medicine staff recognize, treat and return athletes after a concussion.',
      blocks: [
        { p: 'Any student-athlete with signs of a concussion is removed from practice or competition and is not returned the same day.' },
        { p: 'A team physician evaluates every suspected concussion. Return to learn comes before return to play.' },
        { p: 'Return to play follows a graduated, step-by-step progression supervised by an athletic trainer, with at least 24 hours between steps.' },
      ],
    },
    {
      title: 'Annual Report', path: 'annual-report', type: 'pdf', age: 0, sportCodes: [],
      description: `${name} Athletics annual report: results, academics, finances and facilities.`,
      blocks: [
        { p: `${name} Athletics had another year of success in competition and in the classroom.` },
        { p: `Our teams competed for ${school.conference} championships, our student-athletes posted a record grade-point average, and the department finished the year with a balanced budget.` },
        { p: 'Priorities for the year ahead: facility improvements, student-athlete mental health and nutrition, and growing attendance at every home event.' },
      ],
    },
  ];
}

export const documentHtml = (seed: DocumentSeed) => renderBody(seed.blocks);

export const sportIdsOf = (seed: DocumentSeed, sports: SeededSport[]) => sports.filter((sport) => seed.sportCodes.includes(sport.code)).map((sport) => sport.id);
