import { integerBetween, type Random } from '../random';
import type { StaffDraft, StaffFactory } from './staff-drafts';

/** The administrative departments of the staff directory, in directory order, with their positions. */
export const ADMIN_DEPARTMENTS: ReadonlyArray<{ title: string; duty: string; titles: readonly string[] }> = [
  {
    title: 'Administration',
    duty: 'works with the senior staff on budgets, personnel and the department’s strategic plan',
    titles: [
      'Director of Athletics', 'Deputy Director of Athletics', 'Senior Associate Athletic Director/SWA', 'Associate Athletic Director for Business Operations',
      'Executive Assistant to the Director of Athletics', 'Business Manager', 'Accounting Specialist',
    ],
  },
  {
    title: 'Communications',
    duty: 'handles media relations, game notes, statistics and digital content for several programs',
    titles: ['Associate Athletic Director for Communications', 'Assistant Director of Communications', 'Assistant Director of Communications', 'Digital Media Coordinator', 'Video Production Coordinator', 'Graphic Designer'],
  },
  {
    title: 'Compliance',
    duty: 'oversees rules education, eligibility certification and athletics financial aid',
    titles: ['Assistant Athletic Director for Compliance', 'Compliance Coordinator', 'Eligibility Coordinator'],
  },
  {
    title: 'Development',
    duty: 'works with donors and the booster club to fund scholarships and facility projects',
    titles: ['Associate Athletic Director for Development', 'Director of Major Gifts', 'Director of Annual Giving', 'Director of Donor Relations', 'Development Coordinator'],
  },
  {
    title: 'Ticket Office',
    duty: 'manages season and single-game ticket sales and the box office at home events',
    titles: ['Director of Ticket Operations', 'Assistant Ticket Manager', 'Ticket Office Coordinator', 'Ticket Sales Representative'],
  },
  {
    title: 'Sports Medicine',
    duty: 'provides injury prevention, care and rehabilitation for student-athletes',
    titles: ['Director of Sports Medicine/Head Athletic Trainer', 'Associate Athletic Trainer', 'Assistant Athletic Trainer', 'Assistant Athletic Trainer', 'Assistant Athletic Trainer', 'Team Physician'],
  },
  {
    title: 'Strength and Conditioning',
    duty: 'designs and runs year-round strength, speed and conditioning programs',
    titles: ['Director of Strength and Conditioning', 'Associate Strength and Conditioning Coach', 'Assistant Strength and Conditioning Coach', 'Assistant Strength and Conditioning Coach'],
  },
  {
    title: 'Facilities and Operations',
    duty: 'coordinates game-day operations, facility scheduling and maintenance of the department’s venues',
    titles: ['Associate Athletic Director for Facilities and Operations', 'Director of Event Management', 'Facilities Coordinator', 'Equipment Manager', 'Assistant Equipment Manager'],
  },
];

export interface AdminStaff {
  all: StaffDraft[];
  /** Athletic trainers who cover sports (the team physician does not), head trainer first. */
  trainers: StaffDraft[];
  /** Strength coaches, director first. */
  strengthCoaches: StaffDraft[];
}

/** The ~40 people of the administrative departments. */
export function buildAdminStaff(random: Random, factory: StaffFactory, currentYear: number): AdminStaff {
  const all: StaffDraft[] = [];
  for (const department of ADMIN_DEPARTMENTS) {
    department.titles.forEach((title, rank) => {
      // Senior titles have been here longer.
      const tenure = rank === 0 ? integerBetween(random, 4, 16) : integerBetween(random, 2, 9);
      all.push(factory.create({ gender: random() < 0.5 ? 'M' : 'F', title, department: department.title, startYear: currentYear - tenure, rank, social: 'office' }));
    });
  }
  return {
    all,
    trainers: all.filter((draft) => draft.department === 'Sports Medicine' && draft.title !== 'Team Physician'),
    strengthCoaches: all.filter((draft) => draft.department === 'Strength and Conditioning'),
  };
}
