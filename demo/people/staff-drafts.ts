import { integerBetween, pick, type Random } from '../random';
import type { DemoSchool } from '../schools';
import type { NameBook } from './name-book';
import { plainName } from './names';
import { OTHER_COLLEGES } from './places';

/** A staff member before insertion. `department` is an administrative department title or 'sport:{sportId}'. */
export interface StaffDraft {
  key: number;
  firstName: string;
  lastName: string;
  gender: 'M' | 'F';
  title: string;
  department: string;
  email: string;
  phone: string;
  bio: string;
  twitter: string | null;
  instagram: string | null;
  linkedin: string | null;
  almaMater: string;
  /** First season at the school. */
  startYear: number;
  /** Last season at the school for people who left; null while on staff. */
  endYear: number | null;
  rank: number;
}

/** Builds staff drafts of one school: unique names, school e-mail addresses, fictional phone numbers. */
export class StaffFactory {
  readonly drafts: StaffDraft[] = [];
  private nextPhone: number;

  constructor(
    private readonly random: Random,
    private readonly school: DemoSchool,
    private readonly names: NameBook,
  ) {
    this.nextPhone = integerBetween(random, 2000, 2600);
  }

  create(input: { gender: 'M' | 'F'; title: string; department: string; startYear: number; endYear?: number | null; rank: number; social: 'coach' | 'office' }): StaffDraft {
    const { random, school } = this;
    const { firstName, lastName } = this.names.take(random, input.gender);
    this.nextPhone += integerBetween(random, 1, 9);
    const twitterShare = input.social === 'coach' ? 0.65 : 0.2;
    const draft: StaffDraft = {
      key: this.drafts.length,
      firstName,
      lastName,
      gender: input.gender,
      title: input.title,
      department: input.department,
      email: `${plainName(firstName)}.${plainName(lastName)}@${school.key}.example.edu`,
      phone: `(555) 010-${String(this.nextPhone % 10000).padStart(4, '0')}`,
      bio: '',
      twitter: random() < twitterShare ? pick(random, [`Coach${lastName.replace(/[^A-Za-z]/g, '')}`, `${firstName}${lastName.replace(/[^A-Za-z]/g, '')}`, `${firstName.charAt(0)}${lastName.replace(/[^A-Za-z]/g, '')}${school.initials}`]) : null,
      instagram: input.social === 'coach' && random() < 0.3 ? `coach${plainName(lastName)}` : null,
      linkedin: input.social === 'office' && random() < 0.45 ? `${plainName(firstName)}-${plainName(lastName)}` : null,
      almaMater: random() < 0.2 ? school.name : pick(random, OTHER_COLLEGES),
      startYear: input.startYear,
      endYear: input.endYear ?? null,
      rank: input.rank,
    };
    this.drafts.push(draft);
    return draft;
  }
}
